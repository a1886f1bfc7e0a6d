/**
 * What is translated, and how, in one place for the studio's plugins, its desk and validation
 * and `npm run content:check` (scripts/dataset-check). Plain TypeScript without Sanity imports
 * and with relative imports only, so the dataset check can load it outside the studio.
 *
 * - Per document (@sanity/document-internationalization): each language version is its own
 *   document with a `language` field; missing means Norwegian (content made before).
 * - Per field (sanity-plugin-internationalized-array, v5 shape): a text is a plain string
 *   (Norwegian) or an array of `{ _key, _type, language, value }`, one item per language.
 */
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageOf,
  type Language,
} from '../lib/i18n/languages';

/** The field that holds a translated document's language. */
export const LANGUAGE_FIELD = 'language';

/** Document types with one document per language. */
export const translatedDocumentTypes = [
  'page',
  'navigationMenu',
  'siteSettings',
  'safetyPage',
  'privacyPage',
  'accessibilityStatement',
  'linkTarget',
] as const;

export type TranslatedDocumentType = (typeof translatedDocumentTypes)[number];

export function isTranslatedDocumentType(type: unknown): type is TranslatedDocumentType {
  return (translatedDocumentTypes as readonly unknown[]).includes(type);
}

/** Fields translated in place, per document type, and the plugin's field type of each. */
export const translatedFields = {
  programmeEvent: {
    title: 'internationalizedArrayString',
    summary: 'internationalizedArrayString',
    description: 'internationalizedArrayText',
    statusNote: 'internationalizedArrayString',
  },
  venue: {
    name: 'internationalizedArrayString',
    description: 'internationalizedArrayText',
    accessibility: 'internationalizedArrayText',
  },
} as const satisfies Record<string, Record<string, string>>;

export type FieldTranslatedType = keyof typeof translatedFields;

/** The array item types the plugin writes (`internationalizedArray<Type>Value`). */
export const TRANSLATED_ITEM_TYPES = [
  'internationalizedArrayStringValue',
  'internationalizedArrayTextValue',
] as const;

/** The languages as both plugins take them: `{ id, title }`, the default language first. */
export const studioLanguages = LANGUAGES.map((id) => ({ id, title: LANGUAGE_NAMES[id] }));

/** The languages a new event's or venue's texts start with a line for: Norwegian. */
export const DEFAULT_TEXT_LANGUAGES: string[] = [DEFAULT_LANGUAGE];

/** Every language but the default one: the editions a Norwegian text should be translated into. */
export const translationLanguages: readonly Language[] = LANGUAGES.filter(
  (language) => language !== DEFAULT_LANGUAGE,
);

/** A stored document's language: its `language` field, Norwegian when it has none. */
export const documentLanguage = (document: unknown): Language =>
  languageOf(
    typeof document === 'object' && document !== null
      ? (document as Record<string, unknown>)[LANGUAGE_FIELD]
      : undefined,
  );

/** Whether a stored `language` value is one the site knows (missing counts: it means Norwegian). */
export const isKnownDocumentLanguage = (value: unknown) =>
  value === undefined || value === null || isLanguage(value);

type TranslatedItem = { language?: unknown; value?: unknown };

const isItem = (value: unknown): value is TranslatedItem =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * A translatable text in one language: a plain string is Norwegian; an array gives its item in
 * that language. Blank counts as missing (as the site's query treats it).
 */
export function textIn(value: unknown, language: Language): string | undefined {
  if (typeof value === 'string')
    return language === DEFAULT_LANGUAGE && filled(value) ? value : undefined;
  if (!Array.isArray(value)) return undefined;
  const item = value.find(
    (entry) => isItem(entry) && entry.language === language && filled(entry.value),
  );
  return item ? ((item as TranslatedItem).value as string) : undefined;
}

/** Whether a translatable field has text at all, in any language. */
export function hasAnyText(value: unknown): boolean {
  if (typeof value === 'string') return filled(value);
  return Array.isArray(value) && value.some((entry) => isItem(entry) && filled(entry.value));
}

/** A translatable text as editors name it: the Norwegian text, else the first text it has. */
export function displayText(value: unknown): string | undefined {
  if (typeof value === 'string') return filled(value) ? value : undefined;
  if (!Array.isArray(value)) return undefined;
  const texts = value.filter(
    (entry): entry is TranslatedItem => isItem(entry) && filled(entry.value),
  );
  const norwegian = texts.find((entry) => entry.language === DEFAULT_LANGUAGE) ?? texts[0];
  return norwegian?.value as string | undefined;
}

/** Every text of a translatable field, with its language (a plain string is Norwegian). */
export function textsOf(value: unknown): { language: unknown; text: string }[] {
  if (typeof value === 'string')
    return filled(value) ? [{ language: DEFAULT_LANGUAGE, text: value }] : [];
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) =>
    isItem(entry) && filled(entry.value) ? [{ language: entry.language, text: entry.value }] : [],
  );
}

/**
 * A plain string (Norwegian) as the plugin's array, so the studio's input can show it: what
 * the studio's "translate" button writes when an editor converts a text made before.
 */
export function toTranslatedArray(
  value: string,
  itemType: (typeof TRANSLATED_ITEM_TYPES)[number],
  key: string,
) {
  return [{ _key: key, _type: itemType, language: DEFAULT_LANGUAGE, value }];
}

/** The item type of a translated field's array (`internationalizedArrayString` → `…StringValue`). */
export const itemTypeOf = (fieldType: string) =>
  `${fieldType}Value` as (typeof TRANSLATED_ITEM_TYPES)[number];
