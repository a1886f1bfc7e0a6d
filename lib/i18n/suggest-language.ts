// Whether to offer a page's version in another language, decided in the browser from the
// phone's languages (navigator.languages): no redirect, no cookie, nothing the server varies on.
import { isLanguage, type Language } from './languages';

/** Norwegian as browsers name it: Bokmål, Nynorsk, or plain Norwegian. */
const NORWEGIAN = new Set(['nb', 'nn', 'no']);

/** A browser language tag's base language: 'en-GB' → 'en', 'nb-NO' → 'nb'. */
const base = (tag: string) => tag.toLowerCase().split('-')[0];

/**
 * The language to offer on a Norwegian page, or null: only when the phone reads no Norwegian
 * at all and does read a language the page exists in.
 */
export function suggestedLanguage(
  browserLanguages: readonly string[],
  available: readonly Language[],
): Language | null {
  const bases = browserLanguages.map(base);
  if (bases.length === 0 || bases.some((code) => NORWEGIAN.has(code))) return null;
  const wanted = bases.find(
    (code): code is Language => isLanguage(code) && available.includes(code),
  );
  return wanted ?? null;
}
