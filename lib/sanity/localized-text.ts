/**
 * Field-level translations in GROQ. An event's or a venue's text is either a plain string
 * (Norwegian, as all content made before the English edition) or the array that
 * sanity-plugin-internationalized-array (v5) writes:
 * `[{ _key, _type: "internationalizedArrayStringValue" | "internationalizedArrayTextValue", language, value }]`.
 * Relative imports only: the studio and the dataset check read FALLBACK_TEXT_LANGUAGE too.
 */
import { DEFAULT_LANGUAGE } from '../i18n/languages';

/** The language every text falls back to, and the one a plain string is written in. */
export const FALLBACK_TEXT_LANGUAGE = DEFAULT_LANGUAGE;

/**
 * Two projections for one translatable field: `"<field>"`, its text in `language` (a GROQ
 * expression, `$language` unless told), else the Norwegian text, else any text it has; and
 * `"<field>Language"`, the language that text is in (null when the field has no text). A plain
 * string counts as Norwegian (`string()` is null for an array, so the two shapes are told apart
 * without a type test); an array item without a value or with an empty one counts as missing,
 * so an English item an editor added but left empty shows the Norwegian text.
 *
 * The English edition marks a text whose language is not the page's with `lang` (WCAG 3.1.2).
 * One expression, no statements: `sanity typegen` evaluates calls of it to type the queries.
 */
export const localizedText = (
  field: string,
  language: string = '$language',
) => /* groq */ `"${field}": coalesce(
    ${field}[language == ${language} && defined(value) && value != ""][0].value,
    string(${field}),
    ${field}[language == "${FALLBACK_TEXT_LANGUAGE}" && defined(value) && value != ""][0].value,
    ${field}[defined(value) && value != ""][0].value
  ),
  "${field}Language": select(
    count(${field}[language == ${language} && defined(value) && value != ""]) > 0 => ${language},
    defined(string(${field})) => "${FALLBACK_TEXT_LANGUAGE}",
    count(${field}[language == "${FALLBACK_TEXT_LANGUAGE}" && defined(value) && value != ""]) > 0 => "${FALLBACK_TEXT_LANGUAGE}",
    ${field}[defined(value) && value != ""][0].language
  )`;
