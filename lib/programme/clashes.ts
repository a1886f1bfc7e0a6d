import { overlaps } from './oslo-time';

export type PlannedEvent = {
  slug: string;
  title: string;
  start: string;
  end: string;
  cancelled: boolean;
};

/**
 * Which starred events overlap in time: slug → the titles of the events it clashes with, in
 * start order. A cancelled event takes no time, so it clashes with nothing; events that merely
 * touch (one ends as the next starts) do not clash.
 */
export function findClashes(events: readonly PlannedEvent[]): Map<string, string[]> {
  const live = events
    .filter((event) => !event.cancelled)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const clashes = new Map<string, string[]>();
  const add = (slug: string, title: string) => {
    const titles = clashes.get(slug) ?? [];
    titles.push(title);
    clashes.set(slug, titles);
  };
  for (let i = 0; i < live.length; i += 1) {
    for (let j = i + 1; j < live.length; j += 1) {
      // Sorted by start: once one starts after this one ends, so do all that follow.
      if (Date.parse(live[j].start) >= Date.parse(live[i].end)) break;
      if (overlaps(live[i], live[j])) {
        add(live[i].slug, live[j].title);
        add(live[j].slug, live[i].title);
      }
    }
  }
  return clashes;
}

/** "Kolliderer med A og B". */
export function clashMessage(titles: readonly string[]): string {
  const list =
    titles.length <= 1
      ? (titles[0] ?? '')
      : `${titles.slice(0, -1).join(', ')} og ${titles[titles.length - 1]}`;
  return `Kolliderer med ${list}`;
}
