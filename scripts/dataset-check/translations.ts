import { DRAFTS_PREFIX, isPublishedId, publishedIdOf } from '../../lib/sanity/document-ids';
import { DEFAULT_LANGUAGE, isLanguage, languageOf, type Language } from '../../lib/i18n/languages';
import { DEFAULT_MENU_SLUG } from '../../lib/sanity/constants';
import { singletonIds } from '../../sanity/rules';
import {
  crossLanguageLinkProblems,
  linkTargetIdsIn,
  nameOf,
  sitePathsIn,
  translatedFieldTitles,
  translationMessages,
  untranslatedFields,
  type LinkedPage,
} from '../../sanity/translation-rules';
import {
  documentLanguage,
  isTranslatedDocumentType,
  translatedFields,
  translationLanguages,
  type FieldTranslatedType,
} from '../../sanity/translations';
import type { Issue } from './issues';
import type { DatasetDocument } from './walk';

/** The plugin's document that joins the language versions of one document. */
export const METADATA_TYPE = 'translation.metadata';

type MetadataItem = { _key?: unknown; language?: unknown; value?: { _ref?: unknown } };

const itemsOf = (document: DatasetDocument): MetadataItem[] =>
  Array.isArray(document.translations)
    ? document.translations.filter(
        (item): item is MetadataItem => typeof item === 'object' && item !== null,
      )
    : [];

const refOf = (item: MetadataItem) =>
  typeof item.value?._ref === 'string' && item.value._ref !== '' ? item.value._ref : undefined;

const itemPath = (item: MetadataItem, position: number) =>
  typeof item._key === 'string'
    ? `translations[_key=="${item._key}"].value._ref`
    : `translations[${position}].value._ref`;

/**
 * The generic checks' findings that the translation check reports in Norwegian: a metadata
 * document's reference to a document that is not in the dataset.
 */
export function isReplacedByTranslationCheck(
  issue: Issue,
  documents: Map<string, string>,
): boolean {
  return (
    documents.get(issue.documentId) === METADATA_TYPE &&
    issue.code === 'missing-reference' &&
    issue.path.startsWith('translations')
  );
}

const slugOf = (document: DatasetDocument) => {
  const slug = (document.slug as { current?: unknown } | undefined)?.current;
  return typeof slug === 'string' && slug !== '' ? slug : undefined;
};

/**
 * The English edition's rules (sanity/translation-rules.ts) over the whole dataset:
 * translation.metadata that points at a missing document or one in another language (errors),
 * one singleton per language (error), a published Norwegian page, event or venue text without
 * an English version (warnings naming the document), and English pages whose menu, links or
 * link targets lead to Norwegian pages (warnings).
 */
export function translationIssues(documents: DatasetDocument[]): Issue[] {
  const byId = new Map(documents.map((document) => [document._id, document]));
  const find = (ref: string) => byId.get(ref) ?? byId.get(`${DRAFTS_PREFIX}${ref}`);
  const published = documents.filter((document) => isPublishedId(document._id));
  const issues: Issue[] = [];

  // Which languages each document is linked to, through metadata whose targets exist.
  const linked = new Map<string, Set<string>>();
  for (const metadata of documents.filter((document) => document._type === METADATA_TYPE)) {
    const items = itemsOf(metadata);
    const present = items.filter((item) => {
      const ref = refOf(item);
      return ref !== undefined && find(ref) !== undefined;
    });
    items.forEach((item, position) => {
      const ref = refOf(item);
      if (ref === undefined) return;
      const target = find(ref);
      const language = String(item.language ?? '');
      if (!target) {
        issues.push({
          documentId: metadata._id,
          path: itemPath(item, position),
          code: 'translation-missing-document',
          message: translationMessages.metadataMissingDocument(language, ref),
        });
      } else if (
        isTranslatedDocumentType(target._type) &&
        isLanguage(item.language) &&
        documentLanguage(target) !== item.language
      ) {
        issues.push({
          documentId: metadata._id,
          path: itemPath(item, position),
          code: 'translation-language',
          message: translationMessages.metadataWrongLanguage(
            language,
            ref,
            documentLanguage(target),
          ),
        });
      }
    });
    if (!isPublishedId(metadata._id)) continue;
    for (const item of present) {
      const ref = refOf(item)!;
      const languages = linked.get(ref) ?? new Set<string>();
      for (const other of present)
        if (typeof other.language === 'string') languages.add(other.language);
      linked.set(ref, languages);
    }
  }

  issues.push(...singletonLanguageIssues(documents));

  for (const document of published) {
    if (document._type === 'page' && documentLanguage(document) === DEFAULT_LANGUAGE) {
      const slug = slugOf(document);
      const languages = linked.get(document._id);
      const missing = translationLanguages.find((language) => !languages?.has(language));
      if (slug && missing) {
        issues.push({
          documentId: document._id,
          path: 'language',
          code: 'missing-translation',
          message: translationMessages.pageNotTranslated(
            typeof document.title === 'string' && document.title ? document.title : slug,
            slug,
            missing,
          ),
          severity: 'warning',
        });
      }
    }
    if (Object.hasOwn(translatedFields, document._type)) {
      const type = document._type as FieldTranslatedType;
      const nameField = type === 'venue' ? 'name' : 'title';
      for (const { language, fields } of untranslatedFields(type, document)) {
        const firstField = Object.keys(translatedFields[type]).find(
          (field) => translatedFieldTitles[type][field] === fields[0],
        );
        issues.push({
          documentId: document._id,
          path: firstField ?? nameField,
          code: 'missing-translation',
          message: translationMessages.textNotTranslated(
            nameOf(document[nameField], document._id),
            fields,
            language,
          ),
          severity: 'warning',
        });
      }
    }
  }

  issues.push(...crossLanguageIssues(documents, published));
  return issues;
}

