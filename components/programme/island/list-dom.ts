/*
 * The island's hands on the server-rendered list. The list is rendered once on the server and
 * is not part of the island's React tree: rendering it again in the browser would mean sending
 * the whole programme as props (a second copy of it in every page). So the island sets a few
 * attributes on those elements (hidden, data-over, data-now-line, data-view) and fills each
 * item's empty notes slot; React never renders those attributes or that slot, so nothing it
 * owns is changed behind its back.
 */
import { useEffect, useLayoutEffect } from 'react';
import { itemKey, itemsOf, type ListedEvent } from './listed-events';

const keyOf = (element: HTMLElement) =>
  itemKey({ id: element.dataset.id ?? '', day: element.dataset.day ?? '' });

/** Shows the items in `shown` and hides the rest (and days left empty), before the paint. */
export function useListVisibility(
  rootId: string,
  listed: readonly ListedEvent[],
  shown: ReadonlySet<string>,
  stageView: boolean,
) {
  useLayoutEffect(() => {
    const root = document.getElementById(rootId);
    if (!root || listed.length === 0) return;
    for (const item of itemsOf(root)) item.hidden = !shown.has(keyOf(item));
    for (const section of root.querySelectorAll<HTMLElement>('[data-programme-day]')) {
      section.hidden = section.querySelector('[data-programme-event]:not([hidden])') === null;
    }
    if (stageView) root.setAttribute('data-view', 'stage');
    else root.removeAttribute('data-view');
  }, [rootId, listed, shown, stageView]);
}

/**
 * The clock's marks: finished events ("Ferdig"), room for "Nå"/"Snart" while the festival is
 * on, and the per-stage view's line at now (before the first event of each venue that has not
 * ended today), labelled in the page's language.
 */
export function useTimeMarks(
  rootId: string,
  over: ReadonlySet<string>,
  nowLine: ReadonlySet<string>,
  festivalOn: boolean,
  nowLabel: string,
) {
  useLayoutEffect(() => {
    const root = document.getElementById(rootId);
    if (!root) return;
    for (const item of itemsOf(root)) {
      item.toggleAttribute('data-over', over.has(item.dataset.slug ?? ''));
      if (nowLine.has(keyOf(item))) item.setAttribute('data-now-line', nowLabel);
      else item.removeAttribute('data-now-line');
    }
    root.toggleAttribute('data-festival-on', festivalOn);
  }, [rootId, over, nowLine, festivalOn, nowLabel]);
}

function note(text: string, kind: string) {
  const element = document.createElement('p');
  element.className = 'mt-2 font-semibold text-accent dark:text-accent-light';
  element.dataset.note = kind;
  element.textContent = text;
  return element;
}

/** Per-item notes from this phone's Min festival: clashes, and changes since last seen. */
export function useItemNotes(
  rootId: string,
  notesById: ReadonlyMap<string, readonly [string, string][]>,
) {
  useEffect(() => {
    const root = document.getElementById(rootId);
    if (!root) return;
    for (const item of itemsOf(root)) {
      const notes = (notesById.get(item.dataset.id ?? '') ?? []).map(([kind, text]) =>
        note(text, kind),
      );
      item.querySelector('[data-programme-notes]')?.replaceChildren(...notes);
    }
  }, [rootId, notesById]);
}
