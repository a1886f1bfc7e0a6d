// @ts-check
// Whether a publish reached the shared cache. Next applies revalidateTag after the webhook's
// response (in waitUntil), and the cache library runs the handlers through Promise.allSettled,
// logging failures only under a debug variable: a webhook could answer 200 while Redis was
// reconnecting, Sanity would not resend, and the page stayed old for up to the hour-long
// safety net. So every handler is wrapped to log its failures at warn, and the webhook
// invalidates the same tags itself, awaited, and answers 503 when any handler failed.

const REGISTRY = Symbol.for('matfestival.cache.sharedHandlers');

/** @typedef {{ handler: string, tag: string, error: string }} InvalidationFailure */
/** @typedef {{ name?: string, revalidateTag: (tag: string) => Promise<unknown> }} Handler */

/** The registered handlers live on globalThis, so every copy of this module sees them. */
const slots = /** @type {Record<symbol, Handler[] | undefined>} */ (
  /** @type {unknown} */ (globalThis)
);

/**
 * @param {'warn' | 'error'} level
 * @param {string} event
 * @param {Record<string, unknown>} fields
 */
function log(level, event, fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'error') console.error(line);
  else console.warn(line);
}

const message = (/** @type {unknown} */ error) =>
  error instanceof Error ? error.message : String(error);

/**
 * Longest wait for one handler to take one tag. Not every command of the library carries its
 * own time limit, and a frozen Redis (connection open, no replies) would otherwise hold the
 * webhook until Sanity's delivery timed out instead of answering 503.
 */
export const INVALIDATION_TIMEOUT_MS = 3000;

/**
 * @param {Promise<unknown>} promise
 * @param {number} ms
 */
function withinTime(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The handler with its revalidateTag failures logged at warn (`cache.invalidate-failed`) and
 * rethrown, whoever calls it: Next after a webhook, or invalidateSharedTags below.
 * @template {Handler} T
 * @param {T} handler
 * @returns {T}
 */
export function withInvalidationLog(handler) {
  return {
    ...handler,
    /** @param {string} tag */
    async revalidateTag(tag) {
      try {
        return await handler.revalidateTag(tag);
      } catch (error) {
        log('warn', 'cache.invalidate-failed', {
          handler: handler.name,
          tag,
          error: message(error),
        });
        throw error;
      }
    },
  };
}

/**
 * The handlers of this process's shared cache (lib/cache/redis-cache-handler.mjs).
 * @param {Handler[]} handlers
 */
export function registerSharedHandlers(handlers) {
  slots[REGISTRY] = handlers;
}

/**
 * Invalidates the tags in every registered handler, awaited; the failures, one per handler and
 * tag. Empty with no shared cache (one instance on disk), or before the cache handler was made.
 * @param {string[]} tags
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<InvalidationFailure[]>}
 */
export async function invalidateSharedTags(tags, { timeoutMs = INVALIDATION_TIMEOUT_MS } = {}) {
  const handlers = slots[REGISTRY] ?? [];
  const attempts = handlers.flatMap((handler) =>
    tags.map(async (tag) => {
      try {
        await withinTime(handler.revalidateTag(tag), timeoutMs);
        return null;
      } catch (error) {
        return { handler: handler.name ?? 'unknown', tag, error: message(error) };
      }
    }),
  );
  return (await Promise.all(attempts)).filter((failure) => failure !== null);
}
