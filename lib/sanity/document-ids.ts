/**
 * Sanity's document ids: `drafts.<id>` for a draft, `versions.<release>.<id>` for a release
 * version, `<id>` once published. No imports, so the dataset check can load it outside Next.
 */
export const DRAFTS_PREFIX = 'drafts.';
const VERSIONS_PREFIX = 'versions.';

/** Drafts and release versions are not published: visitors and cached pages never see them. */
export function isPublishedId(id: string): boolean {
  return !id.startsWith(DRAFTS_PREFIX) && !id.startsWith(VERSIONS_PREFIX);
}

/** The published id a draft or version belongs to. */
export function publishedIdOf(id: string): string {
  if (id.startsWith(DRAFTS_PREFIX)) return id.slice(DRAFTS_PREFIX.length);
  if (id.startsWith(VERSIONS_PREFIX)) return id.split('.').slice(2).join('.');
  return id;
}
