// A publish marks the fleet's cache entries stale instead of deleting them (docs/caching.md,
// "Stale on error"). The Redis handler keeps every entry and records when each tag was
// revalidated (its tag clock); a read of an entry stored before one of its tags was revalidated
// tells Next, through Next's own tag record, that the entry is stale. Next then serves the old
// page (x-nextjs-cache: STALE) and renders the new one behind it, and unstable_cache serves the
// old data while it asks the content source again. While that source is slow or down, visitors
// keep the last good page; when it answers, the new one is stored.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// Next's process-wide record of revalidated tags (`stale`/`expired` times), the one its
// incremental cache checks every entry against (docs/caching.md, "Next internals we rely on").
const {
  tagsManifest,
} = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

/**
 * Tells Next that these tags were revalidated at these times ([tag, ms] pairs): entries stored
 * before are stale, served once more while a render or refetch replaces them.
 * @param {Array<[string, number]>} revalidated
 */
export function markTagsStale(revalidated) {
  for (const [tag, time] of revalidated) {
    const known = tagsManifest.get(tag);
    if ((known?.stale ?? 0) >= time) continue;
    tagsManifest.set(tag, { ...known, stale: time });
  }
}

/**
 * The tags an entry was stored under and the ones its read names (a page's path tags, content
 * data's own), without repeats.
 * @param {{ tags?: readonly string[], value?: { kind?: string, headers?: Record<string, unknown> } | null }} entry
 * @param {{ tags?: string[], softTags?: string[] } | undefined} ctx
 */
export function storedTags(entry, ctx) {
  const header = entry.value?.headers?.['x-next-cache-tags'];
  return [
    ...new Set([
      ...(entry.tags ?? []),
      ...(typeof header === 'string' && header ? header.split(',') : []),
      ...(ctx?.tags ?? []),
      ...(ctx?.softTags ?? []),
    ]),
  ];
}

/** A page or route entry that answers 404. */
export function isNotFoundEntry(value) {
  return (value?.kind === 'APP_PAGE' || value?.kind === 'APP_ROUTE') && value.status === 404;
}

/** At most this many stale content reads are tracked at once; the oldest is forgotten first. */
const MAX_TRACKED = 10_000;

/**
 * Content data served stale after a publish and not yet fetched again, per process. A page
 * rendered meanwhile read the old content (unstable_cache hands back the old data when the
 * refetch fails), so it must not be stored as fresh.
 */
export class StaleData {
  /** @type {Map<string, string[]>} */
  #served = new Map();

  /** @param {string} key @param {string[]} tags */
  noteServed(key, tags) {
    if (this.#served.size >= MAX_TRACKED && !this.#served.has(key)) {
      this.#served.delete(this.#served.keys().next().value);
    }
    this.#served.set(key, tags);
  }

  /** @param {string} key */
  noteRefreshed(key) {
    this.#served.delete(key);
  }

  /** Whether data under any of these tags is still the old content. @param {string[]} tags */
  pending(tags) {
    if (this.#served.size === 0 || tags.length === 0) return false;
    const wanted = new Set(tags);
    for (const dataTags of this.#served.values()) {
      if (dataTags.some((tag) => wanted.has(tag))) return true;
    }
    return false;
  }
}

const REGISTRY = Symbol.for('matfestival.cache.staleData');

/** This process's one record (Next imports the handler's file on every request). */
export function processStaleData() {
  globalThis[REGISTRY] ??= new StaleData();
  return globalThis[REGISTRY];
}
