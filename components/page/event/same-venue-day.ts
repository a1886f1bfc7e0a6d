import { eventDays } from '@/lib/programme/event-days';
import type { ProgrammeEvent } from '@/lib/sanity/types';

/**
 * Other events at the event's venue on its (first) Oslo day, by the programme's day rule, in
 * programme order.
 */
export function sameVenueSameDay(
  events: readonly ProgrammeEvent[],
  event: ProgrammeEvent,
): ProgrammeEvent[] {
  const venueId = event.venue?._id;
  if (!venueId) return [];
  const day = eventDays(event)[0];
  return events.filter(
    (other) =>
      other._id !== event._id && other.venue?._id === venueId && eventDays(other).includes(day),
  );
}
