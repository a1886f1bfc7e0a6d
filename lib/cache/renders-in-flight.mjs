// @ts-check
// A publish that arrives while a page is being rendered must not be lost (docs/caching.md#a-publish-during-a-render).
//
// Next stamps a cache entry with the time it is stored, and counts a revalidated tag against
// entries stored before the revalidation. A render that read its content before a publish but
// is stored after it would therefore be kept as fresh, with the old content, until the page's
// timed revalidation minutes later. Both cache handlers (disk for one instance, Redis for a
// fleet) note when a read of the cache leads Next to render (or refetch), and refuse to store the
// result if one of its tags was revalidated since: the old entry stays stale, or is gone, so
// the next visit renders again with the published content.

/** At most this many keys are tracked at once; the oldest is forgotten first. */
const MAX_TRACKED = 10_000;

/** Next's header with a page's cache tags (NEXT_CACHE_TAGS_HEADER). */
const TAGS_HEADER = 'x-next-cache-tags';

/** The earliest time a render in flight for each cache key can have begun, per process. */
export class RenderStarts {
  /** @type {Map<string, number>} */
  #startedAt = new Map();

  /**
   * After each read of the cache. A read that makes Next render starts the clock for its key
   * (the first such read counts: later ones join the render under way); a read of a fresh entry
   * means no render is under way.
   * @param {string} key
   * @param {boolean} willRender
   * @param {number} at
   */
  noteRead(key, willRender, at) {
    if (!willRender) {
      this.#startedAt.delete(key);
      return;
    }
    if (this.#startedAt.has(key)) return;
    if (this.#startedAt.size >= MAX_TRACKED) {
      this.#startedAt.delete(/** @type {string} */ (this.#startedAt.keys().next().value));
    }
    this.#startedAt.set(key, at);
  }

  /**
   * When the render now being stored under `key` began at the earliest, and forgets it;
   * undefined when no read started one (a build, or a first render with no read before it).
   * @param {string} key
   * @returns {number | undefined}
   */
  take(key) {
    const at = this.#startedAt.get(key);
    this.#startedAt.delete(key);
    return at;
  }
}

const REGISTRY = Symbol.for('matfestival.cache.renderStarts');

/**
 * This process's one record. Next imports a configured handler's file on every request
 * (docs/caching.md#facts-relied-on), and a render's read and its write must meet in the same
 * record whichever copy of the module each went through.
 * @returns {RenderStarts}
 */
export function processRenderStarts() {
  const slots = /** @type {Record<symbol, RenderStarts | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return (slots[REGISTRY] ??= new RenderStarts());
}

/**
 * The tags an entry is stored under: a page's or route's from its headers, content data's
 * (unstable_cache) from the context Next passes with it.
 * @param {{ kind?: string, headers?: Record<string, unknown> } | null | undefined} value
 * @param {{ tags?: string[], softTags?: string[] } | undefined} ctx
 * @returns {string[]}
 */
export function entryTags(value, ctx) {
  if (value?.kind === 'APP_PAGE' || value?.kind === 'APP_ROUTE') {
    const header = value.headers?.[TAGS_HEADER];
    return typeof header === 'string' && header ? header.split(',') : [];
  }
  return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/**
 * Whether an entry read at `now` is past its revalidate time, as Next judges it: a page by the
 * lifetime it was stored with, content data by the one its read asks for. An unknown lifetime
 * counts as past, so a render is never missed. The Redis handler's entries carry the time they
 * go stale (`lifespan.staleAt`, in seconds).
 * @param {{ lastModified?: number, lifespan?: { staleAt: number } | null, cacheControl?: { revalidate?: number | false }, value?: { kind?: string, revalidate?: number | false } | null }} entry
 * @param {{ revalidate?: number | false } | undefined} ctx
 * @param {number} now
 */
export function isPastRevalidate(entry, ctx, now) {
  if (entry.lifespan) return now / 1000 > entry.lifespan.staleAt;
  const revalidate =
    entry.value?.kind === 'FETCH'
      ? ctx?.revalidate || entry.value.revalidate
      : entry.cacheControl?.revalidate;
  if (revalidate === false) return false;
  if (typeof revalidate !== 'number') return true;
  return (now - (entry.lastModified ?? 0)) / 1000 > revalidate;
}
