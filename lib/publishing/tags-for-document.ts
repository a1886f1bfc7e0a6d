import { isPublishedId } from '@/lib/sanity/document-ids';
import { LANGUAGES, languageOf, type Language } from '@/lib/i18n/languages';
import { cacheTags, languageTag } from '@/lib/sanity/tags';
import type { WebhookBody } from './body';
import { findReferrers, type DocumentReferrers, type ReferrerLookup } from './referrers';

/** The types the Sanity webhook filter should list; anything else maps to no tags. */
export const PUBLISHED_DOCUMENT_TYPES = [
  'page',
  'navigationMenu',
  'siteSettings',
  'safetyPage',
  'privacyPage',
  'accessibilityStatement',
  'linkTarget',
  'programmeEvent',
  'venue',
  'sanity.imageAsset',
  'sanity.fileAsset',
  // Links a document's language versions: both pages' alternates and language switches.
  'translation.metadata',
] as const;

// Types shown through references from other documents, so their referrers must rebuild too.
// A venue also shows in the programme blocks that list only its events (their preset).
const REFERENCED_TYPES = new Set<string>([
  'page',
  'linkTarget',
  'venue',
  'sanity.imageAsset',
  'sanity.fileAsset',
]);

/** Every edition's page index (static params, sitemap, offline lists). */
const LANGUAGE_INDEX_TAGS = LANGUAGES.map((language) => languageTag(cacheTags.pageIndex, language));

export function uniqueTags(tags: string[]): string[] {
  return [...new Set(tags)];
}

function bothSlugs(body: WebhookBody): string[] {
  const slugs = [body.slug, body.previousSlug].filter(
    (slug): slug is string => typeof slug === 'string',
  );
  return [...new Set(slugs)];
}

/**
 * The pages a translation.metadata document links, before and after the change: linking or
 * unlinking a translation changes both pages' alternates and language switches.
 */
function linkedPageTags(body: WebhookBody): string[] {
  return [...(body.translations ?? []), ...(body.previousTranslations ?? [])].flatMap((entry) =>
    entry.slug ? [languageTag(cacheTags.page(entry.slug), languageOf(entry.language))] : [],
  );
}

/** Tags that follow from the document itself, with no lookup: safe to revalidate even if lookups fail. */
export function ownTags(body: WebhookBody): string[] {
  if (!isPublishedId(body._id)) return [];
  // A document's edition: without `language` it is Norwegian, whose tags carry no prefix.
  const language: Language = languageOf(body.language);
  const tag = (name: string) => languageTag(name, language);
  switch (body._type) {
    case 'page':
      return [
        ...bothSlugs(body).map((slug) => tag(cacheTags.page(slug))),
        tag(cacheTags.pageIndex),
      ];
    case 'navigationMenu':
      return bothSlugs(body).map((slug) => tag(cacheTags.menu(slug)));
    case 'siteSettings':
      return [tag(cacheTags.siteSettings)];
    case 'safetyPage':
      return [tag(cacheTags.safetyPage)];
    case 'translation.metadata':
      // The sitemap lists each page's alternates too.
      return [...linkedPageTags(body), ...LANGUAGE_INDEX_TAGS];
    // Every programme read carries the one programme tag (pages with a programme block, event
    // pages, calendar files, sitemap); an event's own tags name its URLs, old and new.
    case 'programmeEvent':
      return [cacheTags.programme, ...bothSlugs(body).map(cacheTags.event)];
    case 'venue':
      return [cacheTags.programme];
    case 'privacyPage':
      return [tag(cacheTags.privacyPage)];
    case 'accessibilityStatement':
      return [tag(cacheTags.accessibilityStatement)];
    default:
      return [];
  }
}

export function needsReferrerLookup(body: WebhookBody): boolean {
  return isPublishedId(body._id) && REFERENCED_TYPES.has(body._type);
}

export function referrerTags(referrers: DocumentReferrers): string[] {
  // Referrers in another edition (an English menu or page, an English singleton) by language.
  const translated = referrers.translated ?? [];
  const translatedTags = (kind: 'menu' | 'page') =>
    translated
      .filter((entry) => entry.kind === kind)
      .map((entry) => languageTag(cacheTags[kind](entry.slug), languageOf(entry.language)))
      .sort();
  const singletons = (referrers.translatedSingletons ?? []).map((entry) =>
    languageTag(
      entry.kind === 'siteSettings' ? cacheTags.siteSettings : cacheTags.safetyPage,
      languageOf(entry.language),
    ),
  );
  return [
    ...[...referrers.menuSlugs].sort().map(cacheTags.menu),
    ...translatedTags('menu'),
    ...[...referrers.pageSlugs].sort().map(cacheTags.page),
    ...translatedTags('page'),
    ...(referrers.siteSettings ? [cacheTags.siteSettings] : []),
    ...(referrers.safetyPage ? [cacheTags.safetyPage] : []),
    ...singletons.sort(),
  ];
}

/** Every cache tag whose content may show this document: its own, then those of whoever references it. */
export async function tagsForDocument(
  body: WebhookBody,
  lookup: ReferrerLookup = findReferrers,
): Promise<string[]> {
  const own = ownTags(body);
  if (!needsReferrerLookup(body)) return uniqueTags(own);
  return uniqueTags([...own, ...referrerTags(await lookup(body._id))]);
}
