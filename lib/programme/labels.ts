/**
 * Norwegian labels for the programme's option values. The studio's option lists are built from
 * these objects (sanity/schema/documents/programme-event.ts), so a value and its label are
 * written once. Relative imports only: the studio and the dataset check load this outside Next.
 */
import type { DietaryMark, EventCategory, EventStatus } from '../sanity/types';

export const CATEGORY_LABELS = {
  smaking: 'Smaking',
  kurs: 'Kurs',
  demo: 'Demonstrasjon',
  foredrag: 'Foredrag',
  barn: 'For barn',
  konsert: 'Konsert',
  middag: 'Middag',
} as const satisfies Record<EventCategory, string>;

export const DIETARY_LABELS = {
  vegetar: 'Vegetar',
  vegansk: 'Vegansk',
  glutenfri: 'Glutenfri',
  laktosefri: 'Laktosefri',
  'uten-notter': 'Uten nøtter',
} as const satisfies Record<DietaryMark, string>;

export const STATUS_LABELS = {
  planned: 'Planlagt',
  changed: 'Endret',
  cancelled: 'Avlyst',
} as const satisfies Record<EventStatus, string>;

/** Option values in the order editors and filters list them. */
export { DIETARY_MARKS, EVENT_CATEGORIES, EVENT_STATUSES } from '../sanity/programme-values';

/** The label of a stored value; an unknown value (old or hand-written content) shows as stored. */
export function categoryLabel(value: string): string {
  return Object.hasOwn(CATEGORY_LABELS, value) ? CATEGORY_LABELS[value as EventCategory] : value;
}

export function dietaryLabel(value: string): string {
  return Object.hasOwn(DIETARY_LABELS, value) ? DIETARY_LABELS[value as DietaryMark] : value;
}

export function statusLabel(status: EventStatus): string {
  return STATUS_LABELS[status];
}

const nokFormat = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 });

/** "Gratis" for 0, "250 kr" for a price in NOK, null when no price is given (nothing shown). */
export function formatPrice(price: number | null | undefined): string | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (price === 0) return 'Gratis';
  return `${nokFormat.format(price)} kr`;
}
