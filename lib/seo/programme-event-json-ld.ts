import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { ageLimitOf } from '@/lib/programme/labels';
import { eventPathIn } from '@/lib/routing/event-path';
import { osloIsoWithOffset } from '@/lib/programme/oslo-time';
import type { FestivalInfo, ProgrammeEvent, SiteSettings } from '@/lib/sanity/types';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { absoluteUrl } from './absolute-url';
import { organizationId, type JsonLdObject } from './json-ld';

const SCHEMA = 'https://schema.org/';

/**
 * The schema.org status: rescheduled only when the time moved (a previous start is given); a
 * changed note or venue leaves the event scheduled (the note is on the page).
 */
export function eventStatusOf(event: Pick<ProgrammeEvent, 'status' | 'previousStart'>): string {
  if (event.status === 'cancelled') return `${SCHEMA}EventCancelled`;
  if (event.status === 'changed' && event.previousStart) return `${SCHEMA}EventRescheduled`;
  return `${SCHEMA}EventScheduled`;
}

/** schema.org's inLanguage for the session's language; nothing for "other" or none. */
const SESSION_LANGUAGE_TAGS: Record<string, string> = { nb: 'nb', en: 'en' };

/** The festival's address: where it is held (site settings), in Oslo. */
function postalAddress(festival: FestivalInfo | null | undefined) {
  const street = festival?.locationName?.trim();
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    addressLocality: 'Oslo',
    addressCountry: 'NO',
  };
}

/** The festival as the event's superEvent: its name, days and place from site settings. */
function festivalEvent(
  festival: FestivalInfo | null | undefined,
  fallbackName: string,
  base: string,
) {
  return {
    '@type': 'Festival',
    name: festival?.name?.trim() || fallbackName,
    url: `${base}/`,
    ...(festival?.startDate ? { startDate: festival.startDate } : {}),
    ...(festival?.endDate ? { endDate: festival.endDate } : {}),
    location: {
      '@type': 'Place',
      name: festival?.locationName?.trim() || 'Oslo',
      address: postalAddress(festival),
    },
    organizer: { '@id': organizationId(base) },
  };
}

/**
 * An offer when the event has a price or a ticket link; a price of 0 is a free ticket. A
 * cancelled event offers nothing; a sold-out one says SoldOut and carries no ticket link.
 */
export function offerOf(event: ProgrammeEvent, base: string) {
  if (event.status === 'cancelled') return undefined;
  const soldOut = Boolean(event.soldOut);
  const url = soldOut ? null : absoluteUrl(event.ticketUrl, base);
  const price = typeof event.price === 'number' && event.price >= 0 ? event.price : null;
  if (!url && price === null && !soldOut) return undefined;
  return {
    '@type': 'Offer',
    ...(url ? { url } : {}),
    ...(price !== null ? { price, priceCurrency: 'NOK' } : {}),
    availability: `${SCHEMA}${soldOut ? 'SoldOut' : 'InStock'}`,
  };
}

/**
 * schema.org Event for an event page: times with Oslo's offset, the venue at the festival's
 * address, the status (moved or cancelled), the ticket offer (sold out, none when cancelled),
 * the age limit and the session's language, the organiser (the Organization
 * on every page) and the festival it belongs to.
 */
export function programmeEventJsonLd(
  event: ProgrammeEvent,
  settings: SiteSettings | null,
  base: string,
  language: Language = DEFAULT_LANGUAGE,
): JsonLdObject {
  const site = resolveSiteSettings(settings);
  const festival = settings?.festival ?? null;
  const url = new URL(eventPathIn(language, event.slug), `${base}/`).toString();
  const age = ageLimitOf(event.ageLimit);
  const inLanguage = SESSION_LANGUAGE_TAGS[event.sessionLanguage ?? ''];
  const image = absoluteUrl(event.image?.url, base);
  const venueName = event.venue?.name?.trim();
  const rescheduledFrom =
    event.status === 'changed' && event.previousStart
      ? osloIsoWithOffset(event.previousStart)
      : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${url}#arrangement`,
    name: event.title || event.slug,
    description: event.summary ?? undefined,
    url,
    startDate: osloIsoWithOffset(event.start),
    endDate: osloIsoWithOffset(event.end),
    eventStatus: eventStatusOf(event),
    ...(rescheduledFrom ? { previousStartDate: rescheduledFrom } : {}),
    ...(age !== null ? { typicalAgeRange: `${age}-` } : {}),
    ...(inLanguage ? { inLanguage } : {}),
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      name: venueName || festival?.locationName?.trim() || 'Oslo',
      address: postalAddress(festival),
    },
    image: image ? [image] : undefined,
    offers: offerOf(event, base),
    organizer: { '@id': organizationId(base) },
    superEvent: festivalEvent(festival, site.brandTitle, base),
  };
}
