import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { dropUnknownValues, knownValues, type DroppedValue } from '@/lib/programme/filter-values';
import { matchesFilter, type ProgrammeFilter } from '@/lib/programme/programme-filter';
import { setFilter } from './filter-url';
import { itemKey, uniqueEvents, type ListedEvent } from './listed-events';

// The values dropped from the URL in this page view, kept outside React: dropping them rewrites
// the URL, after which nothing in the filter says what was dropped.
const NONE: readonly DroppedValue[] = [];
let dropped: readonly DroppedValue[] = NONE;
const listeners = new Set<() => void>();
const subscribe = (callback: () => void) => {
  listeners.add(callback);
  return () => {
    listeners.delete(callback);
  };
};
function setDropped(next: readonly DroppedValue[]) {
  dropped = next;
  listeners.forEach((listener) => listener());
}

/**
 * The filter applied to the listed items. Values the programme does not have (an old shared
 * link, a renamed stage) are dropped from the URL once, and kept to say so.
 */
export function useFilteredList(
  listed: readonly ListedEvent[],
  filter: ProgrammeFilter,
  starred: ReadonlySet<string>,
  oneStage: string | null,
) {
  const known = useMemo(() => knownValues(listed), [listed]);
  const resolved = useMemo(() => dropUnknownValues(filter, known), [filter, known]);
  const notices = useSyncExternalStore(
    subscribe,
    () => dropped,
    () => NONE,
  );

  useEffect(() => {
    if (listed.length === 0 || resolved.dropped.length === 0) return;
    setDropped([...dropped, ...resolved.dropped]);
    setFilter(resolved.filter);
  }, [listed.length, resolved]);

  const shownItems = useMemo(
    () =>
      listed.filter(
        (item) =>
          matchesFilter(item, resolved.filter, starred) &&
          (oneStage === null || (item.venue ?? '') === oneStage),
      ),
    [listed, resolved.filter, starred, oneStage],
  );
  const shown = useMemo(() => new Set(shownItems.map(itemKey)), [shownItems]);
  const shownEvents = useMemo(() => uniqueEvents(shownItems), [shownItems]);
  return {
    filter: resolved.filter,
    shown,
    shownEvents,
    dropped: notices,
    clearDropped: () => setDropped(NONE),
  };
}
