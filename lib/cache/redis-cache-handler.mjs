// Next's cache (pages, route handlers and unstable_cache data, with their tags) in one Redis for
// the whole fleet, when REDIS_URL is set (next.config.mjs wires it only then). Built on
// @fortedigital/nextjs-cache-handler; docs/caching.md says why this library and how it behaves.
//
// Redis first, then a small in-process LRU: every write goes to both; a read uses Redis and
// falls back to the LRU only when Redis fails. The client fails fast while Redis is away
// (lib/redis/options.mjs: no offline queue, 500 ms per command), so a Redis outage costs a
// request at most about half a second, never an error: pages come from the LRU or are rendered.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';
import { isProductionBuild } from '../env/next-runtime.mjs';
import { readRedisKeyPrefix, redisUrlSetting } from '../env/redis.mjs';
import { REDIS_COMMAND_TIMEOUT_MS, redisClientOptions } from '../redis/options.mjs';
import { registerSharedHandlers, withInvalidationLog } from './invalidation.mjs';
import { shouldStore } from './late-not-found.mjs';
import { graceSeconds, retireOtherBuilds } from './prune-builds.mjs';
import { entryTags, isPastRevalidate, processRenderStarts } from './renders-in-flight.mjs';
import {
  isNotFoundEntry,
  markTagsStale,
  processStaleData,
  storedTags,
} from './stale-by-publish.mjs';

const ERROR_LOG_INTERVAL_MS = 30_000;

function log(level, event, fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'info') console.info(line);
  else console.warn(line);
}

/**
 * When each tag was last revalidated, for the whole fleet: a hash in Redis next to the entries
 * (the library keeps only Next's implicit path tags there), and this process's own record for
 * while Redis is away. Read before a render's result is stored (./renders-in-flight.mjs).
 */
class TagClock {
  /** @type {Map<string, number>} */
  #local = new Map();

  constructor(client, hashKey) {
    this.client = client;
    this.hashKey = hashKey;
  }

  /** @param {string} tag */
  async record(tag) {
    const at = Date.now();
    this.#local.set(tag, at);
    await this.client
      .withAbortSignal(AbortSignal.timeout(REDIS_COMMAND_TIMEOUT_MS))
      .hSet(this.hashKey, tag, String(at));
  }

