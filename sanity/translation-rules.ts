/**
 * The English edition's content rules: the studio's validation (sanity/schema/fields/
 * translation-checks.ts) and `npm run content:check` (scripts/dataset-check/translations.ts)
 * ask these functions and show the same Norwegian message, written for editors.
 * Plain TypeScript, relative imports and no Sanity imports, so the dataset check can load it.
 */
import { DEFAULT_LANGUAGE, languagePrefix, type Language } from '../lib/i18n/languages';
import { HOME_SLUG } from '../lib/sanity/constants';
import {
  displayText,
  textIn,
  translatedFields,
  translationLanguages,
  type FieldTranslatedType,
} from './translations';

/** How editors know each field translated in place (its title in the studio). */
export const translatedFieldTitles: Record<FieldTranslatedType, Record<string, string>> = {
  programmeEvent: {
    title: 'Tittel',
    summary: 'Ingress',
    description: 'Beskrivelse',
    statusNote: 'Merknad til publikum',
  },
  venue: { name: 'Navn', description: 'Beskrivelse', accessibility: 'Tilgjengelighet' },
};

/**
 * Each language as the (Norwegian) messages name it: «engelsk tekst», «den engelske utgaven».
 * A third language in lib/i18n/languages.ts makes TypeScript ask for its words here.
 */
const NORWEGIAN_WORDS = {
  nb: { indefinite: 'norsk', definite: 'norske' },
  en: { indefinite: 'engelsk', definite: 'engelske' },
} as const satisfies Record<Language, { indefinite: string; definite: string }>;

const languageName = (language: Language) => NORWEGIAN_WORDS[language].indefinite;
const editionOf = (language: Language) => `den ${NORWEGIAN_WORDS[language].definite} utgaven`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const list = (items: readonly string[]) => items.map((item) => `«${item}»`).join(', ');

/** The path a page of one language has on the site: `/slug`, `/en/slug`; the home page `/`, `/en`. */
export function pagePath(slug: string, language: Language): string {
  const prefix = languagePrefix(language);
  if (slug === HOME_SLUG) return prefix || '/';
  return `${prefix}/${slug}`;
}

export const translationMessages = {
  norwegianTextMissing: (field: string) =>
    `Skriv ${field.toLowerCase()} på norsk (nb). Den norske utgaven viser den, og den engelske viser den der engelsk tekst mangler.`,
  textNotTranslated: (name: string, fields: readonly string[], language: Language) =>
    `«${name}» mangler ${languageName(language)} tekst i ${list(fields)}. ${capitalised(editionOf(language))} viser den norske teksten til den er oversatt.`,
  fieldNotTranslated: (language: Language) =>
    `Mangler ${languageName(language)} tekst. ${capitalised(editionOf(language))} viser den norske teksten til den er oversatt.`,
  pageNotTranslated: (title: string, slug: string, language: Language) =>
    `Siden «${title}» (${pagePath(slug, DEFAULT_LANGUAGE)}) har ingen ${languageName(language)} versjon, så den finnes ikke i ${editionOf(language)}. Lag den med «Translations»-menyen øverst i dokumentet.`,
  menuOnlyNorwegian: (menuSlug: string) =>
    `Siden er engelsk, men menyen «${menuSlug}» finnes bare på norsk. Lag en engelsk meny med adressen «${menuSlug}» (Menyer → English).`,
  menuListsNorwegianPages: (menuSlug: string, titles: readonly string[]) =>
    `Den engelske menyen «${menuSlug}» lenker til norske sider: ${list(titles)}. Velg de engelske versjonene i stedet.`,
  linksToNorwegianPage: (path: string) =>
    `Den engelske siden lenker til den norske siden ${path}. Lenk til den engelske versjonen (${languagePrefix('en')}/…) i stedet.`,
  linkTargetIsNorwegian: (title: string) =>
    `Den engelske siden viser lenkemålet «${title}», som er norsk. Lag en engelsk versjon av lenkemålet og velg den.`,
  metadataMissingDocument: (language: string, ref: string) =>
    `Oversettelsen til «${language}» peker på et dokument som ikke finnes (${ref}). Fjern linjen, eller lag dokumentet på nytt fra originalen.`,
  metadataWrongLanguage: (language: string, ref: string, actual: Language) =>
    `Oversettelsen til «${language}» peker på ${ref}, som er på ${languageName(actual)}. Velg dokumentet som er på «${language}».`,
  duplicateSingleton: (type: string, language: Language, others: readonly string[]) =>
    `Det finnes flere dokumenter av typen ${type} på ${languageName(language)} (${others.join(', ')}). Nettstedet bruker bare ett: slett de andre.`,
} as const;

/**
 * For each language other than Norwegian: the fields of an event or venue that have a
 * Norwegian text and none in that language (by field title). A field with no text at all is
 * not reported: there is nothing to translate.
 */
