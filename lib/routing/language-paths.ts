// Where each language version of a page lives: the language switch and the hreflang alternates
// read the same answer. Relative imports only (pure, tested without Next).
import { dictionary } from '../i18n/dictionary';
import { LANGUAGES, isLanguage, type Language } from '../i18n/languages';
import { editionHome, localizedPagePath } from './edition-paths';

/** A page's language versions as its translation.metadata lists them (see lib/sanity/types). */
export type TranslationEntry = { language: string | null; slug: string | null };

/** The path of each language version that exists (a version whose document is gone is left out). */
export type LanguagePaths = Partial<Record<Language, string>>;

/**
 * The paths of a content page's language versions: its own, plus every listed translation whose
 * document exists. One entry per language; the page itself always wins for its own language.
 */
export function pageLanguagePaths(
  slug: string,
  language: Language,
  translations: readonly TranslationEntry[] | null | undefined,
): LanguagePaths {
  const paths: LanguagePaths = {};
  for (const entry of translations ?? []) {
    if (!isLanguage(entry?.language) || typeof entry.slug !== 'string' || !entry.slug) continue;
    paths[entry.language] ??= localizedPagePath(entry.slug, entry.language);
  }
  paths[language] = localizedPagePath(slug, language);
  return paths;
}

/** A fixed route (safety, privacy, …): every edition has it, so every language is a version. */
export function everyLanguagePath(pathFor: (language: Language) => string): LanguagePaths {
  return Object.fromEntries(LANGUAGES.map((language) => [language, pathFor(language)]));
}

/** One entry of the language switch: a link to the other edition, labelled in its language. */
export type LanguageLink = {
  language: Language;
  href: string;
  /** The language's name, in itself ("English"). */
  label: string;
  /** What the link does, in the language it leads to ("Read this page in English"). */
  hint: string;
};

/**
 * The language switch from a page: for each other language, the same page in that language
 * when it exists, else that edition's home.
 */
export function languageLinks(current: Language, paths: LanguagePaths): LanguageLink[] {
  return LANGUAGES.filter((language) => language !== current).map((language) => ({
    language,
    href: paths[language] ?? editionHome(language),
    label: dictionary(language).language.switchTo,
    hint: dictionary(language).language.switchHint,
  }));
}
