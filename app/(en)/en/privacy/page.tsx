import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { PrivacyContent } from '@/components/trust/privacy-content';
import { readProcessingFacts } from '@/lib/contact/processing-facts';
import { resolvePrivacyPage } from '@/lib/defaults/privacy-page';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { dictionary } from '@/lib/i18n/dictionary';
import { everyLanguagePath } from '@/lib/routing/language-paths';
import { routePath } from '@/lib/routing/edition-paths';
import { siteUrl } from '@/lib/routing/site-url';
import { getPrivacyPage, getSiteSettings } from '@/lib/sanity';
import { cleanStega } from '@/lib/sanity/stega';
import { hreflangAlternates } from '@/lib/seo/alternates';

const PATHS = everyLanguagePath((language) => routePath('privacy', language));

export async function generateMetadata(): Promise<Metadata> {
  const page = cleanStega(await getPrivacyPage('en'));
  const text = dictionary('en').trust;
  return {
    title: page?.heading?.trim() || text.privacyTitle,
    description: text.privacyDescription,
    alternates: { languages: hreflangAlternates(PATHS, siteUrl()) },
  };
}

/** The English privacy notice: the English privacyPage document around the built-in facts. */
export default async function EnglishPrivacyPage() {
  // Per request, as the Norwegian notice: the facts come from the server's environment.
  await connection();
  const [page, settings] = await Promise.all([getPrivacyPage('en'), getSiteSettings('en')]);
  const resolved = resolvePrivacyPage(
    page,
    resolveSiteSettings(settings),
    readProcessingFacts(),
    'en',
  );
  return (
    <>
      <SiteHeader language="en" languagePaths={PATHS} />
      <main id="innhold" tabIndex={-1}>
        <PrivacyContent page={resolved} />
      </main>
      <SiteFooter language="en" />
    </>
  );
}
