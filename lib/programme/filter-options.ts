/**
 * The choices each filter offers on a programme block: only values that match something in it,
 * labelled in the page's language. Days follow the day rule (./event-days): an event over
 * several days makes each of them a choice.
 */
import { programmeText } from '../i18n/programme-text';
import type { Language } from '../i18n/languages';
import type { ProgrammeEvent } from '../sanity/types';
import { eventDays } from './event-days';
import {
  ageLimitLabel,
  ageLimitOf,
  categoryLabel,
  dietaryLabel,
  DIETARY_MARKS,
  EVENT_CATEGORIES,
  SESSION_LANGUAGES,
  sessionLanguageLabel,
} from './labels';
import { formatDayHeading } from './day-format';
import { ALL_AGES, type FilterDimension } from './programme-filter';

export type FilterOption = { value: string; label: string };
export type FilterOptions = Record<FilterDimension, FilterOption[]>;

/** A venue column of the per-stage view: slug ('' for events without a venue) and name. */
export type StageColumn = { slug: string; name: string };

/** The block's venues in the editors' order (then by name), events without one last. */
export function stageColumns(
  events: readonly ProgrammeEvent[],
  noVenueLabel: string,
): StageColumn[] {
  const venues = new Map<string, { name: string; order: number }>();
  let withoutVenue = false;
  for (const { venue } of events) {
    if (!venue?.slug) withoutVenue = true;
    else if (!venues.has(venue.slug)) {
      venues.set(venue.slug, { name: venue.name ?? venue.slug, order: venue.order ?? Infinity });
    }
  }
  const columns = [...venues]
    .sort(([, a], [, b]) => a.order - b.order || a.name.localeCompare(b.name, 'nb'))
    .map(([slug, { name }]) => ({ slug, name }));
  return withoutVenue ? [...columns, { slug: '', name: noVenueLabel }] : columns;
}

const ageLimitLabelAll = (language: Language) => programmeText(language).noAgeLimit;

export function filterOptions(
  events: readonly ProgrammeEvent[],
  columns: readonly StageColumn[],
  language: Language,
): FilterOptions {
  const used = (pick: (event: ProgrammeEvent) => readonly (string | null)[] | null) =>
    new Set(
      events
        .flatMap((event) => pick(event) ?? [])
        .filter((value): value is string => typeof value === 'string'),
    );
  const days = [...new Set(events.flatMap(eventDays))].sort();
  const categories = used((event) => event.categories);
  const dietary = used((event) => event.dietary);
  const ages = [...used((event) => [ageLimitOf(event.ageLimit)?.toString() ?? ALL_AGES])];
  const languages = used((event) => [event.sessionLanguage]);
  const sortedAges = ages.sort((a, b) => (a === ALL_AGES ? -1 : b === ALL_AGES ? 1 : +a - +b));
  return {
    day: days.map((value) => ({ value, label: formatDayHeading(value, language) })),
    venue: columns
      .filter((column) => column.slug !== '')
      .map(({ slug, name }) => ({ value: slug, label: name })),
    category: EVENT_CATEGORIES.filter((value) => categories.has(value)).map((value) => ({
      value,
      label: categoryLabel(value, language),
    })),
    dietary: DIETARY_MARKS.filter((value) => dietary.has(value)).map((value) => ({
      value,
      label: dietaryLabel(value, language),
    })),
    // "Alder" is offered once some event has an age limit; "På engelsk" once a language is given.
    age:
      sortedAges.length > 1 || sortedAges[0] !== ALL_AGES
        ? sortedAges.map((value) => ({
            value,
            label:
              value === ALL_AGES
                ? ageLimitLabelAll(language)
                : (ageLimitLabel(Number(value), language) ?? value),
          }))
        : [],
    language: SESSION_LANGUAGES.filter((value) => languages.has(value)).map((value) => ({
      value,
      label: sessionLanguageLabel(value, language) ?? value,
    })),
  };
}
