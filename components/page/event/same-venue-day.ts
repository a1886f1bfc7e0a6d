import { osloDayKey } from '@/lib/programme/oslo-time';
import type { ProgrammeEvent } from '@/lib/sanity/types';

/** Other events at the event's venue on the same Oslo day, in programme order. */
export function sameVenueSameDay(
  events: readonly ProgrammeEvent[],
  event: ProgrammeEvent,
): ProgrammeEvent[] {
  const venueId = event.venue?._id;
  if (!venueId) return [];
  const day = osloDayKey(event.start);
  return events.filter(
    (other) =>
      other._id !== event._id && other.venue?._id === venueId && osloDayKey(other.start) === day,
  );
}
