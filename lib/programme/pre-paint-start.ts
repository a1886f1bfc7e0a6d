/**
 * The first half of the programme's pre-paint step (the second is ./pre-paint.ts). The server
 * writes it as an inline script between the controls and the list, where the page's first paint
 * may already happen (the first-paint mark follows it, components/layout/first-block-render-gate):
 * the list then paints as it arrives instead of after the whole programme has been parsed. So
 * that nothing painted early moves later, before the first event is parsed it
 *
 * - hides the list until the second half has filtered it, when the address asks for a filter,
 *   a search, a view or a plan (a shared link); the usual visit shows the list at once;
 * - keeps room for "Nå"/"Snart" while the festival is on (data-festival-on), from the days and
 *   time spans the server worked out (./festival-days: a time zone read here would cost a phone
 *   20–40 ms before its first paint);
 * - marks each finished event (data-over) the moment the parser adds it to the page: a
 *   MutationObserver's callback runs before the browser paints again.
 *
 * Self-contained like the second half (sent as its source text); a Jest test holds the two to the
 * same answers (__tests__/programme/pre-paint.test.ts).
 */

import type { FestivalDay } from './now-next';

export type PrePaintStartOptions = {
  /** The id of the block's root element. */
  root: string;
  /** Every address parameter of the programme (filters, search, view, plan). */
  parameters: string[];
  /** The Oslo days the programme lists, with their bounds (no time zone is read here). */
  days: FestivalDay[];
  /** Times (ms) from which to which the festival is on: each event from "soon" before it to its end. */
  spans: Array<[number, number]>;
  /** Where the observer is kept on the root for the second half to stop it. */
  observerKey: string;
  /** The clock; the page passes nothing and gets Date.now(). */
  now?: number;
};

/** The root's property holding the observer that marks finished events as they are parsed. */
export const PRE_PAINT_OBSERVER = 'programmePrePaintObserver';

export function prePaintProgrammeStart(options: PrePaintStartOptions): void {
  try {
    const root = document.getElementById(options.root);
    if (!root) return;
    const params = new URLSearchParams(window.location.search);
    if (options.parameters.some((key) => params.getAll(key).some((value) => value.trim()))) {
      // Shown again by the second half, whatever happens there (app/globals.css hides the list).
      root.setAttribute('data-pre-paint-pending', '');
    }
    const now = options.now ?? Date.now();
    if (
      options.days.some(([, from, to]) => from <= now && now < to) ||
      options.spans.some(([from, to]) => from <= now && now < to)
    ) {
      root.setAttribute('data-festival-on', '');
    }
    const markIfOver = (item: Element) => {
      if (Date.parse(item.getAttribute('data-end') ?? '') <= now)
        item.setAttribute('data-over', '');
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('[data-programme-event]')) markIfOver(node);
          node.querySelectorAll('[data-programme-event]').forEach(markIfOver);
        }
      }
    });
    observer.observe(root, { childList: true, subtree: true });
    (root as unknown as Record<string, unknown>)[options.observerKey] = observer;
  } catch {
    // A browser without some API here paints the list unmarked; the second half marks it.
  }
}

/**
 * The spans in which the festival counts as on (lib/programme/now-next festivalIsOn): each event
 * from `soonMinutes` before its start to its end, overlapping spans merged, so the inline script
 * carries a few numbers rather than every event.
 */
export function festivalSpans(
  events: ReadonlyArray<{ start: string; end: string }>,
  soonMinutes: number,
): Array<[number, number]> {
  const spans = events
    .map(({ start, end }): [number, number] => [
      Date.parse(start) - soonMinutes * 60_000,
      Date.parse(end),
    ])
    .filter(([from, to]) => Number.isFinite(from) && Number.isFinite(to) && from < to)
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [from, to] of spans) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}
