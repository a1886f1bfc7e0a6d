/**
 * The per-stage view ("Per scene"): the same server-rendered list laid out with a column per
 * venue (CSS grid, app/globals.css), time running down each column. Below this width a phone
 * shows one venue at a time, chosen with a labelled venue switch.
 */
export const NARROW_SCREEN = '(max-width: 47.99rem)';

type Timed = { id: string; venue: string | null; start: string; end: string; day: string };

/**
 * Where the line at "now" goes in each venue's column of today's list: before the first event
 * there that has not ended (the one running, or the next). Returns the item keys (id + day);
 * none when today (the Oslo day, null when the programme lists none) has no events.
 */
export function nowLineItems(
  items: readonly Timed[],
  at: number,
  today: string | null,
): Set<string> {
  const marked = new Set<string>();
  const seenVenues = new Set<string>();
  const sorted = items
    .filter((item) => item.day === today && Date.parse(item.end) > at)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const item of sorted) {
    const venue = item.venue ?? '';
    if (seenVenues.has(venue)) continue;
    seenVenues.add(venue);
    marked.add(`${item.id}|${item.day}`);
  }
  return marked;
}
