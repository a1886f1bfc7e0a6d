/**
 * The programme's pre-paint step, second half (the first is ./pre-paint-start.ts). The server
 * writes it as an inline script right after the list (like the theme's blocking script), so a shared filtered URL, a search, the per-stage
 * view, the finished events and a running festival show correctly in the very first paint and
 * nothing moves when the island hydrates. It must be self-contained (it is sent as its source
 * text, `fn.toString()`), so it repeats the rules of ./programme-filter, ./filter-values and
 * ./now-next in a few lines; a Jest test (__tests__/programme/pre-paint.test.ts) holds the two
 * to the same answers.
 */

import type { FestivalDay } from './now-next';

export type PrePaintOptions = {
  /** The id of the block's root element. */
  root: string;
  /** The Min festival store's localStorage key. */
  storageKey: string;
  keys: {
    day: string;
    venue: string;
    category: string;
    dietary: string;
    age: string;
    language: string;
    search: string;
    view: string;
    plan: string;
  };
  minFestivalView: string;
  stageView: string;
  /** The media query under which the per-stage view shows one venue at a time. */
  narrow: string;
  soonMinutes: number;
  /** The Oslo days the programme lists, with their bounds (as in ./pre-paint-start). */
  days: FestivalDay[];
  /** Where the first half keeps its observer on the root (PRE_PAINT_OBSERVER). */
  observerKey: string;
  /** The clock; the page passes nothing and gets Date.now(). */
  now?: number;
};

export function prePaintProgramme(options: PrePaintOptions): void {
  const root = document.getElementById(options.root);
  if (!root) return;
  try {
    const started = (root as unknown as Record<string, MutationObserver | undefined>)[
      options.observerKey
    ];
    started?.disconnect();
    const params = new URLSearchParams(window.location.search);
    const items = [...root.querySelectorAll<HTMLElement>('[data-programme-event]')];
    const words = (value: string | undefined) => (value ? value.split(' ') : []);
    const pick = (item: HTMLElement): Record<string, string[]> => ({
      day: [item.dataset.day ?? ''],
      venue: item.dataset.venue ? [item.dataset.venue] : [],
      category: words(item.dataset.categories),
      dietary: words(item.dataset.dietary),
      age: [item.dataset.age ?? ''],
      language: item.dataset.sessionLanguage ? [item.dataset.sessionLanguage] : [],
    });
    const dimensions = ['day', 'venue', 'category', 'dietary', 'age', 'language'] as const;
    const picked = items.map(pick);
    const chosen: Record<string, string[]> = {};
    for (const dimension of dimensions) {
      const known = new Set(picked.flatMap((values) => values[dimension]));
      const values = params
        .getAll(options.keys[dimension])
        .flatMap((value) => value.split(','))
        .map((value) => value.trim().toLowerCase())
        .filter((value) => value !== '' && value.length <= 96 && known.has(value));
      chosen[dimension] = values;
    }
    const fold = (text: string) =>
      text
        .toLowerCase()
        .replace(/æ/g, 'ae')
        .replace(/ø/g, 'o')
        .replace(/å/g, 'a')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    const search = fold((params.get(options.keys.search) ?? '').trim().slice(0, 100))
      .split(' ')
      .filter(Boolean);
    const view = (params.get(options.keys.view) ?? '').trim().toLowerCase();
    const mine = view === options.minFestivalView;
    const stage = view === options.stageView;
    const planText = params.get(options.keys.plan);
    const plan =
      planText === null
        ? null
        : planText
            .split(',')
            .map((id) => id.trim())
            .filter((id) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(id))
            .slice(0, 200);
    let starred: string[] = [];
    if (mine) {
      try {
        const stored = JSON.parse(window.localStorage.getItem(options.storageKey) ?? 'null');
        if (stored && Array.isArray(stored.starred)) {
          starred = stored.starred.map((entry: { id?: unknown; slug?: unknown }) =>
            String(entry?.id || entry?.slug),
          );
        }
      } catch {
        starred = [];
      }
    }
    // The per-stage view on a phone shows one venue at a time: the first until one is chosen.
    const oneStage =
      stage && window.matchMedia(options.narrow).matches ? (root.dataset.firstStage ?? '') : null;
    const now = options.now ?? Date.now();
    let festivalOn = options.days.some(([, from, to]) => from <= now && now < to);
    items.forEach((item, index) => {
      const data = item.dataset;
      const values = picked[index];
      const text = search.length
        ? fold(
            [...item.querySelectorAll('[data-search]')].map((node) => node.textContent).join(' '),
          )
        : '';
      const show =
        dimensions.every(
          (dimension) =>
            chosen[dimension].length === 0 ||
            values[dimension].some((value) => chosen[dimension].includes(value)),
        ) &&
        search.every((word) => text.includes(word)) &&
        (!mine || starred.includes(data.id ?? '') || starred.includes(data.slug ?? '')) &&
        (plan === null || plan.length === 0 || plan.includes(data.id ?? '')) &&
        (oneStage === null || (data.venue ?? '') === oneStage);
      item.hidden = !show;
      const start = Date.parse(data.start ?? '');
      const end = Date.parse(data.end ?? '');
      if (end <= now) item.setAttribute('data-over', '');
      if (start - options.soonMinutes * 60_000 <= now && now < end) festivalOn = true;
    });
    for (const section of root.querySelectorAll<HTMLElement>('[data-programme-day]')) {
      section.hidden = section.querySelector('[data-programme-event]:not([hidden])') === null;
    }
    if (stage) root.setAttribute('data-view', 'stage');
    if (festivalOn) root.setAttribute('data-festival-on', '');
  } catch {
    // A browser without some API here simply paints the whole programme; the island corrects it.
  } finally {
    // The first half hid the list for a shared filtered address: it shows now, filtered.
    root.removeAttribute('data-pre-paint-pending');
  }
}
