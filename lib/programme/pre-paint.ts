/**
 * The programme's pre-paint step. The server writes it as an inline script right after the
 * list (like the theme's blocking script), so a shared filtered URL, the finished events and a
 * running festival show correctly in the very first paint and nothing moves when the island
 * hydrates. It must be self-contained (it is sent as its source text, `fn.toString()`), so it
 * repeats the rules of ./programme-filter and ./now-next in a few lines; a Jest test
 * (__tests__/programme/pre-paint.test.ts) holds the two to the same answers.
 */

export type PrePaintOptions = {
  /** The id of the block's root element. */
  root: string;
  /** The Min festival store's localStorage key. */
  storageKey: string;
  keys: { day: string; venue: string; category: string; dietary: string; view: string };
  minFestivalView: string;
  categories: readonly string[];
  dietary: readonly string[];
  soonMinutes: number;
  /** The clock; the page passes nothing and gets Date.now(). */
  now?: number;
};

export function prePaintProgramme(options: PrePaintOptions): void {
  try {
    const root = document.getElementById(options.root);
    if (!root) return;
    const params = new URLSearchParams(window.location.search);
    const read = (key: string) => {
      const value = (params.get(key) ?? '').trim().toLowerCase();
      return value === '' || value.length > 96 ? null : value;
    };
    const dayValue = read(options.keys.day);
    const day =
      dayValue !== null && /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(dayValue)
        ? dayValue
        : null;
    const venueValue = read(options.keys.venue);
    const venue =
      venueValue !== null && /^[a-z0-9æøå]+(?:[-_][a-z0-9æøå]+)*$/.test(venueValue)
        ? venueValue
        : null;
    const categoryValue = read(options.keys.category);
    const category =
      categoryValue !== null && options.categories.includes(categoryValue) ? categoryValue : null;
    const dietaryValue = read(options.keys.dietary);
    const dietary =
      dietaryValue !== null && options.dietary.includes(dietaryValue) ? dietaryValue : null;
    const mine = read(options.keys.view) === options.minFestivalView;
    let starred: string[] = [];
    if (mine) {
      try {
        const plan = JSON.parse(window.localStorage.getItem(options.storageKey) ?? 'null');
        if (plan && Array.isArray(plan.starred)) {
          starred = plan.starred.map((entry: { slug?: unknown }) => String(entry?.slug));
        }
      } catch {
        starred = [];
      }
    }
    const now = options.now ?? Date.now();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(now);
    let festivalOn = false;
    const items = root.querySelectorAll<HTMLElement>('[data-programme-event]');
    for (const item of items) {
      const data = item.dataset;
      const words = (value: string | undefined) => (value ? value.split(' ') : []);
      const show =
        (day === null || data.day === day) &&
        (venue === null || data.venue === venue) &&
        (category === null || words(data.categories).includes(category)) &&
        (dietary === null || words(data.dietary).includes(dietary)) &&
        (!mine || starred.includes(data.slug ?? ''));
      item.hidden = !show;
      const start = Date.parse(data.start ?? '');
      const end = Date.parse(data.end ?? '');
      if (end <= now) item.setAttribute('data-over', '');
      if (data.day === today || (start - options.soonMinutes * 60_000 <= now && now < end)) {
        festivalOn = true;
      }
    }
    for (const section of root.querySelectorAll<HTMLElement>('[data-programme-day]')) {
      section.hidden = section.querySelector('[data-programme-event]:not([hidden])') === null;
    }
    if (festivalOn) root.setAttribute('data-festival-on', '');
  } catch {
    // A browser without some API here simply paints the whole programme; the island corrects it.
  }
}
