import type { Metadata } from 'next';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { getProgrammeEvents, getSiteSettings } from '@/lib/sanity';
import { cleanStega } from '@/lib/sanity/stega';
import { buildEventMetadata } from '@/lib/seo/event-metadata';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';

/** The event page's metadata in the edition's language; the not-found page's when the programme has no such event. */
export async function eventPageMetadata(
  slug: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Metadata> {
  const [events, settings] = await Promise.all([
    getProgrammeEvents(language),
    getSiteSettings(language),
  ]);
  const event = events.find((candidate) => candidate.slug === slug);
  if (!event) return NOT_FOUND_METADATA;
  return buildEventMetadata(cleanStega(event), cleanStega(settings), language);
}
