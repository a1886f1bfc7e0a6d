import type { Language } from '@/lib/i18n/languages';
import type { Page, SiteSettings } from '@/lib/sanity/types';
import { pageJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { siteUrl } from '@/lib/routing/site-url';
import { cleanStega } from '@/lib/sanity/stega';

type Props = { page: Page | null; siteSettings: SiteSettings | null; language?: Language };

/** Structured data for search engines: the organisation, and the festival event when the page has one. */
export function JsonLd({ page, siteSettings, language }: Props) {
  // Search engines never get Visual Editing's invisible characters, not even from a preview.
  return pageJsonLd(cleanStega(page), cleanStega(siteSettings), siteUrl(), language).map((item) => (
    <script
      key={String(item['@type'])}
      type="application/ld+json"
      // Escaped by serializeJsonLd: content cannot break out of the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
    />
  ));
}
