// Next's own cache on disk (one instance, no REDIS_URL), with two changes: a late page's 404 for
// a slug that never had a page is not stored (lib/cache/late-not-found.mjs), and a render that
// began before a publish is not stored after it (lib/cache/renders-in-flight.mjs). Everything
// else is Next's FileSystemCache as it ships.
import { createRequire } from 'node:module';
import { shouldStore } from './late-not-found.mjs';
import { entryTags, isPastRevalidate, processRenderStarts } from './renders-in-flight.mjs';

const require = createRequire(import.meta.url);
/**
 * Next's FileSystemCache, as far as this handler and its callers use it (Next ships no types for
 * its compiled file).
 * @type {new (context: {
 *   fs: unknown,
 *   flushToDisk: boolean,
 *   serverDistDir: string,
 *   revalidatedTags: string[],
 *   maxMemoryCacheSize?: number,
 * }) => {
 *   get(key: string, ctx: { kind: string }): Promise<{ value: unknown } | null>,
 *   set(key: string, data: unknown, ctx: unknown): Promise<void>,
 * }}
 */
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
// Next's own judgement of an entry against the tags revalidated since it was stored: stale (it
// renders again in the background) or expired (it renders before answering).
const {
  areTagsExpired,
  areTagsStale,
} = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

/** Whether a tag was revalidated after `timestamp`, as Next judges an entry stored then. */
const revalidatedAfter = (tags, timestamp) =>
  areTagsStale(tags, timestamp) || areTagsExpired(tags, timestamp);

const renderStarts = processRenderStarts();

/** Next's FileSystemCache with unknown slugs' 404s kept out (lib/cache/late-not-found.mjs). */
export default class DiskCacheHandler extends FileSystemCache {
  /**
   * @param {string} key
   * @param {{ kind: string }} ctx
   * @returns {Promise<{ value: unknown } | null>}
   */
  async get(key, ctx) {
    const readAt = Date.now();
    const entry = await super.get(key, ctx);
    const willRender =
      !entry?.value ||
      entry.lastModified === -1 ||
      isPastRevalidate(entry, ctx, readAt) ||
      revalidatedAfter(entryTags(entry.value, ctx), entry.lastModified ?? 0);
    renderStarts.noteRead(key, willRender, readAt);
    return entry;
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {unknown} ctx
   * @returns {Promise<void>}
   */
  async set(key, data, ctx) {
    const startedAt = renderStarts.take(key);
    const store = await shouldStore(key, data, () => super.get(key, { kind: 'APP_PAGE' }));
    if (!store) return;
    // A revalidation in the render's first millisecond cannot be ordered: it counts.
    if (startedAt !== undefined && revalidatedAfter(entryTags(data, ctx), startedAt - 1)) return;
    // No await between the check above and this call: FileSystemCache puts the entry in its
    // memory cache, stamped now, before it first waits, so a revalidation cannot slip between.
    return super.set(key, data, ctx);
  }
}
