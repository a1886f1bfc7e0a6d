// @ts-check
// Connection settings shared by every Redis user in the app (the rate limiter, the health
// check, and the Next cache handler in cache-handler.mjs, which cannot import TypeScript).
// The one rule: a request never waits on Redis for more than about a second.

/** Each command gives up after this long; the caller then falls back (memory, disk, allow). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/**
 * Longest wait for one reply of the contact store's commands (redisCommand in ./client.ts): work
 * a visitor does not wait on, or waits on once.
 */
export const REDIS_STORE_COMMAND_TIMEOUT_MS = 2000;
/** A connection attempt gives up after this long. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;

/**
 * @param {string} url
 * @returns {import('redis').RedisClientOptions}
 */
export function redisClientOptions(url) {
  return {
    url,
    // Commands sent while disconnected fail at once instead of queueing until Redis returns.
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    pingInterval: 10_000,
    socket: {
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      // Keep trying in the background (up to every 2 s) so invalidations work again when Redis returns.
      reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2000),
    },
  };
}
