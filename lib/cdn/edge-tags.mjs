// @ts-check
// Cache tags for the CDN (docs/caching.md, "Tags at the edge"). Plain JavaScript so
// next.config.mjs can import it; typed by its JSDoc.
//
// Every page, RSC payload, 404, calendar file and sitemap leaves the origin with the tags it is
// filed under at the edge: `Cache-Tag` (Cloudflare, comma-separated) and `Surrogate-Key`
// (Fastly, space-separated) carry the same two tags:
//   - `path:<path>`: the URL's path without its query, so `/om-oss`, `/om-oss?_rsc=…` (the RSC
//     payload of a client navigation) and `/kalender.ics?arrangement=…` share one tag;
//   - `site`: every response but the build's files (`/_next/…`, `/_assets/…`), the API and the studio.
// A publish turns the URLs it changes (lib/cdn/paths.ts) into `path:` tags (lib/cdn/providers.ts),
// so a purge removes every variant of each URL, whatever the query string.
//
// The header rules are next.config headers() rules, applied by Next's router before any route
// runs and with no per-request code of ours: no proxy (docs/performance.md), no content query.
// Next fills `:path` with the path as the request spelled it (percent-encoded, not decoded);
// pathTag() spells a site path the way browsers send it, so the two meet.

/**
 * The tag every page carries: a purge of it by hand removes every page but the build's files.
 * The site itself does not purge it: a new build still removes everything (lib/cdn/providers.ts,
 * banAllPages), since pages the CDN cached before these tags existed carry none.
 */
export const SITE_TAG = 'site';

/** Prefix of a path's own tag. */
export const PATH_TAG_PREFIX = 'path:';

/** The response headers that carry the tags: Cloudflare's and Fastly's. */
export const CLOUDFLARE_TAG_HEADER = 'Cache-Tag';
export const FASTLY_TAG_HEADER = 'Surrogate-Key';

// Paths that get no tags: the build's files (`/_next/static`, `/_next/image`, and the fonts and
// stylesheet file in `/_assets`, which a new build must not lose with its pages), the API (never cached) and the studio.
const UNTAGGED = '(?!_next/|_assets/|api(?:/|$)|studio(?:/|$))';

// Characters of a path that gets its own tag: RFC 3986 path characters without the comma (it
// separates Cloudflare's tags) and without anything a header or a tag cannot hold. Any other
// path (a made-up URL with a comma, raw non-ASCII bytes) gets the site tag only. Parentheses
// are escaped for path-to-regexp, which would read them as a group.
const TAGGED_PATH = "[A-Za-z0-9._~%!$&'\\(\\)*+;=:@/-]+";

// Characters kept as they are when spelling a path the way browsers send it; everything else is
// percent-encoded (UTF-8, upper-case hex). A comma is encoded too: such a path never gets a tag
// of its own above, and page and event slugs cannot hold one (sanity/rules.ts).
const KEPT = /[A-Za-z0-9\-._~!$&'()*+;=:@]/;

/** @param {string} segment */
function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** @param {string} segment */
function encodeSegment(segment) {
  let out = '';
  for (const char of segment) {
    if (KEPT.test(char)) out += char;
    else
      out += [...new TextEncoder().encode(char)]
        .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
        .join('');
  }
  return out;
}

/**
 * A site path as browsers send it: `/ærlig` and `/%c3%a6rlig` both become `/%C3%A6rlig`;
 * a query string or fragment is dropped.
 * @param {string} path
 * @returns {string}
 */
export function canonicalPath(path) {
  const pathname = path.replace(/[?#].*$/, '');
  return pathname
    .split('/')
    .map((segment) => encodeSegment(decodeSegment(segment)))
    .join('/');
}

/**
 * The tag of one site path, as the purge names it: `path:/om-oss`.
 * @param {string} path
 * @returns {string}
 */
export function pathTag(path) {
  return `${PATH_TAG_PREFIX}${canonicalPath(path)}`;
}

/**
 * @param {string} pathTagValue what follows `path:` (a literal path, or Next's `/:path`)
 * @returns {{ key: string, value: string }[]}
 */
function tagHeaders(pathTagValue) {
  const tags = [SITE_TAG, ...(pathTagValue === '' ? [] : [`${PATH_TAG_PREFIX}${pathTagValue}`])];
  return [
    { key: CLOUDFLARE_TAG_HEADER, value: tags.join(',') },
    { key: FASTLY_TAG_HEADER, value: tags.join(' ') },
  ];
}

/**
 * The next.config headers() rules that tag responses (a later rule overrides an earlier one's
 * value). The first has no named parameter, so Next sends its values as they are: the site tag,
 * for every path but the untagged ones. The second adds the home page's path tag (a parameter
 * cannot be empty), the third any other well-formed path's. Only the third makes Next fill in a
 * parameter per request, in two short values (docs/caching.md has what that costs).
 * @returns {{ source: string, headers: { key: string, value: string }[] }[]}
 */
export function edgeTagHeaderRules() {
  return [
    { source: `/(${UNTAGGED}.*)`, headers: tagHeaders('') },
    { source: '/', headers: tagHeaders('/') },
    { source: `/:path(${UNTAGGED}${TAGGED_PATH})`, headers: tagHeaders('/:path') },
  ];
}
