import { permanentRedirect, redirect } from 'next/navigation';
import { getSiteSettings } from '@/lib/sanity';
import { findRedirect } from '@/lib/routing/redirect-target';
import { BlockList, pageHeadingBlockIndex } from '@/components/blocks/block-list';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { JsonLd } from '@/components/seo/json-ld';
import { getPage } from '@/lib/pages/get-page';
import { NotFoundResponse } from './not-found-response';
import { SITE_DEFAULTS } from '@/lib/defaults/site-settings';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { pageLanguagePaths } from '@/lib/routing/language-paths';
import { dictionary } from '@/lib/i18n/dictionary';
import { LanguageSuggestion } from '@/components/layout/language-suggestion';

/** One content page: header with the page's menu, its blocks in order, the footer unless hidden. */
export async function ContentPage({
  slug,
  language = DEFAULT_LANGUAGE,
}: {
  slug: string;
  /** The edition: which language's page this slug names (docs/i18n.md). */
  language?: Language;
}) {
  const [page, settings] = await Promise.all([getPage(slug, language), getSiteSettings(language)]);
  if (!page) return <NotFoundResponse language={language} />;

  const target = findRedirect(page.pageBuilder, language);
  if (target) {
    if (target.permanent) permanentRedirect(target.location);
    redirect(target.location);
  }

  const blocks = page.pageBuilder ?? [];
  const anchorIds = blocks.flatMap((block) => (block.anchorId ? [block.anchorId] : []));
  // Exactly one h1 per page: the first hero's heading, or else the page title for screen readers.
  const headingIndex = pageHeadingBlockIndex(blocks);
  const languagePaths = pageLanguagePaths(page.slug, language, page.translations);
  // On a Norwegian page, the versions a phone that reads no Norwegian may be offered.
  const offers =
    language === DEFAULT_LANGUAGE
      ? (Object.entries(languagePaths) as [Language, string][])
          .filter(([other]) => other !== language)
          .map(([other, href]) => {
            const text = dictionary(other).language;
            return {
              language: other,
              href,
              text: text.suggestion,
              link: text.suggestionLink,
              dismiss: text.suggestionDismiss,
            };
          })
      : [];

  return (
    <>
      <JsonLd page={page} siteSettings={settings} language={language} />
      <SiteHeader
        menuSlug={page.menuSlug}
        fixed={page.fixHeader === true}
        anchorIds={anchorIds}
        language={language}
        languagePaths={languagePaths}
      />
      {/* tabIndex -1: the skip link moves focus here, not to <body>. */}
      <main id="innhold" tabIndex={-1} className={page.fixHeader ? 'pt-[200px]' : undefined}>
        {headingIndex === -1 ? (
          <h1 className="sr-only">{page.title || SITE_DEFAULTS.brandTitle}</h1>
        ) : null}
        <BlockList blocks={blocks} headingIndex={headingIndex} language={language} />
      </main>
      {page.hideFooter ? null : <SiteFooter language={language} />}
      {offers.length > 0 ? <LanguageSuggestion offers={offers} /> : null}
    </>
  );
}
