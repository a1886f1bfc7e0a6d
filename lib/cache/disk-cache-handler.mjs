// Next's own cache on disk (one instance, no REDIS_URL), with two changes: a late page's 404 for
// a slug that never had a page is not stored (lib/cache/late-not-found.mjs), and a render that
// began before a publish is not stored after it (lib/cache/renders-in-flight.mjs). Everything
// else is Next's FileSystemCache as it ships.
import { createRequire } from 'node:module';
import { shouldStore } from './late-not-found.mjs';
import { entryTags, isPastRevalidate, RenderStarts } from './renders-in-flight.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
// The process-wide record of revalidated tags that FileSystemCache.revalidateTag writes and
// Next reads to judge entries stale.
const {
  tagsManifest,
} = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

/**
 * Whether a tag was revalidated at or after `since`: at the same millisecond the order is
 * unknown, so that counts too. A revalidation marks the tag stale at once (`stale`) and, with a
 * profile, expired some time later (`expired`); without one, expired at once.
 * @param {string[]} tags
 * @param {number} since
 */
function revalidatedSince(tags, since) {
  const now = Date.now();
  return tags.some((tag) => {
    const entry = tagsManifest.get(tag);
    const expired = typeof entry?.expired === 'number' && entry.expired <= now;
    return [entry?.stale, expired ? entry.expired : undefined].some(
      (at) => typeof at === 'number' && at >= since,
    );
  });
}

/** Revalidated after the entry was stored: Next renders it again when it is read. */
function revalidatedAfter(tags, lastModified) {
  return revalidatedSince(tags, lastModified + 1);
}

const renderStarts = new RenderStarts();

export default class DiskCacheHandler extends FileSystemCache {
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

  async set(key, data, ctx) {
    const startedAt = renderStarts.take(key);
    const store = await shouldStore(key, data, () => super.get(key, { kind: 'APP_PAGE' }));
    if (!store) return;
    if (startedAt !== undefined && revalidatedSince(entryTags(data, ctx), startedAt)) return;
    // No await between the check above and this call: FileSystemCache puts the entry in its
    // memory cache, stamped now, before it first waits, so a revalidation cannot slip between.
    return super.set(key, data, ctx);
  }
}
