import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Language } from '../lib/i18n/languages';
import { osloDayRange } from '../lib/programme/oslo-day-range';
import { formatDayHeading } from '../lib/programme/oslo-time';
import { SANITY_API_VERSION } from '../lib/sanity/constants';
import { festivalDayKeys } from './programme-desk';
import { singletonIds } from './rules';

/** Document types with exactly one document, opened directly under its fixed id. */
export const singletonTypes: ReadonlySet<string> = new Set(Object.keys(singletonIds));

const EVENT_TYPE = 'programmeEvent';
const BY_START = [{ field: 'start', direction: 'asc' as const }];

// Every event's start, drafts included: a day shows up as soon as an editor plans an event on it.
const EVENT_STARTS_QUERY = `*[_type == "${EVENT_TYPE}" && defined(start)].start`;

/** One festival day's events (Oslo time), in the order they start. */
export function dayEventList(S: StructureBuilder, dayKey: string) {
  const { from, to } = osloDayRange(dayKey);
  return S.documentTypeList(EVENT_TYPE)
    .title(formatDayHeading(dayKey))
    .filter(`_type == "${EVENT_TYPE}" && start >= $from && start < $to`)
    .params({ from, to })
    .defaultOrdering(BY_START);
}

const programmeItem = (S: StructureBuilder, starts: () => Promise<unknown[]>) =>
  S.listItem()
    .title('Arrangementer')
    .id('arrangementer')
    .schemaType(EVENT_TYPE)
    .child(
      S.list()
        .title('Arrangementer')
        .items([
          S.listItem()
            .title('Arrangementer per dag')
            .id('per-dag')
            .child(async () =>
              S.list()
                .title('Arrangementer per dag')
                .items(
                  festivalDayKeys(await starts()).map((day) =>
                    S.listItem()
                      .title(formatDayHeading(day))
                      .id(day)
                      .schemaType(EVENT_TYPE)
                      .child(dayEventList(S, day)),
                  ),
                ),
            ),
          S.listItem()
            .title('Alle arrangementer')
            .id('alle')
            .schemaType(EVENT_TYPE)
            .child(
              S.documentTypeList(EVENT_TYPE).title('Alle arrangementer').defaultOrdering(BY_START),
            ),
        ]),
    );

// A document without a language is Norwegian (content made before the English edition).
const IN_LANGUAGE = `_type == $type && coalesce(language, "${DEFAULT_LANGUAGE}") == $language`;

/** One language's documents of a translated type, new ones made in that language. */
export function languageList(S: StructureBuilder, type: string, title: string, language: Language) {
  return S.documentTypeList(type)
    .title(`${title}: ${LANGUAGE_NAMES[language]}`)
    .filter(IN_LANGUAGE)
    .params({ type, language })
    .initialValueTemplates([S.initialValueTemplateItem(`${type}-${language}`)]);
}

/** A translated type in the desk: one list per language. */
const perLanguage = (S: StructureBuilder, type: string, title: string, id: string) =>
  S.listItem()
    .title(title)
    .id(id)
    .schemaType(type)
    .child(
      S.list()
        .title(title)
        .items(
          LANGUAGES.map((language) =>
            S.listItem()
              .title(LANGUAGE_NAMES[language])
              .id(language)
              .schemaType(type)
              .child(languageList(S, type, title, language)),
          ),
        ),
    );

type SingletonType = keyof typeof singletonIds;

/** Where a singleton's version in a language that is not Norwegian lives when the desk makes it. */
export const singletonTranslationId = (type: SingletonType, language: Language) =>
  `${singletonIds[type]}-${language}`;

// The singleton's version in a language, drafts included: made here, or from the Norwegian
// document's "Translations" menu (which gives it a random id).
const SINGLETON_IN_LANGUAGE_QUERY = `*[_type == $type && language == $language] | order(_id asc)[0]._id`;

/**
 * A singleton in a language other than Norwegian: the document of its type in that language,
 * whatever its id, or a new one (with its language set) under singletonTranslationId.
 */
const translatedSingleton = (
  S: StructureBuilder,
  find: (type: SingletonType, language: Language) => Promise<string | null>,
  type: SingletonType,
  title: string,
  language: Language,
) =>
  S.listItem()
    .title(`${title} (${LANGUAGE_NAMES[language]})`)
    .id(singletonTranslationId(type, language))
    .schemaType(type)
    .child(async () => {
      const found = await find(type, language);
      return S.document()
        .schemaType(type)
        .documentId(found?.replace(/^drafts\./, '') ?? singletonTranslationId(type, language))
        .initialValueTemplate(`${type}-${language}`)
        .title(`${title} (${LANGUAGE_NAMES[language]})`);
    });

const SINGLETON_TITLES: Record<SingletonType, string> = {
  siteSettings: 'Nettstedsinnstillinger',
  safetyPage: 'Sikkerhetsside',
  privacyPage: 'Personvernerklæring',
  accessibilityStatement: 'Tilgjengelighetserklæring',
};

export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Innhold')
    .items([
      perLanguage(S, 'page', 'Sider', 'sider'),
      programmeItem(S, () =>
        context.getClient({ apiVersion: SANITY_API_VERSION }).fetch<unknown[]>(EVENT_STARTS_QUERY),
      ),
      S.listItem()
        .title('Scener')
        .id('scener')
        .schemaType('venue')
        .child(
          S.documentTypeList('venue')
            .title('Scener')
            .defaultOrdering([{ field: 'order', direction: 'asc' }]),
        ),
      perLanguage(S, 'navigationMenu', 'Menyer', 'menyer'),
      perLanguage(S, 'linkTarget', 'Lenkemål', 'lenkemal'),
      S.divider(),
      S.listItem()
        .title('Nettstedsinnstillinger')
        .id(singletonIds.siteSettings)
        .child(
          S.document()
            .schemaType('siteSettings')
            .documentId(singletonIds.siteSettings)
            .title('Nettstedsinnstillinger'),
        ),
      S.listItem()
        .title('Sikkerhetsside')
        .id(singletonIds.safetyPage)
        .child(
          S.document()
            .schemaType('safetyPage')
            .documentId(singletonIds.safetyPage)
            .title('Sikkerhetsside'),
        ),
      S.listItem()
        .title('Personvernerklæring')
        .id(singletonIds.privacyPage)
        .child(
          S.document()
            .schemaType('privacyPage')
            .documentId(singletonIds.privacyPage)
            .title('Personvernerklæring'),
        ),
      S.listItem()
        .title('Tilgjengelighetserklæring')
        .id(singletonIds.accessibilityStatement)
        .child(
          S.document()
            .schemaType('accessibilityStatement')
            .documentId(singletonIds.accessibilityStatement)
            .title('Tilgjengelighetserklæring'),
        ),
      S.divider(),
      // The singletons in the other languages, each opened directly like the Norwegian ones.
      ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) =>
        (Object.keys(singletonIds) as SingletonType[]).map((type) =>
          translatedSingleton(
            S,
            (singletonType, singletonLanguage) =>
              context
                .getClient({ apiVersion: SANITY_API_VERSION })
                .fetch<string | null>(SINGLETON_IN_LANGUAGE_QUERY, {
                  type: singletonType,
                  language: singletonLanguage,
                }),
            type,
            SINGLETON_TITLES[type],
            language,
          ),
        ),
      ),
    ]);
