/**
 * iCalendar files (RFC 5545) of the programme, made with ical-generator: one event, a visitor's
 * selection, or the whole programme as a subscribable calendar. Times are written as UTC
 * instants, so every calendar app places them right whatever its own time zone; it shows them
 * in its own zone, which at the festival is Oslo time.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { programmeText } from '../i18n/programme-text';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { eventPathIn } from '../routing/event-path';
import type { FestivalInfo, ProgrammeEvent } from '../sanity/types';
import { ageLimitLabel, categoryLabel, sessionLanguageLabel, statusLabel } from './labels';
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
  /** The edition: the language of SUMMARY, DESCRIPTION, CATEGORIES and the event links. */
  language?: Language;
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

type Revised = Pick<ProgrammeEvent, '_updatedAt'> & {
  venue?: { _updatedAt?: string | null } | null;
};

/**
 * When the calendar entry last changed: the later of the event's and its venue's last publish,
 * since LOCATION carries the venue's name (a renamed venue moves SEQUENCE and LAST-MODIFIED).
 */
export function entryUpdatedAt(event: Revised): string | null {
  const times = [event._updatedAt, event.venue?._updatedAt]
    .map((value) => (value ? Date.parse(value) : Number.NaN))
    .filter((time) => !Number.isNaN(time));
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

/**
 * The UID's fixed right-hand side. The same event keeps one UID on every host name the site
 * answers on (a preview host, a new domain, the CDN's), so a subscribed calendar never sees
 * one event twice.
 */
export const CALENDAR_UID_DOMAIN = 'programme.matfestivalen';

/** Stable across publishes and hosts: the document id, never the slug, title or host. */
export function eventUid(event: Pick<ProgrammeEvent, '_id'>): string {
  return `${event._id}@${CALENDAR_UID_DOMAIN}`;
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

/** The summary, then status, sold out, age limit and language: all a visitor may read. */
function eventDescription(event: ProgrammeEvent, language: Language): string {
  const text = programmeText(language);
  const note = event.statusNote?.trim();
  const status =
    event.status === 'planned' || !note ? null : `${statusLabel(event.status, language)}: ${note}`;
  const marks = [
    event.soldOut && event.status !== 'cancelled' ? text.soldOut : null,
    ageLimitLabel(event.ageLimit, language),
    sessionLanguageLabel(event.sessionLanguage, language),
  ].filter(Boolean);
  return [event.summary?.trim(), status, marks.join(' · ')].filter(Boolean).join('\n\n');
}

/** The calendar file's text for these events, in the order given. */
export function buildCalendar(events: readonly ProgrammeEvent[], options: CalendarOptions): string {
  const language = options.language ?? DEFAULT_LANGUAGE;
  const calendar = ical({
    name: options.name,
    prodId: {
      company: options.festival.name,
      product: programmeText(language).calendar.product,
      language: language.toUpperCase(),
    },
    method: ICalCalendarMethod.PUBLISH,
    // REFRESH-INTERVAL and X-PUBLISHED-TTL: subscribed apps fetch again, so moves and
    // cancellations arrive by themselves.
    ttl: CALENDAR_REFRESH_SECONDS,
    x: { 'X-WR-TIMEZONE': OSLO_TIME_ZONE },
  });
  for (const event of events) {
    const updated = entryUpdatedAt(event);
    const url = new URL(eventPathIn(language, event.slug), `${options.base}/`).toString();
    calendar.createEvent({
      id: eventUid(event),
      summary: event.title ?? event.slug,
      start: new Date(event.start),
      end: new Date(event.end),
      // The last publish, not the time of the request: the same content gives the same file.
      stamp: new Date(updated ?? event.start),
      lastModified: updated ? new Date(updated) : null,
      sequence: eventSequence(updated),
      location: eventLocation(event, options.festival),
      url,
      description: eventDescription(event, language) || null,
      status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      categories: (event.categories ?? []).map((category) => ({
        name: categoryLabel(category, language),
      })),
    });
  }
  return calendar.toString();
}
