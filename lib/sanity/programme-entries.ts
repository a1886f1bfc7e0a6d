import { DIETARY_MARKS, EVENT_CATEGORIES, EVENT_STATUSES } from './programme-values';
import type {
  DietaryMark,
  EventCategory,
  EventStatus,
  ProgrammeEvent,
  ProgrammeEventIndexEntry,
} from './types';

/** What the programme queries return before the checks below (see ProgrammeEvent). */
export type RawProgrammeEvent = Omit<
  ProgrammeEvent,
  'slug' | 'start' | 'end' | 'status' | 'categories' | 'dietary'
> & {
  slug: string | null;
  start: string | null;
  end: string | null;
  status: string | null;
  categories: readonly unknown[] | null;
  dietary: readonly unknown[] | null;
};

const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Date.parse(value));

const isNonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

function known<T extends string>(values: readonly unknown[] | null, allowed: readonly T[]) {
  if (!Array.isArray(values)) return null;
  return values.filter((value): value is T => allowed.includes(value as T));
}

/**
 * An event as components may trust it, or null when it cannot be shown: no slug (no page to
 * link to) or a start or end that is missing or not a date. Values outside the option lists
 * (hand-written or old content) are dropped, and an unknown status counts as planned.
 */
export function toProgrammeEvent(raw: RawProgrammeEvent | null | undefined): ProgrammeEvent | null {
  if (!raw || !isNonEmpty(raw.slug) || !isInstant(raw.start) || !isInstant(raw.end)) return null;
  const status = EVENT_STATUSES.includes(raw.status as EventStatus)
    ? (raw.status as EventStatus)
    : 'planned';
  return {
    ...raw,
    slug: raw.slug,
    start: raw.start,
    end: raw.end,
    status,
    categories: known<EventCategory>(raw.categories, EVENT_CATEGORIES),
    dietary: known<DietaryMark>(raw.dietary, DIETARY_MARKS),
    previousStart: isInstant(raw.previousStart) ? raw.previousStart : null,
  };
}

export function toProgrammeEvents(raw: readonly RawProgrammeEvent[] | null): ProgrammeEvent[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => toProgrammeEvent(entry) ?? []);
}

export type RawIndexEntry = {
  slug: string | null;
  _updatedAt: string | null;
  start: string | null;
  end: string | null;
};

/** The event pages that exist: the same events toProgrammeEvent keeps, by slug. */
export function toEventIndex(raw: readonly RawIndexEntry[] | null): ProgrammeEventIndexEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) =>
    entry && isNonEmpty(entry.slug) && isInstant(entry.start) && isInstant(entry.end)
      ? [{ slug: entry.slug, _updatedAt: entry._updatedAt ?? null }]
      : [],
  );
}
