import { useSyncExternalStore } from 'react';
import { foldSearch, type FilterableEvent } from '@/lib/programme/programme-filter';

/** One listed item as the server wrote it (../programme-event-item.tsx's data attributes). */
export type ListedEvent = FilterableEvent & {
  title: string;
  venueName: string | null;
  start: string;
  end: string;
  /** Its time line as the item shows it ('12:00–12:45'): formatted on the server, in Oslo time. */
  time: string;
  cancelled: boolean;
  multiDay: boolean;
  signature: string;
};

export const itemsOf = (root: ParentNode) =>
  root.querySelectorAll<HTMLElement>('[data-programme-event]');

/** The key of one item: an event over several days has an item per day. */
export const itemKey = (item: { id: string; day: string }) => `${item.id}|${item.day}`;

function readListedEvents(root: HTMLElement): ListedEvent[] {
  return [...itemsOf(root)].map((element) => {
    const data = element.dataset;
    const words = (value: string | undefined) => (value ? value.split(' ') : []);
    const searchText = [...element.querySelectorAll('[data-search]')]
      .map((node) => node.textContent)
      .join(' ');
    return {
      id: data.id ?? '',
      slug: data.slug ?? '',
      title: data.title ?? '',
      day: data.day ?? '',
      venue: data.venue ?? null,
      venueName: data.venueName ?? null,
      categories: words(data.categories),
      dietary: words(data.dietary),
      age: data.age ?? '',
      language: data.sessionLanguage ?? '',
      text: foldSearch(searchText),
      start: data.start ?? '',
      end: data.end ?? '',
      time: element.querySelector('[data-event-time] > time')?.textContent ?? '',
      cancelled: data.status === 'cancelled',
      multiDay: data.multiDay !== undefined,
      signature: data.signature ?? '',
    };
  });
}

/** Each event once (its first listed item), for counts, now/next, clashes and Min festival. */
export function uniqueEvents<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

// The list is read from the DOM once per rendered block (an external store to React): the
// server rendered it, and sending it again as props would double the page. Before hydration
// and on the server there is nothing, so both renders agree.
const NOTHING_LISTED: ListedEvent[] = [];
const listedCache = new Map<string, { root: HTMLElement; events: ListedEvent[] }>();
const subscribeNever = () => () => {};

function listedFor(rootId: string): ListedEvent[] {
  const root = document.getElementById(rootId);
  if (!root) return NOTHING_LISTED;
  const cached = listedCache.get(rootId);
  if (cached?.root === root) return cached.events;
  const events = readListedEvents(root);
  listedCache.set(rootId, { root, events });
  return events;
}

/** The block's listed items, read once after hydration. */
export function useListedEvents(rootId: string): ListedEvent[] {
  return useSyncExternalStore(
    subscribeNever,
    () => listedFor(rootId),
    () => NOTHING_LISTED,
  );
}
