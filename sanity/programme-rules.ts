/**
 * Rules of the festival programme that the extracted schema cannot carry: the studio's
 * validation (sanity/schema/documents/programme-event.ts, sanity/schema/fields/programme-checks.ts)
 * and `npm run content:check` (scripts/dataset-check) ask these functions and show the same
 * Norwegian message. Relative imports and no Sanity imports, so the dataset check can load it
 * outside the studio.
 */

import {
  formatDayHeading,
  formatTimeRange,
  osloDayKey,
  overlaps,
} from '../lib/programme/oslo-time';
import { DEFAULT_LANGUAGE } from '../lib/i18n/languages';
import { displayText, textIn, textsOf } from './translations';
import { osloDayRange } from '../lib/programme/oslo-day-range';

export const SUMMARY_MAX_LENGTH = 200;

/** Statuses that must explain themselves to visitors with a note. */
const NOTE_REQUIRED = new Set(['changed', 'cancelled']);

export const programmeMessages = {
  endNotAfterStart: 'Slutt må være etter start. Sjekk dato og klokkeslett.',
  invalidTime: 'Skriv et gyldig tidspunkt (dato og klokkeslett).',
  noteMissing: (status: string) =>
    `Skriv en kort merknad når arrangementet er ${status === 'cancelled' ? 'avlyst' : 'endret'}: publikum ser den ved arrangementet.`,
  summaryTooLong: (length: number) =>
    `Ingressen kan ha høyst ${SUMMARY_MAX_LENGTH} tegn (nå ${length}). Resten hører hjemme i beskrivelsen.`,
  negativePrice: 'Prisen kan ikke være under 0. Skriv 0 for gratis, eller la feltet stå tomt.',
  venueMissing: 'Velg scenen arrangementet foregår på: uten scene vet ikke publikum hvor de skal.',
  venueNotFound:
    'Scenen arrangementet peker på finnes ikke (den kan være slettet). Velg en annen scene.',
  outsideFestival: (day: string, first: string, last: string) =>
    first === last
      ? `Arrangementet starter ${day}, men festivalen er bare ${first}. Sjekk datoen.`
      : `Arrangementet starter ${day}, utenfor festivaldagene (${first} til ${last}). Sjekk datoen.`,
  longSingleDay:
    'Arrangementet varer over 12 timer, men bare én dag. Stemmer sluttidspunktet? Et arrangement over flere dager (et marked, en utstilling) skal slutte på sin siste dag; da vises det under hver dag og kolliderer ikke med andre.',
  venueOverlap: (venue: string, a: OverlapEntry, b: OverlapEntry) =>
    `«${a.title}» (${a.time}) og «${b.title}» (${b.time}) er på ${venue} samtidig. Sjekk tidene, eller flytt ett av dem til en annen scene.`,
} as const;

type OverlapEntry = { title: string; time: string };

function instant(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.NaN : time;
}

/** An unparseable start or end, or an end that is not after the start. */
export function eventTimesProblem(start: unknown, end: unknown): string | undefined {
  const from = instant(start);
  const to = instant(end);
  if (Number.isNaN(from) || Number.isNaN(to)) return programmeMessages.invalidTime;
  if (from === undefined || to === undefined) return undefined;
  return to > from ? undefined : programmeMessages.endNotAfterStart;
}

/** Longer than this within one listed day is most often a wrong end (a warning). */
const LONG_EVENT_HOURS = 12;

/**
 * An event over 12 hours that the programme lists under one day only (it ends that day, or
 * before 06:00 the next): it is shown as a session that clashes with others, which is seldom
 * what a 13-hour event is. Events over several days are places and are left alone.
 */
export function longEventProblem(start: unknown, end: unknown): string | undefined {
  const from = instant(start);
  const to = instant(end);
  if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to)) {
    return undefined;
  }
  if (to - from <= LONG_EVENT_HOURS * 3_600_000) return undefined;
  const nextDay = osloDayRange(osloDayKey(new Date(from).toISOString())).to;
  const sixNextMorning = Date.parse(nextDay) + 6 * 3_600_000;
  return to <= sixNextMorning ? programmeMessages.longSingleDay : undefined;
}

/**
 * A changed or cancelled event without a note for visitors in Norwegian (a plain string, or
 * the Norwegian item of a translated note): the English edition falls back to it.
 */
export function statusNoteProblem(status: unknown, note: unknown): string | undefined {
  if (typeof status !== 'string' || !NOTE_REQUIRED.has(status)) return undefined;
  return textIn(note, DEFAULT_LANGUAGE) !== undefined
    ? undefined
    : programmeMessages.noteMissing(status);
}

