// @ts-check
import { processEnv } from './process-env.mjs';

// Plain JavaScript: the Redis cache handler (lib/cache/redis-cache-handler.mjs) reads these too.

/**
 * REDIS_URL (or the variable `name`) as set, trimmed; undefined when unset or empty. The Redis
 * cache handler takes it as it is (node-redis reports a bad one); everything else reads it
 * through readRedisUrl.
 *
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [name]
 * @returns {string | undefined}
 */
export function redisUrlSetting(env = processEnv(), name = 'REDIS_URL') {
  return env[name]?.trim() || undefined;
}

/** @param {string} raw */
function isRedisUrl(raw) {
  try {
    return /^rediss?:$/.test(new URL(raw).protocol);
  } catch {
    return false;
  }
}

/**
 * REDIS_URL (or the variable `name`, e.g. CONTACT_REDIS_URL), validated:
 * `redis://[user:password@]host[:port][/db]` (or `rediss://` for TLS). Unset or empty means no
 * Redis (null). The error never repeats the value, which may hold a password.
 *
 * @param {Record<string, string | undefined>} [env]
 * @param {string} [name]
 * @returns {string | null}
 */
export function readRedisUrl(env = processEnv(), name = 'REDIS_URL') {
  const raw = redisUrlSetting(env, name);
  if (!raw) return null;
  if (!isRedisUrl(raw)) {
    throw new Error(
      `Invalid ${name}: it must look like redis://[user:password@]host[:port][/db] or rediss://… for TLS.`,
    );
  }
  return raw;
}

/**
 * REDIS_KEY_PREFIX: what the cache handler's keys start with, so instances of two sites can
 * share one Redis; default `matfestival`.
 *
 * @param {Record<string, string | undefined>} [env]
 */
export function readRedisKeyPrefix(env = processEnv()) {
  return env.REDIS_KEY_PREFIX?.trim() || 'matfestival';
}
