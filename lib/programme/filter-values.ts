/**
 * Which filter values the programme on the page has, and dropping the rest. A value in a URL
 * can name a day, venue or category the programme no longer has (last year's day, a renamed
 * stage, an old shared link): it is dropped, and the visitor told which, instead of a list
 * filtered to nothing.
 */
import {
  FILTER_DIMENSIONS,
  type FilterableEvent,
  type FilterDimension,
  type ProgrammeFilter,
} from './programme-filter';

export type KnownValues = Record<FilterDimension, ReadonlySet<string>>;

/** Every value each dimension can take among these items. */
export function knownValues(items: readonly FilterableEvent[]): KnownValues {
  const sets = Object.fromEntries(
    FILTER_DIMENSIONS.map((dimension) => [dimension, new Set<string>()]),
  ) as Record<FilterDimension, Set<string>>;
  for (const item of items) {
    sets.day.add(item.day);
    if (item.venue) sets.venue.add(item.venue);
    item.categories.forEach((value) => sets.category.add(value));
    item.dietary.forEach((value) => sets.dietary.add(value));
    sets.age.add(item.age);
    if (item.language) sets.language.add(item.language);
  }
  return sets;
}

export type DroppedValue = { dimension: FilterDimension; value: string };

/** The filter with only known values, and what was dropped (in the URL's order). */
export function dropUnknownValues(
  filter: ProgrammeFilter,
  known: KnownValues,
): { filter: ProgrammeFilter; dropped: DroppedValue[] } {
  const dropped: DroppedValue[] = [];
  const kept = { ...filter };
  for (const dimension of FILTER_DIMENSIONS) {
    kept[dimension] = filter[dimension].filter((value) => {
      const ok = known[dimension].has(value);
      if (!ok) dropped.push({ dimension, value });
      return ok;
    });
  }
  return { filter: kept, dropped };
}
