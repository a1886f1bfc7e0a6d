/**
 * The programme's filters as a visitor shares them: the URL query, with readable Norwegian keys
 * (?dag=2027-08-21&scene=hovedscenen&scene=teltet&kosthold=vegansk&sok=pizza&vis=scene), the same
 * in both editions. Each dimension takes several values (any of them matches); dimensions
 * combine (all must match). Pure and isomorphic: the island, the Jest tests and (restated in a
 * few lines) the pre-paint script use these rules. Values the programme does not have are
 * dropped with a notice (./filter-values.ts), never thrown on.
 */

export const FILTER_KEYS = {
  day: 'dag',
  venue: 'scene',
  category: 'kategori',
  dietary: 'kosthold',
  age: 'alder',
  language: 'sprak',
  search: 'sok',
  view: 'vis',
  plan: 'plan',
} as const;

/** The dimensions a visitor picks values in, in the order the controls show them. */
export const FILTER_DIMENSIONS = [
  'day',
  'venue',
  'category',
  'dietary',
  'age',
  'language',
] as const;
export type FilterDimension = (typeof FILTER_DIMENSIONS)[number];

/** The values of `vis`: only the starred events, or the per-stage view. */
export const MIN_FESTIVAL_VIEW = 'min-festival';
export const STAGE_VIEW = 'scene';
export type ProgrammeView = 'list' | 'stage' | 'mine';

/** The `alder` value of an event without an age limit. */
export const ALL_AGES = 'alle';

export type ProgrammeFilter = Record<FilterDimension, readonly string[]> & {
  /** The search as typed, spaces kept, so the field shows what the visitor types ('' for none). */
  search: string;
  view: ProgrammeView;
  /** A shared plan's event ids (read-only view), or null. */
  plan: readonly string[] | null;
};

export const NO_FILTER: ProgrammeFilter = Object.freeze({
  day: [],
  venue: [],
  category: [],
  dietary: [],
  age: [],
  language: [],
  search: '',
  view: 'list',
  plan: null,
});

const MAX_VALUE_LENGTH = 96;
const MAX_SEARCH_LENGTH = 100;
/** A shared plan holds at most this many events (the calendar's selection limit too). */
export const MAX_PLAN = 200;
const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

function values(params: URLSearchParams, key: string): string[] {
  const all = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value !== '' && value.length <= MAX_VALUE_LENGTH);
  return [...new Set(all)];
}

function toParams(query: string | URLSearchParams | Record<string, string | null>) {
  if (query instanceof URLSearchParams) return query;
  if (typeof query === 'string') return new URLSearchParams(query);
  return new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === null ? [] : [[key, value]])),
  );
}

/**
 * The filter in a query string, URLSearchParams or plain key → value pairs. Values are read as
 * written (trimmed, lower case, commas and repeated keys both separate values); whether the
 * programme has them is for ./filter-values.ts to say.
 */
export function parseFilter(
  query: string | URLSearchParams | Record<string, string | null>,
): ProgrammeFilter {
  const params = toParams(query);
  const view = (params.get(FILTER_KEYS.view) ?? '').trim().toLowerCase();
  const planText = params.get(FILTER_KEYS.plan);
  const plan =
    planText === null
      ? null
      : [...new Set(planText.split(',').map((id) => id.trim()))]
          .filter((id) => ID.test(id))
          .slice(0, MAX_PLAN);
  return {
    day: values(params, FILTER_KEYS.day),
    venue: values(params, FILTER_KEYS.venue),
    category: values(params, FILTER_KEYS.category),
    dietary: values(params, FILTER_KEYS.dietary),
    age: values(params, FILTER_KEYS.age),
    language: values(params, FILTER_KEYS.language),
    search: (params.get(FILTER_KEYS.search) ?? '').slice(0, MAX_SEARCH_LENGTH),
    view: view === MIN_FESTIVAL_VIEW ? 'mine' : view === STAGE_VIEW ? 'stage' : 'list',
    plan: plan && plan.length > 0 ? plan : null,
  };
}

/**
 * The query string ('?dag=…' or '') for a filter, keeping any other parameters the page had
 * (a campaign tag, say) and dropping the filter keys that are not set.
 */
export function serialiseFilter(filter: ProgrammeFilter, current = ''): string {
  const params = new URLSearchParams(current);
  for (const key of Object.values(FILTER_KEYS)) params.delete(key);
  for (const dimension of FILTER_DIMENSIONS) {
    for (const value of filter[dimension]) params.append(FILTER_KEYS[dimension], value);
  }
  if (filter.search.trim() !== '') params.set(FILTER_KEYS.search, filter.search);
  if (filter.view !== 'list') {
    params.set(FILTER_KEYS.view, filter.view === 'mine' ? MIN_FESTIVAL_VIEW : STAGE_VIEW);
  }
  if (filter.plan) params.set(FILTER_KEYS.plan, filter.plan.join(','));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Text for search: lower case, æ/ø/å as a visitor without them types them (ae, o, a), and
 * accents dropped, so "kjokken" finds "Kjøkkenteltet" and "creme" finds "crème".
 */
export function foldSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether folded text holds every word of a search (an empty search matches everything). */
export function matchesSearch(foldedText: string, search: string): boolean {
  const words = foldSearch(search).split(' ').filter(Boolean);
  return words.every((word) => foldedText.includes(word));
}

/** What a filter looks at on one listed item (the data attributes the server wrote). */
export type FilterableEvent = {
  id: string;
  slug: string;
  /** The day this item is listed under (an event over several days has an item per day). */
  day: string;
  venue: string | null;
  categories: readonly string[];
  dietary: readonly string[];
  /** '18' for an age limit of 18, ALL_AGES for none. */
  age: string;
  /** The session's language (nb, en, other), or '' when not given. */
  language: string;
  /** The folded text search looks in: title, summary, venue, categories. */
  text: string;
};

const anyOf = (chosen: readonly string[], value: string | null) =>
  chosen.length === 0 || (value !== null && chosen.includes(value));
const anyIn = (chosen: readonly string[], values: readonly string[]) =>
  chosen.length === 0 || values.some((value) => chosen.includes(value));

/**
 * Whether an item shows under a filter. `starred` holds the ids (and, for plans stored before
 * stars were kept by id, slugs) in Min festival.
 */
export function matchesFilter(
  event: FilterableEvent,
  filter: ProgrammeFilter,
  starred: ReadonlySet<string>,
): boolean {
  return (
    anyOf(filter.day, event.day) &&
    anyOf(filter.venue, event.venue) &&
    anyIn(filter.category, event.categories) &&
    anyIn(filter.dietary, event.dietary) &&
    anyOf(filter.age, event.age) &&
    anyOf(filter.language, event.language) &&
    matchesSearch(event.text, filter.search) &&
    (filter.view !== 'mine' || starred.has(event.id) || starred.has(event.slug)) &&
    (filter.plan === null || filter.plan.includes(event.id))
  );
}

/** Whether any filter or search is set (the reset button then has something to reset). */
export function isFiltered(filter: ProgrammeFilter): boolean {
  return (
    FILTER_DIMENSIONS.some((dimension) => filter[dimension].length > 0) ||
    filter.search.trim() !== ''
  );
}

/** The filter with every dimension and the search cleared; the view and a shared plan stay. */
export function withoutFilters(filter: ProgrammeFilter): ProgrammeFilter {
  return { ...NO_FILTER, view: filter.view, plan: filter.plan };
}
