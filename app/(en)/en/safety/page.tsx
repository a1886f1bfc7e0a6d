import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SafetyContent } from '@/components/safety/safety-content';
import { venuesWithAccessibility } from '@/components/trust/venue-accessibility';
import { resolveSafetyPage } from '@/lib/defaults/safety-page';
import { dictionary } from '@/lib/i18n/dictionary';
import { everyLanguagePath } from '@/lib/routing/language-paths';
import { routePath } from '@/lib/routing/edition-paths';
import { ACCESSIBILITY_VENUES_ID } from '@/lib/routing/trust-paths';
import { getEditionSafetyPage, getVenues } from '@/lib/sanity';
import { cleanStega } from '@/lib/sanity/stega';
import { hreflangAlternates } from '@/lib/seo/alternates';
import { siteUrl } from '@/lib/routing/site-url';

const PATHS = everyLanguagePath((language) => routePath('safety', language));

// The English safety page: the English safetyPage document, or the built-in English texts
// around the Norwegian document's contacts and PDFs.
export async function generateMetadata(): Promise<Metadata> {
  const page = resolveSafetyPage(cleanStega(await getEditionSafetyPage('en')), 'en');
  return {
    title: `${dictionary('en').safety.titlePrefix}: ${page.heading}`,
    description: page.intro.length > 160 ? `${page.intro.slice(0, 157).trimEnd()}…` : page.intro,
    alternates: { languages: hreflangAlternates(PATHS, siteUrl()) },
  };
}

export default async function EnglishSafetyPage() {
  const [safety, venues] = await Promise.all([getEditionSafetyPage('en'), getVenues()]);
  const page = resolveSafetyPage(safety, 'en');
  const venuesLink =
    venuesWithAccessibility(venues).length > 0
      ? `${routePath('accessibility', 'en')}#${ACCESSIBILITY_VENUES_ID}`
      : null;
  return (
    <>
      <SiteHeader language="en" languagePaths={PATHS} />
      <main id="innhold" tabIndex={-1}>
        <SafetyContent page={page} venuesAccessibilityHref={venuesLink} language="en" />
      </main>
      <SiteFooter language="en" />
    </>
  );
}
