/**
 * The Oslo days a programme lists, with their bounds (./now-next FestivalDay), worked out on the
 * server: the islands and the pre-paint scripts then know "today" without a time zone.
 */
import { eventDays } from './event-days';
import type { FestivalDay } from './now-next';
import { osloDayRange } from './oslo-day-range';

/** Each day key ('2027-08-21') with when that Oslo day starts and ends. */
export function festivalDays(dayKeys: readonly string[]): FestivalDay[] {
  return dayKeys.map((day) => {
    const { from, to } = osloDayRange(day);
    return [day, Date.parse(from), Date.parse(to)];
  });
}

/** Every Oslo day the events are listed under, in order, with its bounds. */
export function festivalDaysOf(
  events: ReadonlyArray<{ start: string; end: string }>,
): FestivalDay[] {
  return festivalDays([...new Set(events.flatMap((event) => eventDays(event)))].sort());
}
