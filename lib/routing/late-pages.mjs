// @ts-check
// Pages published after the build (docs/caching.md#facts-relied-on, "A 404 is cached per path like a page").
// Plain JavaScript so next.config.mjs and the cache handlers can import it; typed by its JSDoc.
//
// app/(nb)/[slug] serves only the slugs the build prerendered (dynamicParams = false), straight from
// the page cache with no per-request check. Any other single-segment path falls through to the
// fallback rewrite below, to app/(nb)/sider/[slug], which renders a page published since the build
// and answers every other slug 404 from the page index.
//
// Event pages work the same way one level down: app/(nb)/arrangement/[slug] serves the events the
// build prerendered, and any other /arrangement/<slug> falls through to
// app/(nb)/sider/arrangement/[slug], which answers from the event index.

/** The folder in app/ of the route for pages published after the build. */
export const LATE_PAGES_SEGMENT = 'sider';

const LATE_PATH_PREFIX = `/${LATE_PAGES_SEGMENT}/`;

/**
 * The English edition's prefix and its late route, app/(en)/en/sider/[...path]: one catch-all for
 * English pages and events published since the build and every unknown /en/… path, which it
 * answers with the English not-found screen (docs/i18n.md). EDITION_ROUTES in ./edition-paths.ts
 * names the same prefix; a test keeps them equal.
 */
export const ENGLISH_PREFIX = '/en';

const ENGLISH_LATE_PREFIX = `${ENGLISH_PREFIX}${LATE_PATH_PREFIX}`;

/** The event pages' segment (EVENT_ROUTE_SEGMENT in ./event-path.ts; a test keeps them equal). */
export const LATE_EVENTS_SEGMENT = 'arrangement';

const EVENT_PATH = new RegExp(`^/${LATE_EVENTS_SEGMENT}/[^/]+$`);

/**
 * Fallback rewrites run only when nothing else answered the path: no file, no fixed route and
 * no slug prerendered by the build.
 * @returns {{ source: string, destination: string }[]}
 */
export function latePageRewrites() {
  return [
    { source: '/:slug', destination: `${LATE_PATH_PREFIX}:slug` },
    {
      source: `/${LATE_EVENTS_SEGMENT}/:slug`,
      destination: `${LATE_PATH_PREFIX}${LATE_EVENTS_SEGMENT}/:slug`,
    },
    // Listed after '/:slug', which never matches a two-segment path.
    { source: `${ENGLISH_PREFIX}/:path+`, destination: `${ENGLISH_LATE_PREFIX}:path+` },
  ];
}

/**
 * A visitor never sees /sider/<slug>: asked for directly, it redirects to the page's own URL
 * (redirects apply to the URL asked for, not to the rewrite above).
 * @returns {{ source: string, destination: string, permanent: boolean }[]}
 */
export function latePageRedirects() {
  return [
    { source: `${LATE_PATH_PREFIX}:slug`, destination: '/:slug', permanent: false },
    {
      source: `${LATE_PATH_PREFIX}${LATE_EVENTS_SEGMENT}/:slug`,
      destination: `/${LATE_EVENTS_SEGMENT}/:slug`,
      permanent: false,
    },
    {
      source: `${ENGLISH_LATE_PREFIX}:path+`,
      destination: `${ENGLISH_PREFIX}/:path+`,
      permanent: false,
    },
  ];
}

/**
 * Whether a key of Next's response cache belongs to the late-page route. Keys end in
 * `/$<pathname>` (Next 16's route cache: `/route-cache/<kind>/<route hash>/$/sider/x`).
 * @param {string} key
 */
export function isLatePageCacheKey(key) {
  const marker = key.lastIndexOf('/$/');
  const pathname = marker === -1 ? key : key.slice(marker + 2);
  return pathname.startsWith(LATE_PATH_PREFIX) || pathname.startsWith(ENGLISH_LATE_PREFIX);
}

/**
 * Where the late-page routes cache the page at a URL (`/x` → `/sider/x`,
 * `/arrangement/x` → `/sider/arrangement/x`); null for the home page and other deeper paths.
 * The publishing webhook revalidates both, so a cached 404 at either gives way.
 * @param {string} pathname
 * @returns {string | null}
 */
export function latePagePath(pathname) {
  if (pathname === ENGLISH_PREFIX) return null;
  if (pathname.startsWith(`${ENGLISH_PREFIX}/`)) {
    return `${ENGLISH_LATE_PREFIX}${pathname.slice(ENGLISH_PREFIX.length + 1)}`;
  }
  return /^\/[^/]+$/.test(pathname) || EVENT_PATH.test(pathname)
    ? `${LATE_PATH_PREFIX}${pathname.slice(1)}`
    : null;
}
