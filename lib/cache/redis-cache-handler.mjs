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
import { REDIS_COMMAND_TIMEOUT_MS, redisClientOptions, redisUrl } from '../redis/options.mjs';
import { registerSharedHandlers, withInvalidationLog } from './invalidation.mjs';
import { shouldStore } from './late-not-found.mjs';
import { graceSeconds, retireOtherBuilds } from './prune-builds.mjs';

const ERROR_LOG_INTERVAL_MS = 30_000;

function log(level, event, fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'info') console.info(line);
  else console.warn(line);
}

CacheHandler.onCreation(({ buildId }) => {
  // One configuration per process, whichever bundle asks first.
  if (globalThis.__matfestivalCacheConfig) return globalThis.__matfestivalCacheConfig;
  const lru = createLruHandler();
  const url = redisUrl();
  // During `next build` the cache stays local: a build must not read or fill the fleet's cache.
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') {
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
  const prefix = process.env.REDIS_KEY_PREFIX?.trim() || 'matfestival';
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
  const redis = withInvalidationLog(
    createRedisHandler({
      client,
      // Per build: a new deployment starts from its own prerendered pages, never an older build's.
      keyPrefix: `${prefix}:${buildId ?? 'unknown-build'}:`,
      timeoutMs: REDIS_COMMAND_TIMEOUT_MS,
    }),
  );
  // The webhook checks the shared one (./invalidation.mjs); the LRU is this process's fallback.
  registerSharedHandlers([redis]);
  globalThis.__matfestivalCacheConfig = { handlers: [redis, lru] };
  return globalThis.__matfestivalCacheConfig;
});

/** The library's handler, except that unknown slugs' 404s are not stored (./late-not-found.mjs). */
export default class SiteCacheHandler extends CacheHandler {
  async set(key, value, ctx) {
    if (!(await shouldStore(key, value, () => this.get(key)))) return;
    return super.set(key, value, ctx);
  }
}
