// @ts-check
// Keeps unknown slugs out of the page cache (docs/caching.md): both cache handlers (disk for one
// instance, Redis for a fleet) ask this before storing a page.
import { createRequire } from 'node:module';
import { isLatePageCacheKey } from '../routing/late-pages.mjs';

const require = createRequire(import.meta.url);
// Next remembers each stored page's lifetime in a process-wide map, filled just before it calls
// the handler; a page the handler refuses must not leave an entry there either.
const {
  SharedCacheControls,
} = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js');

/**
 * A not-found page rendered by the late-page route: a slug the page index does not list.
 * @param {string} key
 * @param {{ kind?: string, status?: number } | null | undefined} value
 */
export function isLateNotFound(key, value) {
  return value?.kind === 'APP_PAGE' && value.status === 404 && isLatePageCacheKey(key);
}

/**
 * Whether to store this entry. A late page's 404 is stored only in place of a page that was
 * there (an unpublished page must replace its cached copy, or the old page would be served as
 * stale for ever); for a slug that never had a page nothing is stored, so a flood of made-up
 * URLs adds nothing to the cache.
 * @param {string} key
 * @param {{ kind?: string, status?: number } | null | undefined} value
 * @param {() => Promise<unknown>} readExisting reads what the cache holds under the key
 * @returns {Promise<boolean>}
 */
export async function shouldStore(key, value, readExisting) {
  if (!isLateNotFound(key, value)) return true;
  let existing = null;
  try {
    existing = await readExisting();
  } catch {
    existing = null;
  }
  if (existing) return true;
  // Private in Next's types; the map this module exists to keep clean.
  /** @type {{ cacheControls: Map<string, unknown> }} */ (
    /** @type {unknown} */ (SharedCacheControls)
  ).cacheControls.delete(key);
  return false;
}
