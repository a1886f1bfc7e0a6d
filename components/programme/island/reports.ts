import { useSyncExternalStore } from 'react';

/**
 * What Min festival points out for this page view, per block: starred events changed since
 * last seen, and stars of events that left the programme. Kept outside React because the same
 * step updates the phone's store (marks them seen, drops the removed ones), so a re-render must
 * not compute them again: they show for this view, and the next visit is quiet.
 */
export type MinFestivalReport = { changed: readonly string[]; removed: readonly string[] };

const NOTHING: MinFestivalReport = { changed: [], removed: [] };
const reports = new Map<string, MinFestivalReport>();
const made = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(callback: () => void) {
  listeners.add(callback);
  return () => {
    listeners.delete(callback);
  };
}

/** Whether this view already made the report (it is made once per page view). */
export function hasReport(rootId: string, kind: keyof MinFestivalReport): boolean {
  return made.has(`${rootId}:${kind}`);
}

export function report(rootId: string, kind: keyof MinFestivalReport, values: readonly string[]) {
  made.add(`${rootId}:${kind}`);
  reports.set(rootId, { ...(reports.get(rootId) ?? NOTHING), [kind]: values });
  listeners.forEach((listener) => listener());
}

export function useReport(rootId: string): MinFestivalReport {
  return useSyncExternalStore(
    subscribe,
    () => reports.get(rootId) ?? NOTHING,
    () => NOTHING,
  );
}
