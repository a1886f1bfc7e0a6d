// @ts-check
import { processEnv } from './process-env.mjs';

// What Next tells the process about itself. Plain JavaScript: the cache handlers read it too.

/**
 * True while `next build` runs (NEXT_PHASE): a build must not read or fill the fleet's cache,
 * and the server's background work does not start.
 *
 * @param {Record<string, string | undefined>} [env]
 */
export function isProductionBuild(env = processEnv()) {
  return env.NEXT_PHASE === 'phase-production-build';
}

/**
 * NEXT_DIST_DIR: where this server's build lives (default `.next`; the test runs give each
 * build its own).
 *
 * @param {Record<string, string | undefined>} [env]
 */
export function distDir(env = processEnv()) {
  return env.NEXT_DIST_DIR || '.next';
}

/**
 * NEXT_BUILD_REVISION: the service worker's revision of the offline page; undefined lets the
 * route choose one per process.
 *
 * @param {Record<string, string | undefined>} [env]
 */
export function buildRevision(env = processEnv()) {
  return env.NEXT_BUILD_REVISION || undefined;
}
