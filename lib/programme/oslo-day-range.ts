/**
 * The instants an Oslo calendar day runs between, for queries that ask for one day's events
 * (the studio's day lists). GROQ compares instants and knows no time zones, so the day's
 * bounds are worked out here. Relative imports only: the studio loads this outside Next.
 */
import { osloOffsetMinutes } from './oslo-time';

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Oslo midnight at the start of a day, as a UTC instant. */
function osloMidnight(year: number, month: number, day: number): number {
  const utcMidnight = Date.UTC(year, month - 1, day);
  // The offset at UTC midnight is almost always the one at Oslo midnight; asking again at the
  // first guess settles the days summer time starts or ends (the change is at 02:00/03:00).
  const guess = utcMidnight - osloOffsetMinutes(new Date(utcMidnight).toISOString()) * 60_000;
  return utcMidnight - osloOffsetMinutes(new Date(guess).toISOString()) * 60_000;
}

/** `from` (inclusive) and `to` (exclusive) of an Oslo day key ('2027-08-21') as ISO instants. */
export function osloDayRange(dayKey: string): { from: string; to: string } {
  const match = DAY_KEY.exec(dayKey);
  if (!match) throw new RangeError(`Not a day key (YYYY-MM-DD): ${JSON.stringify(dayKey)}`);
  const [year, month, day] = match.slice(1).map(Number);
  return {
    from: new Date(osloMidnight(year, month, day)).toISOString(),
    to: new Date(osloMidnight(year, month, day + 1)).toISOString(),
  };
}
