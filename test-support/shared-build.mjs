// @ts-check
// One `next build` per configuration in a test run. The stage runner (scripts/run-stages.mjs)
// gives every stage of a run the same SHARED_BUILDS_RUN id; the first production check that
// needs a configuration builds it into `.next-shared-<run>-<configuration>`, and every check
// (that one too) serves a copy of it in its own dist dir (the seed build is shared by the check
// that made it in place: seedSiteBuild), so what one check's server writes
// (its page cache, its data files) never reaches another. A check run on its own, outside the
// runner, builds into its dist dir as before. The runner removes the shared builds at its end.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite, removeDistDir } from './next-site.mjs';
import { readPublishedDocuments, startSanityStandIn } from './sanity-stand-in.mjs';

export const SHARED_BUILDS_VARIABLE = 'SHARED_BUILDS_RUN';

/**
 * The run id the stage runner gave this process, or undefined outside it.
 * @param {Record<string, string | undefined>} [env]
 */
export function sharedBuildsRun(env = process.env) {
  const run = env[SHARED_BUILDS_VARIABLE]?.trim();
  if (!run) return undefined;
  if (!/^[a-z0-9-]+$/.test(run))
    throw new Error(
      `${SHARED_BUILDS_VARIABLE} must be lower-case letters, digits and dashes: "${run}"`,
    );
  return run;
}

/** @param {string} run @param {string} configuration */
export function sharedDistDir(run, configuration) {
  return `.next-shared-${run}-${configuration}`;
}

/** A fresh run id for the stage runner. */
export function newSharedBuildsRun() {
  return randomBytes(4).toString('hex');
}

/**
 * Removes a run's shared builds (the stage runner, at its end).
 * @param {string} run
 */
export function removeSharedBuilds(run) {
  const prefix = sharedDistDir(run, '');
  for (const entry of readdirSync(process.cwd())) {
    if (entry.startsWith(prefix)) removeDistDir(entry);
  }
}

/**
 * Puts a build of `configuration` into `distDir`: a copy of the run's shared build (built
 * first if no check has asked for it yet), or, outside a run, a build of its own.
 * @param {string} configuration
 * @param {string} distDir
 * @param {(distDir: string) => Promise<unknown>} build makes the configuration's build in a dist dir
 * @returns {Promise<{ durationMs: number, reused: boolean }>}
 */
export async function buildOrCopy(configuration, distDir, build) {
  const started = Date.now();
  const run = sharedBuildsRun();
  if (!run) {
    await build(distDir);
    return { durationMs: Date.now() - started, reused: false };
  }
  const { shared, reused } = await sharedBuild(run, configuration, build);
  removeDistDir(distDir);
  cpSync(shared, distDir, { recursive: true });
  return { durationMs: Date.now() - started, reused };
}

/**
 * The run's build of `configuration`, made now if no check (or the build stage) has made it.
 * @param {string} run
 * @param {string} configuration
 * @param {(distDir: string) => Promise<unknown>} build
 */
async function sharedBuild(run, configuration, build) {
  const shared = sharedDistDir(run, configuration);
  // BUILD_ID is written once a build has finished; a failed one is built again.
  const reused = existsSync(path.join(shared, 'BUILD_ID'));
  if (!reused) {
    removeDistDir(shared);
    await build(shared);
  }
  return { shared, reused };
}

/** @param {{ durationMs: number, reused: boolean }} result */
export function describeBuild({ durationMs, reused }) {
  const seconds = (durationMs / 1000).toFixed(1);
  return reused ? `copied the run's shared build in ${seconds} s` : `build took ${seconds} s`;
}

/**
 * The build the production checks share: the site on Sanity's code paths, with content from a
 * stand-in of Sanity's API serving content/production.ndjson's published documents, and dummy
 * secrets a scan can look for in what the build serves. The secret scan reads it; the outage
 * and visual-editing checks serve it against a stand-in of their own (the stand-in's address is
 * read at run time; at build time it only reaches the Studio's CSP, and none of them opens the
 * Studio); the contact-store check, which only talks to the API, serves it on the embedded
 * dataset. The secrets and the public marker are the same in every process of a run.
 */
