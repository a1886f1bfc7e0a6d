import type { Language } from '@/lib/i18n/languages';
import { organizationJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { programmeEventJsonLd } from '@/lib/seo/programme-event-json-ld';
import { siteUrl } from '@/lib/routing/site-url';
import { cleanStega } from '@/lib/sanity/stega';
import type { ProgrammeEvent, SiteSettings } from '@/lib/sanity/types';

type Props = { event: ProgrammeEvent; siteSettings: SiteSettings | null; language: Language };

/** The organisation (the event's organiser) and the event, for search engines. */
export function EventJsonLd({ event, siteSettings, language }: Props) {
  // Search engines never get Visual Editing's invisible characters, not even from a preview.
  const settings = cleanStega(siteSettings);
  const base = siteUrl();
  const items = [
    organizationJsonLd(settings, base),
    programmeEventJsonLd(cleanStega(event), settings, base, language),
  ];
  return items.map((item) => (
    <script
      key={String(item['@type'])}
      type="application/ld+json"
      // Escaped by serializeJsonLd: content cannot break out of the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(item) }}
    />
  ));
}
