/// <reference lib="webworker" />
/*
 * The site's service worker, bundled by @serwist/turbopack (app/serwist/[path]/route.ts) during
 * `next build`. Serwist does all the caching; this file only says what goes where:
 * - build output (JS, CSS, fonts), the PDFs in public/ and the offline page: precached, so a new
 *   deploy installs a new worker with the new revisions and drops the old ones;
 * - pages: network first, the stored copy after PAGE_NETWORK_TIMEOUT_SECONDS or without network,
 *   the offline page when there is no copy;
 * - never stored: /api/*, the studio, draft previews (private/no-store responses), non-GETs.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import {
  isDocumentRequest,
  isPageRequest,
  isPublicResponse,
  mayCache,
  OFFLINE_COPY_QUERY,
  OFFLINE_LIST_PATH,
  ENGLISH_OFFLINE_PAGE_PATH,
  offlinePageFor,
  OFFLINE_PAGE_PATH,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  REFRESH_OFFLINE_SET,
  type OfflineCopyAnswer,
  type OfflineList,
} from './paths';
import { FILTER_KEYS } from '../programme/programme-filter';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;
const DAY = 24 * 60 * 60;
// The offline set is refreshed at most this often when pages ask (each install always does).
const REFRESH_INTERVAL_MS = 10 * 60 * 1000;

/** Which visitor tabs were answered from the cache, and when that copy was saved. */
const servedCopies = new Map<string, string>();

const publicResponsesOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isPublicResponse(response) ? response : null),
};

// Next.js sends pages with a long stale-while-revalidate meant for CDNs; browsers honour it
// too, so a plain fetch could return a stale copy from the HTTP cache (offline as well). Ask
// the server every time (an ETag makes an unchanged page a cheap 304).
const askTheServer: SerwistPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { cache: 'no-cache' }),
};

const rememberServedCopy: SerwistPlugin = {
  // Network first reads the cache only when the network failed or was too slow.
  cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
    const clientId = event instanceof FetchEvent ? event.resultingClientId || event.clientId : '';
    if (cachedResponse && clientId) {
      const date = new Date(cachedResponse.headers.get('Date') ?? '');
      servedCopies.set(clientId, Number.isNaN(date.getTime()) ? '' : date.toISOString());
    }
    return cachedResponse;
  },
};

// The programme's filters live in the query (?dag=…&vis=min-festival) and only the phone reads
// them; the server sends the same page without them. Storing and finding pages without those
// keys lets a shared filtered link, and Min festival, open from the stored programme offline.
const programmeFiltersIgnored: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    const keys = Object.values(FILTER_KEYS).filter((key) => url.searchParams.has(key));
    if (keys.length === 0) return request;
    for (const key of keys) url.searchParams.delete(key);
    return url.href;
  },
};

const pages = new NetworkFirst({
  cacheName: 'sider',
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  plugins: [
    askTheServer,
    programmeFiltersIgnored,
    publicResponsesOnly,
    // A page not opened for a month is dropped rather than shown as if current. Room for a
    // festival's programme: every event page an offline-ready programme links to is kept.
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    rememberServedCopy,
  ],
});

const documents = new NetworkFirst({
  cacheName: 'dokumenter',
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  plugins: [
    askTheServer,
    publicResponsesOnly,
    new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true }),
  ],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // Next appends the deployment id to asset URLs (`?dpl=`, lib/cache/build-generation.mjs); the
  // precache lists them without it, so offline a chunk would miss and the page fail to hydrate.
  precacheOptions: { ignoreURLParametersMatching: [/^dpl$/, /^utm_/, /^fbclid$/] },
  // A new deploy takes over at once, and its activation deletes the old precache.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    { matcher: ({ request }) => isPageRequest(request, origin), handler: pages },
    { matcher: ({ request }) => isDocumentRequest(request, origin), handler: documents },
    {
      // Content images from this site (the local dataset's assets) for pages visited online.
      matcher: ({ request, url }) =>
        request.method === 'GET' &&
        url.origin === origin &&
        request.destination === 'image' &&
        mayCache(url.pathname),
      handler: new CacheFirst({
        cacheName: 'bilder',
        plugins: [
          publicResponsesOnly,
          new ExpirationPlugin({
            maxEntries: 120,
            maxAgeSeconds: 30 * DAY,
            purgeOnQuotaError: true,
          }),
        ],
      }),
    },
  ],
  fallbacks: {
    // The offline page speaks the failed page's language: the first entry that matches wins.
    entries: [
      {
        url: ENGLISH_OFFLINE_PAGE_PATH,
        matcher: ({ request }) =>
          request.destination === 'document' &&
          offlinePageFor(new URL(request.url).pathname) === ENGLISH_OFFLINE_PAGE_PATH,
      },
      { url: OFFLINE_PAGE_PATH, matcher: ({ request }) => request.destination === 'document' },
    ],
  },
});

let lastRefresh = 0;

/** Fetches the offline-ready list and runs every entry through its strategy, which stores it. */
async function keepOfflineSet(event: ExtendableEvent): Promise<void> {
  lastRefresh = Date.now();
  try {
    const response = await fetch(OFFLINE_LIST_PATH, { cache: 'no-store' });
    if (!response.ok) return;
    const list = (await response.json()) as OfflineList;
    // `events` is absent in a list an older server wrote while a new worker installs.
    const pagePaths = [...list.pages.map(({ path }) => path), ...(list.events ?? [])];
    const jobs = [
      ...pagePaths.map(
        (path) =>
          pages.handleAll({
            event,
            request: new Request(path, { headers: { Accept: 'text/html' } }),
          })[1],
      ),
      ...list.files.map((path) => documents.handleAll({ event, request: new Request(path) })[1]),
    ];
    await Promise.allSettled(jobs);
  } catch {
    // Offline or a bad answer: the pages visited so far stay available; the next visit retries.
  }
}

self.addEventListener('install', (event) => event.waitUntil(keepOfflineSet(event)));

self.addEventListener('message', (event) => {
  if (event.data === OFFLINE_COPY_QUERY) {
    const source = event.source as Client | null;
    const savedAt = source ? servedCopies.get(source.id) : undefined;
    const answer: OfflineCopyAnswer = { savedAt: savedAt === undefined ? null : savedAt };
    event.ports[0]?.postMessage(answer);
  } else if (event.data === REFRESH_OFFLINE_SET && Date.now() - lastRefresh > REFRESH_INTERVAL_MS) {
    event.waitUntil(keepOfflineSet(event));
  }
});

serwist.addEventListeners();
