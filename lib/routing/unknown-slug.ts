/**
 * Which request paths the proxy answers 404 without rendering: a single-segment path that is
 * not a page slug in the page index. Pure, so it is unit-tested without a server.
 */

/**
 * The app's fixed top-level routes (folders in app/ other than [slug]); a test keeps this list
 * equal to the folders, so a new fixed route cannot be answered 404 by the proxy.
 */
export const FIXED_ROUTE_SEGMENTS = [
  'api',
  'filer',
  'frakoblet',
  'ikoner',
  'serwist',
  'sikkerhet',
  'studio',
];

/** First path segments that belong to other routes or files, never to a content page. */
const RESERVED_SEGMENTS = new Set([...FIXED_ROUTE_SEGMENTS, '_next', '_not-found']);

/**
 * The slug a path would render through app/[slug], or null when the path is not a candidate
 * (another route, a file with an extension, several segments, undecodable).
 */
export function candidateSlug(pathname: string): string | null {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  if (RESERVED_SEGMENTS.has(segment) || segment.includes('.')) return null;
  return segment;
}

/** True when the path is a slug candidate that the page index does not list. */
export function isUnknownSlug(pathname: string, knownSlugs: ReadonlySet<string>): boolean {
  const slug = candidateSlug(pathname);
  return slug !== null && !knownSlugs.has(slug);
}