/**
 * One document per singleton type and language. The Norwegian one has the fixed id
 * (checkDataset's singleton-id); another language's may have any id, but only one.
 */
function singletonLanguageIssues(documents: DatasetDocument[]): Issue[] {
  const groups = new Map<string, DatasetDocument[]>();
  for (const document of documents) {
    if (!Object.hasOwn(singletonIds, document._type)) continue;
    const language = documentLanguage(document);
    if (language === DEFAULT_LANGUAGE) continue;
    const key = `${document._type} ${language}`;
    groups.set(key, [...(groups.get(key) ?? []), document]);
  }
  return [...groups.values()].flatMap((group) => {
    const ids = [...new Set(group.map((document) => publishedIdOf(document._id)))];
    if (ids.length < 2) return [];
    return group.map((document) => ({
      documentId: document._id,
      path: 'language',
      code: 'duplicate-singleton' as const,
      message: translationMessages.duplicateSingleton(
        document._type,
        documentLanguage(document),
        ids.filter((id) => id !== publishedIdOf(document._id)),
      ),
    }));
  });
}

/** English pages (published and drafts) whose menu, links or link targets are Norwegian. */
function crossLanguageIssues(documents: DatasetDocument[], published: DatasetDocument[]): Issue[] {
  const pages: LinkedPage[] = published.flatMap((document) => {
    const slug = slugOf(document);
    return document._type === 'page' && slug
      ? [{ slug, language: documentLanguage(document), title: document.title }]
      : [];
  });
  const pageById = new Map(
    published
      .filter((document) => document._type === 'page')
      .map((document) => [document._id, document]),
  );
  const byId = new Map(published.map((document) => [document._id, document]));
  return documents.flatMap((document): Issue[] => {
    if (document._type !== 'page') return [];
    const language: Language = documentLanguage(document);
    if (language === DEFAULT_LANGUAGE) return [];
    const menuSlugRaw = (document.menuSlug as { current?: unknown } | undefined)?.current;
    const menuSlug =
      typeof menuSlugRaw === 'string' && menuSlugRaw ? menuSlugRaw : DEFAULT_MENU_SLUG;
    const menus = published
      .filter((menu) => menu._type === 'navigationMenu' && slugOf(menu) === menuSlug)
      .map((menu) => ({
        slug: menuSlug,
        language: documentLanguage(menu),
        pages: (Array.isArray(menu.pages) ? menu.pages : []).flatMap((reference): LinkedPage[] => {
          const ref = (reference as { _ref?: unknown } | null)?._ref;
          const page = typeof ref === 'string' ? pageById.get(ref) : undefined;
          const slug = page ? slugOf(page) : undefined;
          return page && slug
            ? [{ slug, language: documentLanguage(page), title: page.title }]
            : [];
        }),
      }));
    const targets = linkTargetIdsIn(document.pageBuilder).flatMap((id) => {
      const target = byId.get(id);
      return target ? [{ id, language: languageOf(target.language), title: target.title }] : [];
    });
    return crossLanguageLinkProblems({
      language,
      menuSlug,
      menus,
      paths: sitePathsIn(document.pageBuilder),
      pages,
      targets,
    }).map(({ field, message }) => ({
      documentId: document._id,
      path: field,
      code: 'cross-language-link' as const,
      message,
      severity: 'warning' as const,
    }));
  });
}
