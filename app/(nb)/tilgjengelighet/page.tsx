import type { Metadata } from 'next';
import { everyLanguagePath } from '@/lib/routing/language-paths';
import { routePath } from '@/lib/routing/edition-paths';
import { siteUrl } from '@/lib/routing/site-url';
import { hreflangAlternates } from '@/lib/seo/alternates';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { AccessibilityContent } from '@/components/trust/accessibility-content';
import { VenueAccessibility } from '@/components/trust/venue-accessibility';
import { resolveAccessibilityStatement } from '@/lib/defaults/accessibility-statement';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { getAccessibilityStatement, getSiteSettings, getVenues } from '@/lib/sanity';
import { cleanStega } from '@/lib/sanity/stega';

// The page in every edition: the language switch and hreflang alternates.
const PATHS = everyLanguagePath((language) => routePath('accessibility', language));
export async function generateMetadata(): Promise<Metadata> {
  const statement = cleanStega(await getAccessibilityStatement());
  return {
    title: statement?.heading?.trim() || 'Tilgjengelighetserklæring',
    description:
      'Hvor tilgjengelig nettstedet er, hvordan det er kontrollert, kjente avvik og hvordan du melder fra om en barriere.',
    alternates: { languages: hreflangAlternates(PATHS, siteUrl()) },
  };
}

export default async function AccessibilityStatementPage() {
  const [statement, settings, venues] = await Promise.all([
    getAccessibilityStatement(),
    getSiteSettings(),
    getVenues(),
  ]);
  const resolved = resolveAccessibilityStatement(statement, resolveSiteSettings(settings));
  return (
    <>
      <SiteHeader languagePaths={PATHS} />
      <main id="innhold" tabIndex={-1}>
        <AccessibilityContent
          statement={resolved}
          venues={<VenueAccessibility venues={venues} />}
        />
      </main>
      <SiteFooter />
    </>
  );
}
