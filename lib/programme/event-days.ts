/**
 * Which Oslo days an event is listed under, and how its time reads. An event is listed under
 * every Oslo day it runs in, except the early-morning tail (before 06:00) of an event that
 * began the day before: a 23:00–01:15 session belongs to its evening, an exhibition from Friday
 * to Sunday to all three days. The list, the day filter, now/next and the clash rules all use
 * this one rule. Isomorphic and pure.
 */
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { programmeText } from '../i18n/programme-text';
import { formatOsloTime, osloDayKey } from './oslo-time';
import { formatWeekday } from './day-format';
import { osloDayRange } from './oslo-day-range';

/** A later day's first hours that still count as the night before. */
export const NIGHT_ENDS_HOUR = 6;
const HOUR = 3_600_000;

export type TimedSpan = { start: string; end: string };

function nextDayKey(dayKey: string): string {
  const [year, month, day] = dayKey.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The Oslo day keys an event is listed under, first day first. */
export function eventDays({ start, end }: TimedSpan): string[] {
  const first = osloDayKey(start);
  const days = [first];
  const endsAt = Date.parse(end);
  // At most a year of days: a typo in the end date must not list an event thousands of times.
  for (let day = nextDayKey(first), guard = 0; guard < 366; day = nextDayKey(day), guard += 1) {
    const from = Date.parse(osloDayRange(day).from);
    if (endsAt <= from) break;
    if (endsAt > from + NIGHT_ENDS_HOUR * HOUR) days.push(day);
  }
  return days;
}

/** An event listed under more than one day: a place (a market hall, an exhibition), not a session. */
export function isMultiDay(event: TimedSpan): boolean {
  return eventDays(event).length > 1;
}

/** Whether an event ends on a later Oslo day than it starts (after midnight or days later). */
export function endsOnLaterDay({ start, end }: TimedSpan): boolean {
  return (
    osloDayKey(end) !== osloDayKey(start) &&
    Date.parse(end) > Date.parse(osloDayRange(osloDayKey(end)).from)
  );
}

/**
 * The event's time as a line reads it: '12:00–13:30'; '23:00–01:15, natt til lørdag' for an end
 * after midnight; 'fredag 10:00 – søndag 18:00' for an event over several days.
 */
export function formatEventTime(event: TimedSpan, language: Language = DEFAULT_LANGUAGE): string {
  const text = programmeText(language);
  const from = formatOsloTime(event.start);
  const to = formatOsloTime(event.end);
  if (!endsOnLaterDay(event)) return `${from}–${to}`;
  const endDay = formatWeekday(osloDayKey(event.end), language);
  if (!isMultiDay(event)) return text.endsNextDay(`${from}–${to}`, endDay);
  return text.spansDays(formatWeekday(osloDayKey(event.start), language), from, endDay, to);
}

/** "Fortsetter fra fredag" on the days after an event's first; null on its first day. */
export function continuesFrom(
  event: TimedSpan,
  dayKey: string,
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  const first = osloDayKey(event.start);
  if (dayKey === first) return null;
  return programmeText(language).continuesFrom(formatWeekday(first, language));
}
