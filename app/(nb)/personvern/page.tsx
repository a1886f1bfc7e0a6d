import type { Metadata } from 'next';
import { everyLanguagePath } from '@/lib/routing/language-paths';
import { routePath } from '@/lib/routing/edition-paths';
import { siteUrl } from '@/lib/routing/site-url';
import { hreflangAlternates } from '@/lib/seo/alternates';
import { connection } from 'next/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { PrivacyContent } from '@/components/trust/privacy-content';
import { readProcessingFacts } from '@/lib/contact/processing-facts';
import { resolvePrivacyPage } from '@/lib/defaults/privacy-page';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { getPrivacyPage, getSiteSettings } from '@/lib/sanity';
import { cleanStega } from '@/lib/sanity/stega';

// The page in every edition: the language switch and hreflang alternates.
const PATHS = everyLanguagePath((language) => routePath('privacy', language));
export async function generateMetadata(): Promise<Metadata> {
  const page = cleanStega(await getPrivacyPage());
  return {
    title: page?.heading?.trim() || 'Personvernerklæring',
    description:
      'Hvem som behandler personopplysningene dine, hvorfor, hvor lenge de lagres og hvilke rettigheter du har.',
    alternates: { languages: hreflangAlternates(PATHS, siteUrl()) },
  };
}

export default async function PrivacyPage() {
  // Rendered per request: the retention periods, HubSpot and statistics come from the server's
  // environment, so a restart with other settings changes the notice without a rebuild. The
  // content reads are still cached (tags), so this costs one render, no extra fetch.
  await connection();
  const [page, settings] = await Promise.all([getPrivacyPage(), getSiteSettings()]);
  const resolved = resolvePrivacyPage(page, resolveSiteSettings(settings), readProcessingFacts());
  return (
    <>
      <SiteHeader languagePaths={PATHS} />
      <main id="innhold" tabIndex={-1}>
        <PrivacyContent page={resolved} />
      </main>
      <SiteFooter />
    </>
  );
}
