/**
 * The site's languages, listed once. Norwegian Bokmål is the default edition, served at the
 * site root; every other language is served under `/<code>`. Adding a language means adding it
 * here and writing its dictionary (./dictionaries/); TypeScript then names every place that
 * must know it. Relative imports only: the studio and the dataset check load this outside Next.
 */
export const LANGUAGES = ['nb', 'en'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'nb';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored `language` field: missing (content made before the English edition) means Norwegian. */
export function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Each language named in itself, as a language switch shows it. */
export const LANGUAGE_NAMES = {
  nb: 'Norsk',
  en: 'English',
} as const satisfies Record<Language, string>;

/** BCP 47 locales for Intl (dates, numbers) and Open Graph (`og:locale` uses `_`). */
export const LOCALES = {
  nb: 'nb-NO',
  en: 'en-GB',
} as const satisfies Record<Language, string>;

/** The path prefix of a language's edition: '' for the default, '/en' for English. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}