export function untranslatedFields(
  type: FieldTranslatedType,
  document: Record<string, unknown>,
): { language: Language; fields: string[] }[] {
  const titles = translatedFieldTitles[type];
  return translationLanguages.flatMap((language) => {
    const fields = Object.keys(translatedFields[type]).filter(
      (field) =>
        textIn(document[field], DEFAULT_LANGUAGE) !== undefined &&
        textIn(document[field], language) === undefined,
    );
    return fields.length > 0 ? [{ language, fields: fields.map((field) => titles[field]) }] : [];
  });
}

/** One field's missing translations, as the studio marks the field (a warning). */
export function fieldTranslationProblem(value: unknown): string | undefined {
  if (textIn(value, DEFAULT_LANGUAGE) === undefined) return undefined;
  const missing = translationLanguages.find((language) => textIn(value, language) === undefined);
  return missing ? translationMessages.fieldNotTranslated(missing) : undefined;
}

/** A translatable field that must have a Norwegian text (a required title, a status note). */
export function norwegianTextProblem(value: unknown, fieldTitle: string): string | undefined {
  return textIn(value, DEFAULT_LANGUAGE) === undefined
    ? translationMessages.norwegianTextMissing(fieldTitle)
    : undefined;
}

/** A page as the link rules see it; `language` is its stored language (missing: Norwegian). */
export type LinkedPage = { slug: string; language: Language; title?: unknown };
export type LinkedMenu = { slug: string; language: Language; pages: readonly LinkedPage[] };
export type LinkedTarget = { id: string; language: Language; title?: unknown };

export type CrossLanguageInput = {
  language: Language;
  menuSlug: string;
  /** The menus with the page's menu slug, in any language. */
  menus: readonly LinkedMenu[];
  /** Every site path the page's blocks link to (see sitePathsIn). */
  paths: readonly string[];
  /** Every published page, for what a path leads to. */
  pages: readonly LinkedPage[];
  /** The link targets (reference blocks) the page shows. */
  targets: readonly LinkedTarget[];
};

/** A cross-language problem and the page field it is about. */
export type CrossLanguageProblem = { field: 'menuSlug' | 'pageBuilder'; message: string };

/**
 * An English page whose menu, links or link targets lead to Norwegian pages: one warning per
 * problem. Norwegian pages are never reported (the Norwegian edition is the default).
 */
export function crossLanguageLinkProblems(input: CrossLanguageInput): CrossLanguageProblem[] {
  const { language } = input;
  if (language === DEFAULT_LANGUAGE) return [];
  const problems: CrossLanguageProblem[] = [];
  const menu = (message: string) => problems.push({ field: 'menuSlug', message });
  const link = (message: string) => problems.push({ field: 'pageBuilder', message });
  const own = input.menus.find((entry) => entry.language === language);
  if (!own && input.menus.some((entry) => entry.language === DEFAULT_LANGUAGE)) {
    menu(translationMessages.menuOnlyNorwegian(input.menuSlug));
  }
  const foreign = (own?.pages ?? []).filter((page) => page.language !== language);
  if (own && foreign.length > 0) {
    menu(
      translationMessages.menuListsNorwegianPages(
        input.menuSlug,
        foreign.map((page) => (typeof page.title === 'string' ? page.title : page.slug)),
      ),
    );
  }
  const norwegianPaths = new Set(
    input.pages
      .filter((page) => page.language === DEFAULT_LANGUAGE)
      .map((page) => pagePath(page.slug, DEFAULT_LANGUAGE)),
  );
  const linked = new Set(input.paths.map(pathOnly));
  for (const path of linked) {
    if (norwegianPaths.has(path)) link(translationMessages.linksToNorwegianPage(path));
  }
  for (const target of input.targets) {
    if (target.language !== language) {
      const title = typeof target.title === 'string' ? target.title : target.id;
      link(translationMessages.linkTargetIsNorwegian(title));
    }
  }
  return problems;
}

/** A site path without its query, fragment and trailing slash (`/billetter/?a#b` → `/billetter`). */
function pathOnly(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? path;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//');

/**
 * Every site path written in a page's blocks (button links, link lists, redirects to a URL), at
 * any depth. Asset and image fields hold references, not paths, so every such string is a link.
 */
export function sitePathsIn(value: unknown): string[] {
  if (typeof value === 'string') return isSitePath(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(sitePathsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) =>
    key.startsWith('_') ? [] : sitePathsIn(field),
  );
}

/** The ids of the link targets a page's reference blocks show. */
export function linkTargetIdsIn(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block) => {
    const ref = (block as { _type?: unknown; _ref?: unknown } | null)?._ref;
    return (block as { _type?: unknown })?._type === 'reference' && typeof ref === 'string'
      ? [ref]
      : [];
  });
}

/** A translatable field's text as it names its document in a message. */
export const nameOf = (value: unknown, fallback: string) => displayText(value) ?? fallback;
