import { eventPath } from '@/lib/routing/event-path';
import { osloIsoWithOffset } from '@/lib/programme/oslo-time';
import type { FestivalInfo, ProgrammeEvent, SiteSettings } from '@/lib/sanity/types';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { absoluteUrl } from './absolute-url';
import { organizationId, type JsonLdObject } from './json-ld';

const SCHEMA = 'https://schema.org/';

const EVENT_STATUS = {
  planned: `${SCHEMA}EventScheduled`,
  changed: `${SCHEMA}EventRescheduled`,
  cancelled: `${SCHEMA}EventCancelled`,
} as const satisfies Record<ProgrammeEvent['status'], string>;

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

/** An offer when the event has a price or a ticket link; a price of 0 is a free ticket. */
function offer(event: ProgrammeEvent, base: string) {
  const url = absoluteUrl(event.ticketUrl, base);
  const price = typeof event.price === 'number' && event.price >= 0 ? event.price : null;
  if (!url && price === null) return undefined;
  return {
    '@type': 'Offer',
    ...(url ? { url } : {}),
    ...(price !== null ? { price, priceCurrency: 'NOK' } : {}),
  };
}

/**
 * schema.org Event for an event page: times with Oslo's offset, the venue at the festival's
 * address, the status (moved or cancelled), the ticket offer, the organiser (the Organization
 * on every page) and the festival it belongs to.
 */
export function programmeEventJsonLd(
  event: ProgrammeEvent,
  settings: SiteSettings | null,
  base: string,
): JsonLdObject {
  const site = resolveSiteSettings(settings);
  const festival = settings?.festival ?? null;
  const url = new URL(eventPath(event.slug), `${base}/`).toString();
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
    eventStatus: EVENT_STATUS[event.status],
    ...(rescheduledFrom ? { previousStartDate: rescheduledFrom } : {}),
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      name: venueName || festival?.locationName?.trim() || 'Oslo',
      address: postalAddress(festival),
    },
    image: image ? [image] : undefined,
    offers: offer(event, base),
    organizer: { '@id': organizationId(base) },
    superEvent: festivalEvent(festival, site.brandTitle, base),
  };
}
