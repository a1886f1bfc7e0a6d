import { isPublishedId } from '@/lib/sanity/document-ids';
import { cacheTags } from '@/lib/sanity/tags';
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

export function uniqueTags(tags: string[]): string[] {
  return [...new Set(tags)];
}

function bothSlugs(body: WebhookBody): string[] {
  const slugs = [body.slug, body.previousSlug].filter(
    (slug): slug is string => typeof slug === 'string',
  );
  return [...new Set(slugs)];
}

/** Tags that follow from the document itself, with no lookup: safe to revalidate even if lookups fail. */
export function ownTags(body: WebhookBody): string[] {
  if (!isPublishedId(body._id)) return [];
  switch (body._type) {
    case 'page':
      return [...bothSlugs(body).map(cacheTags.page), cacheTags.pageIndex];
    case 'navigationMenu':
      return bothSlugs(body).map(cacheTags.menu);
    case 'siteSettings':
      return [cacheTags.siteSettings];
    case 'safetyPage':
      return [cacheTags.safetyPage];
    // Every programme read carries the one programme tag (pages with a programme block, event
    // pages, calendar files, sitemap); an event's own tags name its URLs, old and new.
    case 'programmeEvent':
      return [cacheTags.programme, ...bothSlugs(body).map(cacheTags.event)];
    case 'venue':
      return [cacheTags.programme];
    case 'privacyPage':
      return [cacheTags.privacyPage];
    case 'accessibilityStatement':
      return [cacheTags.accessibilityStatement];
    default:
      return [];
  }
}

export function needsReferrerLookup(body: WebhookBody): boolean {
  return isPublishedId(body._id) && REFERENCED_TYPES.has(body._type);
}

export function referrerTags(referrers: DocumentReferrers): string[] {
  return [
    ...[...referrers.menuSlugs].sort().map(cacheTags.menu),
    ...[...referrers.pageSlugs].sort().map(cacheTags.page),
    ...(referrers.siteSettings ? [cacheTags.siteSettings] : []),
    ...(referrers.safetyPage ? [cacheTags.safetyPage] : []),
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
