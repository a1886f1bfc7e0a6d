// @ts-check
// Installs the single instance's page cache (disk-cache-handler.mjs) where Next looks for a
// platform's cache handler: `globalThis[Symbol.for('@next/cache-handlers')].FetchCache`, read
// when each request's incremental cache is made and `cacheHandler` is not configured. A
// configured handler (the fleet's Redis one) takes precedence, so installing is always safe.
// Why not `cacheHandler` in next.config.mjs: named there, `next start` never used this handler
// (unknown slugs' 404s went to disk), and Next imports a configured handler's file on every
// request (docs/caching.md#facts-relied-on, "A disk handler named by cacheHandler was not used").
import DiskCacheHandler from './disk-cache-handler.mjs';

export const CACHE_HANDLERS_SYMBOL = Symbol.for('@next/cache-handlers');

export function installDiskCacheHandler() {
  const slots = /** @type {Record<symbol, Record<string, unknown> | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  const handlers = slots[CACHE_HANDLERS_SYMBOL] ?? {};
  slots[CACHE_HANDLERS_SYMBOL] = { ...handlers, FetchCache: DiskCacheHandler };
}
