/**
 * iCalendar files (RFC 5545) of the programme, made with ical-generator: one event, a visitor's
 * selection, or the whole programme as a subscribable calendar. Times are written as UTC
 * instants, so every calendar app places them right whatever its own time zone; it shows them
 * in its own zone, which at the festival is Oslo time.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { eventPath } from '../routing/event-path';
import type { FestivalInfo, ProgrammeEvent } from '../sanity/types';
import { categoryLabel, statusLabel } from './labels';
import { OSLO_TIME_ZONE } from './oslo-time';

/** How often a subscribed calendar app should fetch the programme again. */
export const CALENDAR_REFRESH_SECONDS = 60 * 60;

/** The festival as calendar entries name it: its name and street address. */
export type CalendarFestival = { name: string; address: string | null };

export type CalendarOptions = {
  /** The site's origin (lib/routing/site-url): event links and the UID's host. */
  base: string;
  festival: CalendarFestival;
  /** The calendar's name in the visitor's calendar app (X-WR-CALNAME). */
  name: string;
};

const DEFAULT_FESTIVAL_NAME = 'Matfestivalen';

/** The festival from site settings, with the site's name where settings give none. */
export function calendarFestival(
  festival: Pick<FestivalInfo, 'name' | 'locationName'> | null | undefined,
  fallbackName: string = DEFAULT_FESTIVAL_NAME,
): CalendarFestival {
  return {
    name: festival?.name?.trim() || fallbackName,
    address: festival?.locationName?.trim() || null,
  };
}

// SEQUENCE must be an integer that grows with every change a phone should take. Seconds since
// 2024 grow with each publish's _updatedAt and stay far below 32-bit limits some apps keep.
const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);

/** The revision number of an event: seconds from 2024 to its last publish; 0 when unknown. */
export function eventSequence(updatedAt: string | null | undefined): number {
  const time = updatedAt ? Date.parse(updatedAt) : Number.NaN;
  if (Number.isNaN(time)) return 0;
  return Math.max(0, Math.floor((time - SEQUENCE_EPOCH) / 1000));
}

/** Stable across publishes: the document id and the site's host, never the slug or title. */
export function eventUid(event: Pick<ProgrammeEvent, '_id'>, base: string): string {
  return `${event._id}@${new URL(base).host}`;
}

/** The venue and the festival's address, as one line for LOCATION. */
export function eventLocation(
  event: Pick<ProgrammeEvent, 'venue'>,
  festival: CalendarFestival,
): string | null {
  const parts = [event.venue?.name?.trim(), festival.address].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The summary, then what changed: the calendar entry is all a visitor may read. */
function eventDescription(event: ProgrammeEvent): string {
  const note = event.statusNote?.trim();
  const status =
    event.status === 'planned' || !note ? null : `${statusLabel(event.status)}: ${note}`;
  return [event.summary?.trim(), status].filter(Boolean).join('\n\n');
}

/** The calendar file's text for these events, in the order given. */
export function buildCalendar(events: readonly ProgrammeEvent[], options: CalendarOptions): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: options.festival.name, product: 'Programmet', language: 'NB' },
    method: ICalCalendarMethod.PUBLISH,
    // REFRESH-INTERVAL and X-PUBLISHED-TTL: subscribed apps fetch again, so moves and
    // cancellations arrive by themselves.
    ttl: CALENDAR_REFRESH_SECONDS,
    x: { 'X-WR-TIMEZONE': OSLO_TIME_ZONE },
  });
  for (const event of events) {
    const updated = event._updatedAt ?? null;
    const url = new URL(eventPath(event.slug), `${options.base}/`).toString();
    calendar.createEvent({
      id: eventUid(event, options.base),
      summary: event.title ?? event.slug,
      start: new Date(event.start),
      end: new Date(event.end),
      // The last publish, not the time of the request: the same content gives the same file.
      stamp: new Date(updated ?? event.start),
      lastModified: updated ? new Date(updated) : null,
      sequence: eventSequence(updated),
      location: eventLocation(event, options.festival),
      url,
      description: eventDescription(event) || null,
      status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      categories: (event.categories ?? []).map((category) => ({ name: categoryLabel(category) })),
    });
  }
  return calendar.toString();
}
