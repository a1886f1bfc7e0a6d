// @ts-check
// Old builds' keys in the cache Redis. Each build caches under `<prefix>:<build id>:` (see
// ./redis-cache-handler.mjs), and the library's tag hashes carry no expiry, so without this every
// deploy would leave its keys behind for ever. A new build, once connected, gives every other
// build's key at most a grace period to live (old instances still serving during a rollout keep
// their cache until then); `npm run cache:prune` removes them at once.

/** A build id as lib/cache/build-generation.mjs makes them: never the contact queue's `{contact}`. */
import { processEnv } from '../env/process-env.mjs';
export const BUILD_ID_PATTERN = /^[0-9a-z]+-[0-9a-f]{12}$/;

/** How long other builds' keys may live after a new build starts (CACHE_OLD_BUILD_GRACE_SECONDS). */
export const DEFAULT_GRACE_SECONDS = 3600;

/** @param {Record<string, string | undefined>} [env] */
export function graceSeconds(env = processEnv()) {
  const raw = env.CACHE_OLD_BUILD_GRACE_SECONDS?.trim();
  if (!raw) return DEFAULT_GRACE_SECONDS;
  if (!/^\d+$/.test(raw))
    throw new Error(
      `CACHE_OLD_BUILD_GRACE_SECONDS must be a whole number of seconds, got "${raw}"`,
    );
  return Number(raw);
}

/**
 * Every key under `<prefix>:<other build id>:`: `mode: 'expire'` bounds each by `graceSeconds`
 * (a shorter expiry is kept), `mode: 'delete'` unlinks them. Resolves to how many were touched.
 * @param {ReturnType<typeof import('redis').createClient>} client
 * @param {{ prefix: string, currentBuild: string, mode: 'expire' | 'delete', graceSeconds?: number }} options
 */
export async function retireOtherBuilds(
  client,
  { prefix, currentBuild, mode, graceSeconds: grace = DEFAULT_GRACE_SECONDS },
) {
  let touched = 0;
  for await (const batch of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
    for (const key of [batch].flat()) {
      const build = key.slice(prefix.length + 1).split(':')[0];
      if (build === currentBuild || !BUILD_ID_PATTERN.test(build)) continue;
      if (mode === 'delete') {
        touched += Number(await client.unlink(key));
        continue;
      }
      const ttl = Number(await client.ttl(key));
      if (ttl === -1 || ttl > grace) {
        await client.expire(key, grace);
        touched += 1;
      }
    }
  }
  return touched;
}
