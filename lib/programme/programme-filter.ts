/**
 * The programme's filters as a visitor shares them: the URL query, with readable Norwegian keys
 * (?dag=2027-08-21&scene=hovedscenen&kategori=kurs&kosthold=vegansk&vis=min-festival). Pure and
 * isomorphic: the filters island and the Jest tests use it; values that cannot be right (a bad
 * date, an unknown category, a malformed slug) are dropped, never thrown on.
 */
import type { DietaryMark, EventCategory } from '../sanity/types';
import { DIETARY_MARKS, EVENT_CATEGORIES } from './labels';

export const FILTER_KEYS = {
  day: 'dag',
  venue: 'scene',
  category: 'kategori',
  dietary: 'kosthold',
  view: 'vis',
} as const;

/** The value of `vis` that shows only the starred events. */
export const MIN_FESTIVAL_VIEW = 'min-festival';

export type ProgrammeFilter = {
  day: string | null;
  venue: string | null;
  category: EventCategory | null;
  dietary: DietaryMark | null;
  /** Only the events starred on this phone ("Min festival"). */
  mine: boolean;
};

export const NO_FILTER: ProgrammeFilter = Object.freeze({
  day: null,
  venue: null,
  category: null,
  dietary: null,
  mine: false,
});

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
// Sanity's slugs: lower-case words joined by dashes; anything else cannot name a venue.
const SLUG = /^[a-z0-9æøå]+(?:[-_][a-z0-9æøå]+)*$/;
const MAX_VALUE_LENGTH = 96;

function clean(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim().toLowerCase();
  return trimmed === '' || trimmed.length > MAX_VALUE_LENGTH ? null : trimmed;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * The filter in a query string, URLSearchParams or plain key → value pairs; bad or unknown
 * values count as no filter.
 */
export function parseFilter(
  query: string | URLSearchParams | Record<string, string | null>,
): ProgrammeFilter {
  const params =
    query instanceof URLSearchParams
      ? query
      : typeof query === 'string'
        ? new URLSearchParams(query)
        : new URLSearchParams(
            Object.entries(query).flatMap(([key, value]) => (value === null ? [] : [[key, value]])),
          );
  const day = clean(params.get(FILTER_KEYS.day));
  const venue = clean(params.get(FILTER_KEYS.venue));
  return {
    day: day !== null && DAY.test(day) ? day : null,
    venue: venue !== null && SLUG.test(venue) ? venue : null,
    category: oneOf(clean(params.get(FILTER_KEYS.category)), EVENT_CATEGORIES),
    dietary: oneOf(clean(params.get(FILTER_KEYS.dietary)), DIETARY_MARKS),
    mine: clean(params.get(FILTER_KEYS.view)) === MIN_FESTIVAL_VIEW,
  };
}

/**
 * The query string ('?dag=…' or '') for a filter, keeping any other parameters the page had
 * (a campaign tag, say) and dropping the filter keys that are not set.
 */
export function serialiseFilter(filter: ProgrammeFilter, current = ''): string {
  const params = new URLSearchParams(current);
  const values: Record<keyof typeof FILTER_KEYS, string | null> = {
    day: filter.day,
    venue: filter.venue,
    category: filter.category,
    dietary: filter.dietary,
    view: filter.mine ? MIN_FESTIVAL_VIEW : null,
  };
  for (const [field, key] of Object.entries(FILTER_KEYS)) {
    const value = values[field as keyof typeof FILTER_KEYS];
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** What a filter looks at on one listed event (the data attributes the server wrote). */
export type FilterableEvent = {
  slug: string;
  day: string;
  venue: string | null;
  categories: readonly string[];
  dietary: readonly string[];
};

/** Whether an event shows under a filter; `starred` holds the slugs in Min festival. */
export function matchesFilter(
  event: FilterableEvent,
  filter: ProgrammeFilter,
  starred: ReadonlySet<string>,
): boolean {
  if (filter.day !== null && event.day !== filter.day) return false;
  if (filter.venue !== null && event.venue !== filter.venue) return false;
  if (filter.category !== null && !event.categories.includes(filter.category)) return false;
  if (filter.dietary !== null && !event.dietary.includes(filter.dietary)) return false;
  if (filter.mine && !starred.has(event.slug)) return false;
  return true;
}

/** Whether any filter is set (the view then differs from the whole programme). */
export function isFiltered(filter: ProgrammeFilter): boolean {
  return (
    filter.day !== null ||
    filter.venue !== null ||
    filter.category !== null ||
    filter.dietary !== null ||
    filter.mine
  );
}

/** "Viser 12 av 40 arrangementer", with the singular for one. */
export function countMessage(shown: number, total: number): string {
  return `Viser ${shown} av ${total} ${total === 1 ? 'arrangement' : 'arrangementer'}`;
}
