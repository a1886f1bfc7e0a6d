/**
 * Labels for the programme's option values, in each language. The Norwegian ones come from the
 * Norwegian dictionary, and the studio's option lists are built from them
 * (sanity/schema/documents/programme-event.ts), so a value and its label are written once; the
 * studio stays Norwegian. Relative imports only: the studio and the dataset check load this
 * outside Next.
 */
import { programmeText } from '../i18n/programme-text';
import { nbProgramme } from '../i18n/dictionaries/nb-programme';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from '../i18n/languages';
import type { DietaryMark, EventCategory, EventStatus } from '../sanity/types';

export const CATEGORY_LABELS = nbProgramme.categories satisfies Record<EventCategory, string>;
export const DIETARY_LABELS = nbProgramme.dietary satisfies Record<DietaryMark, string>;
export const STATUS_LABELS = nbProgramme.statuses satisfies Record<EventStatus, string>;

/** The languages a session can be held in (programmeEvent.sessionLanguage). */
export const SESSION_LANGUAGES = ['nb', 'en', 'other'] as const;
export type SessionLanguage = (typeof SESSION_LANGUAGES)[number];

/** Option values in the order editors and filters list them. */
export { DIETARY_MARKS, EVENT_CATEGORIES, EVENT_STATUSES } from '../sanity/programme-values';

const programme = (language: Language) => programmeText(language);

/** The label of a stored value; an unknown value (old or hand-written content) shows as stored. */
export function categoryLabel(value: string, language: Language = DEFAULT_LANGUAGE): string {
  const labels = programme(language).categories;
  return Object.hasOwn(labels, value) ? labels[value as EventCategory] : value;
}

export function dietaryLabel(value: string, language: Language = DEFAULT_LANGUAGE): string {
  const labels = programme(language).dietary;
  return Object.hasOwn(labels, value) ? labels[value as DietaryMark] : value;
}

export function statusLabel(status: EventStatus, language: Language = DEFAULT_LANGUAGE): string {
  return programme(language).statuses[status];
}

/** "På engelsk" for a session held in English; null for an unknown or missing value. */
export function sessionLanguageLabel(
  value: string | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  const labels = programme(language).sessionLanguages;
  return value && Object.hasOwn(labels, value) ? labels[value as SessionLanguage] : null;
}

/** A whole number of years above 0, or null: what an age limit field may hold. */
export function ageLimitOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 100
    ? value
    : null;
}

/** "18 år" / "18+"; null for no age limit. */
export function ageLimitLabel(
  value: unknown,
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  const years = ageLimitOf(value);
  return years === null ? null : programme(language).ageLimit(years);
}

/** "Gratis" for 0, "250 kr" for a price in NOK, null when no price is given (nothing shown). */
export function formatPrice(
  price: number | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  const text = programme(language);
  if (price === 0) return text.free;
  const amount = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(
    price,
  );
  return text.price(amount);
}
