// @ts-check
// One Turbopack build cache for every `next build` of a test run. Turbopack keeps its compile
// cache in <distDir>/cache/turbopack and reuses it only in the dist dir that wrote it, so a run's
// builds, each in a dist dir of its own, all compiled from nothing (about 60 s each on two
// cores). With a workshop (`node scripts/run-stages.mjs --build-workshop`, as `npm test` runs),
// each build is made in the run's one workshop dir, with Turbopack's cache on, and then moved
// into its own dist dir: a build after the first compiles from the cache, whatever its
// configuration (about 45 s instead of 75–100 s; the first pays some 25 s to write the cache).
//
// A build in the workshop sees what its own dist dir held (an earlier build and its data cache,
// as when rebuilding in place) and nothing another build left there but Turbopack's cache. One
// build at a time: a lock dir beside the workshop names the process holding it, and a lock whose
// process is gone (its build killed with its run: the workshop is left as that build left it,
// which the next build clears anyway) is taken over (dir-lock.mjs).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { releaseLock, tryLock } from './dir-lock.mjs';
import { waitUntil } from './wait.mjs';

export const BUILD_WORKSHOP_VARIABLE = 'BUILD_WORKSHOP_DIR';

/** The cache the workshop is for; everything else in it belongs to the build of the moment. */
const TURBOPACK_CACHE = path.join('cache', 'turbopack');
/** A build waits this long for another to leave the workshop (two builds, with time to spare). */
const LOCK_WAIT_MS = 30 * 60_000;
const LOCK_POLL_MS = 250;

/**
 * The run's workshop dir, or undefined when builds go straight into their dist dirs.
 * @param {Record<string, string | undefined>} [env]
 */
export function buildWorkshopDir(env = process.env) {
  return env[BUILD_WORKSHOP_VARIABLE]?.trim() || undefined;
}

/**
 * The paths under a dist dir that belong to its build (all of it but Turbopack's cache), relative
 * to it: its entries, with `cache` as its entries.
 * @param {string} dir
 * @returns {string[]}
 */
function buildEntries(dir) {
  if (!existsSync(dir)) return [];
  const [cache, turbopack] = TURBOPACK_CACHE.split(path.sep);
  return readdirSync(dir).flatMap((entry) =>
    entry === cache
      ? readdirSync(path.join(dir, cache))
          .filter((inCache) => inCache !== turbopack)
          .map((inCache) => path.join(cache, inCache))
      : [entry],
  );
}

/**
 * Moves a build (all but Turbopack's cache) from one dist dir into another.
 * @param {string} from
 * @param {string} to
 */
function moveBuild(from, to) {
  for (const entry of buildEntries(from)) {
    mkdirSync(path.dirname(path.join(to, entry)), { recursive: true });
    rmSync(path.join(to, entry), { recursive: true, force: true });
    renameSync(path.join(from, entry), path.join(to, entry));
  }
}

/**
 * Runs `build` in the workshop for `distDir`: what `distDir` holds moves in first (Turbopack's
 * cache of its own aside: the workshop's is the one kept), what the build wrote moves out to
 * `distDir` after, passed or failed, and the workshop keeps only Turbopack's cache.
 * @template T
 * @param {string} workshopDir
 * @param {string} distDir
 * @param {(workshopDir: string) => Promise<T>} build
 * @param {{ lockWaitMs?: number }} [options] how long to wait for another build to leave
 * @returns {Promise<T>}
 */
export async function buildInWorkshop(
  workshopDir,
  distDir,
  build,
  { lockWaitMs = LOCK_WAIT_MS } = {},
) {
  const lockDir = `${workshopDir}.lock`;
  await waitUntil(() => tryLock(lockDir), {
    what: `another build to leave the build workshop ${workshopDir} (its lock: ${lockDir})`,
    timeoutMs: lockWaitMs,
    intervalMs: LOCK_POLL_MS,
  });
  try {
    for (const entry of buildEntries(workshopDir))
      rmSync(path.join(workshopDir, entry), { recursive: true, force: true });
    moveBuild(distDir, workshopDir);
    // What is left is the dist dir's own Turbopack cache: the workshop's is the one used.
    rmSync(distDir, { recursive: true, force: true });
    mkdirSync(workshopDir, { recursive: true });
    try {
      return await build(workshopDir);
    } finally {
      moveBuild(workshopDir, distDir);
    }
  } finally {
    releaseLock(lockDir);
  }
}
