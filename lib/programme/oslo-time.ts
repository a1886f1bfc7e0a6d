/**
 * The programme's clock: every time a visitor reads is Oslo time (Europe/Oslo, summer and
 * winter time), whatever time zone the server or the phone runs in. Isomorphic: the server
 * renders with it and the phone's islands compute with it, and both agree.
 */

export const OSLO_TIME_ZONE = 'Europe/Oslo';

const WEEKDAYS = ['Søndag', 'Mandag', 'Tirsdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lørdag'];
const MONTHS = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
];

// Parts, not a formatted string: the digits are then the same in every browser's locale data.
// Made on first use: a formatter with a time zone loads the zone's rules, 20–30 ms on a phone.
let osloFormat: Intl.DateTimeFormat | undefined;

function formatter(): Intl.DateTimeFormat {
  osloFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: OSLO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return osloFormat;
}

type Parts = {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
};

function toMillis(iso: string): number {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`Not an ISO 8601 instant: ${JSON.stringify(iso)}`);
  return time;
}

function formattedParts(time: number): Parts {
  return Object.fromEntries(
    formatter()
      .formatToParts(time)
      .map(({ type, value }) => [type, value]),
  ) as Parts;
}

/** Milliseconds Oslo's wall clock is ahead of UTC at `time`, read from the time zone's rules. */
function formattedOffset(time: number): number {
  const { year, month, day, hour, minute, second } = formattedParts(time);
  return (
    Date.UTC(+year, +month - 1, +day, +hour, +minute, +second) - Math.floor(time / 1000) * 1000
  );
}

const HOUR = 3_600_000;
// Oslo's offset per UTC hour, for hours with one offset throughout: a programme's times fall in a
// few hours, and formatToParts per time made hydrating a long programme slow on a phone.
const offsetByHour = new Map<number, number>();

function offsetAt(time: number): number {
  const hour = Math.floor(time / HOUR);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const atStart = formattedOffset(hour * HOUR);
  // An hour holding a change of offset (summer time starts or ends) is read time by time.
  if (formattedOffset(hour * HOUR + HOUR - 1000) !== atStart) return formattedOffset(time);
  if (offsetByHour.size > 10_000) offsetByHour.clear();
  offsetByHour.set(hour, atStart);
  return atStart;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function partsOf(time: number): Parts {
  // The wall clock as a UTC date: its UTC fields are Oslo's.
  const wall = new Date(Math.floor(time / 1000) * 1000 + offsetAt(time));
  return {
    year: String(wall.getUTCFullYear()),
    month: twoDigits(wall.getUTCMonth() + 1),
    day: twoDigits(wall.getUTCDate()),
    hour: twoDigits(wall.getUTCHours()),
    minute: twoDigits(wall.getUTCMinutes()),
    second: twoDigits(wall.getUTCSeconds()),
  };
}

/** The Oslo calendar day an instant falls on: '2027-08-21'. */
export function osloDayKey(iso: string): string {
  const { year, month, day } = partsOf(toMillis(iso));
  return `${year}-${month}-${day}`;
}

/** The Oslo wall-clock time of an instant: '12:00'. */
export function formatOsloTime(iso: string): string {
  const { hour, minute } = partsOf(toMillis(iso));
  return `${hour}:${minute}`;
}

/** '12:00–13:30', with an en dash. */
export function formatTimeRange(start: string, end: string): string {
  return `${formatOsloTime(start)}–${formatOsloTime(end)}`;
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day heading in Norwegian from a day key: 'Lørdag 21. august'. */
export function formatDayHeading(dayKey: string): string {
  const match = DAY_KEY.exec(dayKey);
  if (!match) throw new RangeError(`Not a day key (YYYY-MM-DD): ${JSON.stringify(dayKey)}`);
  const [year, month, day] = match.slice(1).map(Number);
  // A calendar date has no time zone: read it in UTC so no offset can move it a day.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) {
    throw new RangeError(`No such day: ${JSON.stringify(dayKey)}`);
  }
  return `${WEEKDAYS[date.getUTCDay()]} ${day}. ${MONTHS[month - 1]}`;
}

/** Minutes Oslo is ahead of UTC at an instant: 120 in summer time, 60 in winter time. */
export function osloOffsetMinutes(iso: string): number {
  return Math.round(offsetAt(toMillis(iso)) / 60_000);
}

/** The instant in Oslo time with its offset, to the second: '2026-08-21T12:00:00+02:00'. */
export function osloIsoWithOffset(iso: string): string {
  const { year, month, day, hour, minute, second } = partsOf(toMillis(iso));
  const offset = osloOffsetMinutes(iso);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${sign}${hours}:${minutes}`;
}

export type TimeSpan = { start: string; end: string };

/** Whether two spans share any time; one ending as the other starts does not overlap. */
export function overlaps(a: TimeSpan, b: TimeSpan): boolean {
  return toMillis(a.start) < toMillis(b.end) && toMillis(b.start) < toMillis(a.end);
}
