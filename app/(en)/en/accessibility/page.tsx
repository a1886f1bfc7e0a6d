import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { AccessibilityContent } from '@/components/trust/accessibility-content';
import { VenueAccessibility } from '@/components/trust/venue-accessibility';
import { resolveAccessibilityStatement } from '@/lib/defaults/accessibility-statement';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { dictionary } from '@/lib/i18n/dictionary';
import { everyLanguagePath } from '@/lib/routing/language-paths';
import { routePath } from '@/lib/routing/edition-paths';
import { siteUrl } from '@/lib/routing/site-url';
import { getAccessibilityStatement, getSiteSettings, getVenues } from '@/lib/sanity';
import { cleanStega } from '@/lib/sanity/stega';
import { hreflangAlternates } from '@/lib/seo/alternates';

const PATHS = everyLanguagePath((language) => routePath('accessibility', language));

export async function generateMetadata(): Promise<Metadata> {
  const statement = cleanStega(await getAccessibilityStatement('en'));
  const text = dictionary('en').trust;
  return {
    title: statement?.heading?.trim() || text.accessibilityTitle,
    description: text.accessibilityDescription,
    alternates: { languages: hreflangAlternates(PATHS, siteUrl()) },
  };
}

/** The English accessibility statement: the English document, or the built-in English texts. */
export default async function EnglishAccessibilityStatementPage() {
  const [statement, settings, venues] = await Promise.all([
    getAccessibilityStatement('en'),
    getSiteSettings('en'),
    getVenues(),
  ]);
  const resolved = resolveAccessibilityStatement(statement, resolveSiteSettings(settings), 'en');
  return (
    <>
      <SiteHeader language="en" languagePaths={PATHS} />
      <main id="innhold" tabIndex={-1}>
        <AccessibilityContent
          statement={resolved}
          venues={<VenueAccessibility venues={venues} language="en" />}
          language="en"
        />
      </main>
      <SiteFooter language="en" />
    </>
  );
}