  /**
   * The tags revalidated after `since` (by any instance), with when: [tag, time] pairs. When
   * Redis cannot be asked, this process's own record answers.
   * @param {string[]} tags
   * @param {number} since
   * @returns {Promise<Array<[string, number]>>}
   */
  async revalidatedAfter(tags, since) {
    if (tags.length === 0) return [];
    let times;
    try {
      times = await this.client
        .withAbortSignal(AbortSignal.timeout(REDIS_COMMAND_TIMEOUT_MS))
        .hmGet(this.hashKey, tags);
    } catch {
      times = tags.map((tag) => this.#local.get(tag) ?? null);
    }
    return tags.flatMap((tag, i) => {
      const time = Math.max(Number(times[i] ?? 0), this.#local.get(tag) ?? 0);
      return time > since ? [[tag, time]] : [];
    });
  }

  /**
   * Whether a tag was revalidated at or after `since`, by any instance. When Redis cannot be
   * asked, this process's own record answers.
   * @param {string[]} tags
   * @param {number} since
   */
  async revalidatedSince(tags, since) {
    if (tags.length === 0) return false;
    if (tags.some((tag) => (this.#local.get(tag) ?? 0) >= since)) return true;
    try {
      const times = await this.client
        .withAbortSignal(AbortSignal.timeout(REDIS_COMMAND_TIMEOUT_MS))
        .hmGet(this.hashKey, tags);
      return times.some((time) => time !== null && Number(time) >= since);
    } catch {
      return false;
    }
  }
}

/**
 * The handler with a publish that marks entries stale instead of deleting them: a revalidated
 * tag only gets its time in the clock, and a read finds the entries stored before that time
 * stale (SiteCacheHandler.get below). Next then serves the old entry and renders the new one
 * behind it; if the content source fails meanwhile, the old entry stays (stale on error).
 */
function withTagClock(handler, clock) {
  return {
    ...handler,
    async revalidateTag(tag) {
      await clock.record(tag);
    },
  };
}

CacheHandler.onCreation(({ buildId }) => {
  // One configuration per process, whichever bundle asks first.
  if (globalThis.__matfestivalCacheConfig) return globalThis.__matfestivalCacheConfig;
  const lru = createLruHandler();
  const url = redisUrlSetting();
  // During `next build` the cache stays local: a build must not read or fill the fleet's cache.
  if (!url || isProductionBuild()) {
    globalThis.__matfestivalCacheConfig = { handlers: [lru] };
    return globalThis.__matfestivalCacheConfig;
  }
  const client = createClient(redisClientOptions(url));
  let lastErrorAt = 0;
  client.on('error', (error) => {
    if (Date.now() - lastErrorAt < ERROR_LOG_INTERVAL_MS) return;
    lastErrorAt = Date.now();
    log('warn', 'cache.redis-error', {
      error: error instanceof Error ? error.message : String(error),
    });
  });
  client.on('ready', () => log('info', 'cache.redis-ready', {}));
  const prefix = readRedisKeyPrefix();
  // Once per process: older builds' keys get at most the grace period (./prune-builds.mjs).
  client.once('ready', () => {
    if (!buildId) return;
    Promise.resolve()
      .then(async () => {
        const grace = graceSeconds();
        const keys = await retireOtherBuilds(client, {
          prefix,
          currentBuild: buildId,
          mode: 'expire',
          graceSeconds: grace,
        });
        log('info', 'cache.old-builds-bounded', { keys, graceSeconds: grace });
      })
      .catch((error) =>
        log('warn', 'cache.old-builds-failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      );
  });
  // Not awaited: the first requests must not wait for Redis; until it is ready they use the LRU.
  client.connect().catch(() => {});
  // Per build: a new deployment starts from its own prerendered pages, never an older build's.
  const keyPrefix = `${prefix}:${buildId ?? 'unknown-build'}:`;
  const tagClock = new TagClock(client, `${keyPrefix}__tagRevalidatedAt__`);
  const redis = withInvalidationLog(
    withTagClock(
      createRedisHandler({ client, keyPrefix, timeoutMs: REDIS_COMMAND_TIMEOUT_MS }),
      tagClock,
    ),
  );
  // The webhook checks the shared one (./invalidation.mjs); the LRU is this process's fallback.
  registerSharedHandlers([redis]);
  globalThis.__matfestivalCacheConfig = { handlers: [redis, lru], tagClock };
  return globalThis.__matfestivalCacheConfig;
});

const renderStarts = processRenderStarts();
const staleData = processStaleData();

/**
 * The library's handler, except that unknown slugs' 404s are not stored (./late-not-found.mjs),
 * nor a render that began before a publish of one of its tags (./renders-in-flight.mjs); and a
 * publish marks entries stale rather than deleting them (./stale-by-publish.mjs).
 */
class SiteCacheHandler extends CacheHandler {
  async get(key, ctx) {
    const readAt = Date.now();
    const entry = await super.get(key, ctx);
    const clock = globalThis.__matfestivalCacheConfig?.tagClock;
    let stale = false;
    if (entry?.value && clock) {
      const revalidated = await clock.revalidatedAfter(
        storedTags(entry, ctx),
        entry.lastModified ?? 0,
      );
      if (revalidated.length > 0) {
        // A 404 is never worth serving stale: the URL may just have been published.
        if (isNotFoundEntry(entry.value)) {
          renderStarts.noteRead(key, true, readAt);
          return null;
        }
        markTagsStale(revalidated);
        if (entry.value.kind === 'FETCH') staleData.noteServed(key, entryTags(entry.value, ctx));
        stale = true;
      }
    }
    renderStarts.noteRead(
      key,
      stale || !entry?.value || isPastRevalidate(entry, ctx, readAt),
      readAt,
    );
    return entry;
  }

  async set(key, value, ctx) {
    const startedAt = renderStarts.take(key);
    if (value?.kind === 'FETCH') staleData.noteRefreshed(key);
    // A page rendered while its content could not be refreshed holds the old content: the old
    // entry stays (stale), so the next visit renders again, with the content once it answers.
    if (
      (value?.kind === 'APP_PAGE' || value?.kind === 'APP_ROUTE') &&
      staleData.pending(entryTags(value, ctx))
    )
      return;
    if (!(await shouldStore(key, value, () => super.get(key)))) return;
    const config = globalThis.__matfestivalCacheConfig;
    const clock = config?.tagClock;
    if (startedAt === undefined || !clock) return super.set(key, value, ctx);
    const tags = entryTags(value, ctx);
    if (await clock.revalidatedSince(tags, startedAt)) return;
    await super.set(key, value, ctx);
    // A publish between the check and the write may have deleted its entries before this write
    // landed: asked again, it is seen, and the write is taken back.
    if (await clock.revalidatedSince(tags, startedAt)) {
      await Promise.allSettled(config.handlers.map((handler) => handler.delete?.(key)));
    }
  }
}

/**
 * What callers see of the handler: Next gives it more context than it reads.
 * @typedef {object} SiteCacheHandlerInstance
 * @property {(key: string, ctx?: Record<string, unknown>) => Promise<{ value: unknown } | null>} get
 * @property {(key: string, value: unknown, ctx: Record<string, unknown>) => Promise<void>} set
 * @property {(tag: string | string[]) => Promise<void>} revalidateTag
 */

export default /** @type {new (context: { serverDistDir: string, dev?: boolean }) => SiteCacheHandlerInstance} */ (
  SiteCacheHandler
);
