/** How far ahead "Snart" looks. */
export const SOON_MINUTES = 60;
const MINUTE = 60_000;

export type TimedEvent = { slug: string; start: string; end: string; cancelled: boolean };

/**
 * An Oslo day a programme lists events under, with when it starts and ends (ms since the epoch,
 * from inclusive, to exclusive). The server works the bounds out (./festival-days): a phone
 * would pay 20–40 ms to load the time zone's rules only to learn which day it is in Oslo.
 */
export type FestivalDay = readonly [day: string, from: number, to: number];

/** The listed Oslo day an instant falls on, or null when it falls on none of them. */
export function festivalDayAt(days: readonly FestivalDay[], at: number): string | null {
  return days.find(([, from, to]) => from <= at && at < to)?.[0] ?? null;
}

export type NowNext<T extends TimedEvent> = {
  /** Running now: started, not yet ended. */
  now: T[];
  /** Starting within SOON_MINUTES. */
  soon: T[];
  /** Slugs of events that have ended. */
  over: Set<string>;
};

/** What runs at an instant (ms since the epoch). Cancelled events are neither now nor soon. */
export function selectNowNext<T extends TimedEvent>(events: readonly T[], at: number): NowNext<T> {
  const result: NowNext<T> = { now: [], soon: [], over: new Set() };
  for (const event of events) {
    const start = Date.parse(event.start);
    const end = Date.parse(event.end);
    if (end <= at) result.over.add(event.slug);
    else if (event.cancelled) continue;
    else if (start <= at) result.now.push(event);
    else if (start - at <= SOON_MINUTES * MINUTE) result.soon.push(event);
  }
  return result;
}

/**
 * Whether the festival is on at an instant: it is an Oslo day the programme lists events under
 * (`days`: the day rule of ./event-days), or an event (one running past midnight) is still on.
 * Outside it the phone does no timed work at all.
 */
export function festivalIsOn(
  events: readonly TimedEvent[],
  days: readonly FestivalDay[],
  at: number,
): boolean {
  return (
    festivalDayAt(days, at) !== null ||
    events.some(
      (event) =>
        Date.parse(event.start) - SOON_MINUTES * MINUTE <= at && at < Date.parse(event.end),
    )
  );
}

/** Milliseconds to the next whole minute, so a clock-driven view changes when the clock does. */
export function msToNextMinute(at: number): number {
  return MINUTE - (at % MINUTE);
}

/**
 * When a phone outside the festival should look again: an hour before the next event starts
 * (when "Snart" first has something to say), or null when nothing is ahead.
 */
export function nextFestivalCheck(events: readonly TimedEvent[], at: number): number | null {
  let next: number | null = null;
  for (const event of events) {
    const start = Date.parse(event.start) - SOON_MINUTES * MINUTE;
    if (start > at && (next === null || start < next)) next = start;
  }
  return next;
}