/** A summary over the limit, in any of its languages (the longest is named). */
export function summaryProblem(summary: unknown): string | undefined {
  const length = Math.max(0, ...textsOf(summary).map(({ text }) => [...text].length));
  return length > SUMMARY_MAX_LENGTH ? programmeMessages.summaryTooLong(length) : undefined;
}

export function priceProblem(price: unknown): string | undefined {
  return typeof price === 'number' && price < 0 ? programmeMessages.negativePrice : undefined;
}

export type ProgrammeFieldProblem = {
  field: 'end' | 'statusNote' | 'summary' | 'price';
  code: 'event-times' | 'status-note' | 'too-long' | 'out-of-range';
  message: string;
};

/** Every field-level problem of one programmeEvent document (what content:check reports). */
export function programmeEventProblems(event: Record<string, unknown>): ProgrammeFieldProblem[] {
  const problems: ProgrammeFieldProblem[] = [];
  const add = (
    field: ProgrammeFieldProblem['field'],
    code: ProgrammeFieldProblem['code'],
    message: string | undefined,
  ) => {
    if (message) problems.push({ field, code, message });
  };
  add('end', 'event-times', eventTimesProblem(event.start, event.end));
  add('statusNote', 'status-note', statusNoteProblem(event.status, event.statusNote));
  add('summary', 'too-long', summaryProblem(event.summary));
  add('price', 'out-of-range', priceProblem(event.price));
  return problems;
}

/** An event's venue reference: absent, or pointing at no venue (`exists` says whether it does). */
export function venueProblem(venue: unknown, exists: boolean): string | undefined {
  const ref = (venue as { _ref?: unknown } | null | undefined)?._ref;
  if (typeof ref !== 'string' || ref.trim() === '') return programmeMessages.venueMissing;
  return exists ? undefined : programmeMessages.venueNotFound;
}

/** The festival's days as site settings give them (siteSettings.festival, dates YYYY-MM-DD). */
export type FestivalDates = { startDate?: unknown; endDate?: unknown } | null | undefined;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as YYYY-MM-DD (not 2031-02-30, which formatDayHeading refuses). */
function isDayKey(value: unknown): value is string {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An event that starts on an Oslo day outside the festival's dates: a warning, since a
 * pre-festival event may be meant. The start day counts, so a late session running past
 * midnight on the last day belongs to the festival. No dates in the settings: nothing to check.
 */
export function festivalDatesProblem(start: unknown, festival: FestivalDates): string | undefined {
  const first = festival?.startDate;
  if (!isDayKey(first)) return undefined;
  const last = isDayKey(festival?.endDate) ? festival.endDate : first;
  const time = instant(start);
  if (time === undefined || Number.isNaN(time)) return undefined;
  const day = osloDayKey(new Date(time).toISOString());
  if (day >= first && day <= last) return undefined;
  return programmeMessages.outsideFestival(
    formatDayHeading(day).toLowerCase(),
    formatDayHeading(first).toLowerCase(),
    formatDayHeading(last).toLowerCase(),
  );
}

/** An event as the overlap check sees it; `id` is the published id (drafts share it). */
export type ScheduledEvent = {
  id: string;
  title?: unknown;
  start?: unknown;
  end?: unknown;
  status?: unknown;
  venueRef?: unknown;
  venueName?: unknown;
};

function span(event: ScheduledEvent): { start: string; end: string } | undefined {
  const from = instant(event.start);
  const to = instant(event.end);
  if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to)) {
    return undefined;
  }
  return to > from
    ? { start: new Date(from).toISOString(), end: new Date(to).toISOString() }
    : undefined;
}

const titleOf = (event: ScheduledEvent) => displayText(event.title) ?? 'Uten tittel';

/**
 * Other events at the same venue whose time overlaps this one's: a warning per other event,
 * naming both. A cancelled event holds no stage, so it overlaps nothing; one ending as the
 * next starts does not overlap.
 */
export function venueOverlapProblems(
  event: ScheduledEvent,
  others: readonly ScheduledEvent[],
): string[] {
  const own = span(event);
  if (!own || event.status === 'cancelled' || typeof event.venueRef !== 'string') return [];
  const venue = displayText(event.venueName) ?? 'scenen';
  const entry = (e: ScheduledEvent, s: { start: string; end: string }) => ({
    title: titleOf(e),
    time: formatTimeRange(s.start, s.end),
  });
  return others.flatMap((other) => {
    if (other.id === event.id || other.venueRef !== event.venueRef) return [];
    if (other.status === 'cancelled') return [];
    const theirs = span(other);
    if (!theirs || !overlaps(own, theirs)) return [];
    return [programmeMessages.venueOverlap(venue, entry(event, own), entry(other, theirs))];
  });
}
