import type { ProgrammeEvent } from '../sanity/types';

export type SignedEvent = Pick<ProgrammeEvent, 'start' | 'end' | 'status' | 'statusNote'> & {
  venue: { _id: string } | null;
};

// FNV-1a, 32 bits: short and the same on the server and in every browser, and no secret is
// at stake (it only tells "changed since last seen").
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * A short stable string of what a visitor plans by: start, end, venue, status and note. A phone
 * stores it when it stars or sees an event, and a different signature later means the event
 * changed since. Instants are normalised, so the same time written differently is no change.
 */
export function eventSignature(event: SignedEvent): string {
  const instant = (iso: string) => {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? iso : new Date(time).toISOString();
  };
  return fnv1a(
    JSON.stringify([
      instant(event.start),
      instant(event.end),
      event.venue?._id ?? null,
      event.status,
      event.statusNote?.trim() ?? null,
    ]),
  );
}
