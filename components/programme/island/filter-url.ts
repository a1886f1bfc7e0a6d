import { useMemo, useSyncExternalStore } from 'react';
import {
  parseFilter,
  serialiseFilter,
  type ProgrammeFilter,
} from '@/lib/programme/programme-filter';

// The query string is the filter's one source of truth: shareable, and it survives a reload.
const SEARCH_CHANGED = 'programme:search';

function subscribe(callback: () => void) {
  window.addEventListener('popstate', callback);
  window.addEventListener(SEARCH_CHANGED, callback);
  return () => {
    window.removeEventListener('popstate', callback);
    window.removeEventListener(SEARCH_CHANGED, callback);
  };
}
const clientSearch = () => window.location.search;
const serverSearch = () => '';

/** The filter as the URL holds it now (nothing on the server and before hydration). */
export function useProgrammeFilter(): ProgrammeFilter {
  const search = useSyncExternalStore(subscribe, clientSearch, serverSearch);
  return useMemo(() => parseFilter(search), [search]);
}

/** Writes a filter to the URL and tells every reader. */
export function setFilter(filter: ProgrammeFilter) {
  const { pathname, search, hash } = window.location;
  const next = serialiseFilter(filter, search);
  if (next === search) return;
  // Next.js keeps its router in step with the native history API; replace, so the back button
  // leaves the page instead of stepping through every filter change.
  window.history.replaceState(null, '', `${pathname}${next}${hash}`);
  window.dispatchEvent(new Event(SEARCH_CHANGED));
}