export function sharedSiteBuild(tag = sharedBuildsRun() ?? randomBytes(6).toString('hex')) {
  const secrets = {
    SANITY_API_READ_TOKEN: `dummy-secret-read-token-${tag}`,
    SANITY_REVALIDATE_SECRET: `dummy-secret-revalidate-${tag}`,
    SANITY_PREVIEW_SECRET: `dummy-secret-preview-${tag}`,
  };
  // Public by design: it must show up in the pages, which proves a scan reads what it should.
  const publicMarker = `https://public-marker-${tag}.example`;
  /** @param {string} distDir */
  const build = async (distDir) => {
    const standIn = await startSanityStandIn({
      documents: readPublishedDocuments('content/production.ndjson'),
    });
    try {
      return await buildSite({
        distDir,
        env: {
          ...secrets,
          SANITY_PROJECT_ID: 'test',
          SANITY_DATASET: 'production',
          SANITY_API_HOST: standIn.url,
          NEXT_PUBLIC_SITE_URL: publicMarker,
          CONTACT_OUTBOX_FILE: path.join(distDir, 'outbox.jsonl'),
        },
      });
    } finally {
      await standIn.close();
    }
  };
  return {
    secrets,
    publicMarker,
    /** @param {string} distDir */
    into: (distDir) => buildOrCopy('sanity-stand-in', distDir, build),
    /** Makes the run's shared build ahead of the checks (the `build:shared` stage). */
    prepare: (run = sharedBuildsRun()) => {
      if (!run)
        throw new Error(
          `${SHARED_BUILDS_VARIABLE} is not set: run this through scripts/run-stages.mjs`,
        );
      return sharedBuild(run, 'sanity-stand-in', build);
    },
  };
}

/**
 * The environment the seed build is made in, on a given dataset file: a rebuild of it (the
 * build-freshness check's) must be the same configuration.
 * @param {string} datasetFile
 */
export const seedBuildEnv = (datasetFile) => ({
  CONTENT_DATASET_FILE: datasetFile,
  NEXT_BUILD_CACHE: 'on',
  // Also the Docker image's self-contained server (<distDir>/standalone), as the Dockerfile
  // builds it: the standalone check serves that. `next start` serves the rest as before (it reads
  // the output setting from next.config.mjs at start, without this variable).
  NEXT_OUTPUT: 'standalone',
  // Embedded, whatever Sanity project the shell names.
  SANITY_PROJECT_ID: undefined,
});

/**
 * The site on the embedded dataset with the seed content (content/production.ndjson), built with
 * Turbopack's build cache on, as a self-hosted deploy builds, and with the standalone server. The
 * build-freshness check makes it in its own dist dir and rebuilds there after changing the
 * content: Turbopack's cache is only good in the dist dir it was written in (a rebuild of a copy
 * took 194 s here, against 51 s in place), or, in `npm test`, the run's build workshop
 * (./build-workshop.mjs). Before that rebuild the check shares its first build
 * with the run (Turbopack's cache left out); the standalone check and the bench's smoke run serve
 * copies of it. A server reads its dataset file at run time (CONTENT_DATASET_FILE), so each serves
 * on a file of its own; the file the build read is gone once it is done.
 */
export function seedSiteBuild() {
  /** @param {string} distDir */
  const build = async (distDir) => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'seed-build-'));
    const datasetFile = path.join(workDir, 'dataset.ndjson');
    copyFileSync('content/production.ndjson', datasetFile);
    try {
      return await buildSite({ distDir, env: seedBuildEnv(datasetFile) });
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  };
  return {
    /**
     * Builds into `distDir` itself, and in a run keeps a copy as the run's seed build.
     * @param {string} distDir
     */
    buildInPlace: async (distDir) => {
      const started = Date.now();
      await build(distDir);
      const run = sharedBuildsRun();
      if (run) shareBuild(run, 'embedded-seed', distDir);
      return { durationMs: Date.now() - started, reused: false };
    },
    /**
     * A copy of the run's seed build in `distDir` (built first if no check has shared one).
     * @param {string} distDir
     */
    into: (distDir) => buildOrCopy('embedded-seed', distDir, build),
  };
}

/**
 * Makes a finished build the run's build of `configuration`, unless one is there: copied without
 * Turbopack's build cache (of no use outside its own dist dir, and most of its bytes), into a
 * temporary name first, so a check never copies half of it.
 * @param {string} run
 * @param {string} configuration
 * @param {string} distDir
 */
function shareBuild(run, configuration, distDir) {
  const shared = sharedDistDir(run, configuration);
  if (existsSync(path.join(shared, 'BUILD_ID'))) return;
  const partial = `${shared}-partial`;
  removeDistDir(partial);
  const turbopackCache = path.resolve(distDir, 'cache', 'turbopack');
  cpSync(distDir, partial, {
    recursive: true,
    filter: (source) => path.resolve(source) !== turbopackCache,
  });
  removeDistDir(shared);
  renameSync(partial, shared);
}

// `node test-support/shared-build.mjs`: the build:shared stage, which builds the shared
// configurations while other stages (static checks, Jest) use the other core.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  sharedSiteBuild()
    .prepare()
    .then(({ shared, reused }) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `shared-build: the Sanity stand-in configuration in ${shared} (${reused ? 'already built' : `built in ${seconds} s`})`,
      );
    })
    .catch((error) => {
      console.error(`shared-build: ${error.message}`);
      process.exitCode = 1;
    });
}
