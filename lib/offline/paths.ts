/**
 * The addresses the offline support is built from, shared by the service worker, the pages
 * that register it and the tests. Plain constants and pure functions: the worker bundle
 * (lib/offline/service-worker.ts) imports this file too.
 */

/** The worker script, served by app/serwist/[path]/route.ts; its scope is the whole site. */
export const SERVICE_WORKER_URL = '/serwist/sw.js';

/** The page shown for a page that is neither cached nor offline-ready. */
export const OFFLINE_PAGE_PATH = '/frakoblet';

/**
 * The English edition's offline page, shown for a failed /en/… page (docs/i18n.md); the same as
 * routePath('offline', 'en') in lib/routing/edition-paths.ts (a test keeps them equal).
 */
export const ENGLISH_OFFLINE_PAGE_PATH = '/en/offline';

/** The offline page in the language of the page that failed. */
export function offlinePageFor(pathname: string): string {
  return pathname === '/en' || pathname.startsWith('/en/')
    ? ENGLISH_OFFLINE_PAGE_PATH
    : OFFLINE_PAGE_PATH;
}

/** What the worker keeps at install: the safety page, offline-ready pages, their PDFs. */
export const OFFLINE_LIST_PATH = '/api/offline';

/** The safety page has its own route (app/(nb)/sikkerhet). */
export const SAFETY_PAGE_PATH = '/sikkerhet';

/** Seconds a page request may take before the worker answers from its cache instead. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 3;

/** Message the page sends to ask whether the worker answered its navigation from the cache. */
export const OFFLINE_COPY_QUERY = 'offline-copy?';

/** The worker's answer: when the copy it served was saved (ISO time), or null for a live page. */
export type OfflineCopyAnswer = { savedAt: string | null };

/** Message the page sends after loading so the worker refreshes the offline-ready set. */
export const REFRESH_OFFLINE_SET = 'refresh-offline-set';

/**
 * The JSON at OFFLINE_LIST_PATH. `pages` are also listed on the offline page; `events` (the event
 * pages an offline-ready programme links to) are kept the same way but not listed there.
 */
export type OfflineList = {
  pages: { title: string; path: string }[];
  files: string[];
  events: string[];
};

// Never stored: the API (contact form, webhook, health, draft-mode switches), the studio and
// the worker itself.
const NEVER_CACHED = [/^\/api(\/|$)/, /^\/studio(\/|$)/, /^\/serwist(\/|$)/];

/** Whether the worker may store a response for this same-origin path at all. */
export function mayCache(pathname: string): boolean {
  return !NEVER_CACHED.some((pattern) => pattern.test(pathname));
}

/**
 * A page request the worker answers network-first: a same-origin GET for HTML that may be
 * stored. React Server Component fetches (client-side navigation) are left to the network;
 * offline, Next falls back to a full page load, which this rule then answers.
 */
export function isPageRequest(
  request: {
    method: string;
    url: string;
    mode?: string;
    headers: { get(name: string): string | null };
  },
  origin: string,
): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== origin || !mayCache(url.pathname)) return false;
  if (request.headers.get('RSC') !== null || url.searchParams.has('_rsc')) return false;
  return request.mode === 'navigate' || (request.headers.get('Accept') ?? '').includes('text/html');
}

/** A same-origin PDF (the safety documents, downloads in link lists). */
export function isDocumentRequest(
  request: { method: string; url: string },
  origin: string,
): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && mayCache(url.pathname) && /\.pdf$/i.test(url.pathname);
}

/**
 * Draft previews and other per-visitor responses are marked private or no-store by Next.js;
 * they must never end up in the phone's copy of the public site.
 */
export function isPublicResponse(response: {
  status: number;
  headers: { get(name: string): string | null };
}): boolean {
  if (response.status !== 200) return false;
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  return !/(^|[\s,])(private|no-store)([\s,]|$)/.test(cacheControl);
}
