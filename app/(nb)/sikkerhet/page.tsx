import type { Metadata } from 'next';
import { everyLanguagePath } from '@/lib/routing/language-paths';
import { routePath } from '@/lib/routing/edition-paths';
import { siteUrl } from '@/lib/routing/site-url';
import { hreflangAlternates } from '@/lib/seo/alternates';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SafetyContent } from '@/components/safety/safety-content';
import { resolveSafetyPage } from '@/lib/defaults/safety-page';
import { getSafetyPage, getVenues } from '@/lib/sanity';
import { venuesWithAccessibility } from '@/components/trust/venue-accessibility';
import { ACCESSIBILITY_PATH, ACCESSIBILITY_VENUES_ID } from '@/lib/routing/trust-paths';
import { cleanStega } from '@/lib/sanity/stega';

// The page in every edition: the language switch and hreflang alternates.
const PATHS = everyLanguagePath((language) => routePath('safety', language));
export async function generateMetadata(): Promise<Metadata> {
  // Meta tags never carry Visual Editing's invisible characters, not even in the preview.
  const page = resolveSafetyPage(cleanStega(await getSafetyPage()));
  return {
    title: `Sikkerhet: ${page.heading}`,
    description: page.intro.length > 160 ? `${page.intro.slice(0, 157).trimEnd()}…` : page.intro,
    alternates: { languages: hreflangAlternates(PATHS, siteUrl()) },
  };
}

export default async function SafetyPage() {
  const [safety, venues] = await Promise.all([getSafetyPage(), getVenues()]);
  const page = resolveSafetyPage(safety);
  // Only when the programme's venues tell visitors something about access.
  const venuesLink =
    venuesWithAccessibility(venues).length > 0
      ? `${ACCESSIBILITY_PATH}#${ACCESSIBILITY_VENUES_ID}`
      : null;
  return (
    <>
      <SiteHeader languagePaths={PATHS} />
      <main id="innhold" tabIndex={-1}>
        <SafetyContent page={page} venuesAccessibilityHref={venuesLink} />
      </main>
      <SiteFooter />
    </>
  );
}
