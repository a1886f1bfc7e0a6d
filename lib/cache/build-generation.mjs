// @ts-check
// One value per `next build`, shared by every process of that build and by every server that
// runs it. It is the build id, the default deployment id, part of every content data-cache key
// (lib/sanity/fetch.ts) and of the Redis key prefix (lib/cache/redis-cache-handler.mjs), so a
// build never reuses data an earlier build or server left in `.next/cache` or in Redis: each
// build prerenders the content as it is while it runs. See docs/caching.md.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { processEnv } from '../env/process-env.mjs';

const VARIABLE = 'CONTENT_CACHE_GENERATION';

/**
 * At build time: the build loads next.config in its main process first and its worker
 * processes inherit the environment, so the first load decides the value for the whole build.
 */
export function buildGeneration(env = processEnv()) {
  if (!env[VARIABLE]) {
    env[VARIABLE] = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
  }
  return env[VARIABLE];
}

/** At run time: the generation of the build being served (its BUILD_ID), or undefined before any build. */
export function builtGeneration(distDir) {
  try {
    return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
