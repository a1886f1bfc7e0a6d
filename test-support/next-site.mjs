// @ts-check
// Builds and serves the site from its own dist dir, and stops what it started: the one place
// the production checks, the e2e servers and the bench run `next build` and `next start`.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildInWorkshop, buildWorkshopDir } from './build-workshop.mjs';
import {
  killProcess,
  measureProcess,
  startProcess,
  stopProcess,
  killStarted,
} from './processes.mjs';
import { restoreProjectFiles, snapshotProjectFiles } from './project-files-guard.mjs';
import { waitUntil } from './wait.mjs';

/** @typedef {import('./processes.mjs').Started} Started */
/** @typedef {import('./processes.mjs').Output} Output */
/** @typedef {import('./processes.mjs').Env} Env */
/**
 * How runNext runs Next (and the options of spawnNextStart and buildSite that pass through):
 * - `env`: added to this process's environment, or, with `inheritEnv: false`, the whole
 *   environment (the bench drops variables);
 * - `detached` (the default): in a process group of its own, so stopping it stops everything it
 *   spawned, and killStarted() stops it. The e2e servers keep Next in their own group instead:
 *   Playwright stops a web server by killing its group;
 * - `output`: as for startProcess (./processes.mjs), 'capture' by default; `log` echoes what is
 *   captured, each line behind the command's name;
 * - `cwd`: the project (default: this process's working directory).
 * @typedef {object} NextOptions
 * @property {Env} [env]
 * @property {boolean} [inheritEnv]
 * @property {boolean} [detached]
 * @property {Output} [output]
 * @property {boolean} [log]
 * @property {string} [cwd]
 */
/**
 * @typedef {object} StartedSite
 * @property {string} baseUrl
 * @property {string[]} output
 * @property {() => Promise<void>} crash kills the server at once (SIGKILL), as a crash would;
 *   resolves when it is gone
 * @property {() => Promise<void>} stop
 */

// Resolved from the working directory, the project's root: no import.meta here, as Playwright
// loads this module for the e2e specs as CommonJS.
const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');

export { killStarted } from './processes.mjs';
export { freePort } from './free-port.mjs';

/**
 * Runs Next's own bin with node (not through npx), so a signal sent to the child reaches Next.
 * @param {string[]} args
 * @param {NextOptions} [options]
 * @returns {Started}
 */
function runNext(
  args,
  { env = {}, inheritEnv = true, detached = true, output = 'capture', log = false, cwd } = {},
) {
  return startProcess(process.execPath, [NEXT_BIN, ...args], {
    env: { ...(inheritEnv ? process.env : {}), NEXT_TELEMETRY_DISABLED: '1', ...env },
    cwd,
    detached,
    output,
    echo: log ? `  [${args[0]}] ` : undefined,
  });
}

/**
 * The whole environment of the site on an embedded dataset file (the bench's): this process's,
 * with the dist dir and the dataset file, never a Sanity project from the shell, and the site's
 * URL when `port` is given.
 * @param {{ distDir: string, datasetFile: string, port?: number, extra?: Env }} options
 * @returns {Env}
 */
export function embeddedSiteEnv({ distDir, datasetFile, port, extra = {} }) {
  /** @type {Env} */
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    CONTENT_DATASET_FILE: datasetFile,
    ...extra,
  };
  delete env.SANITY_PROJECT_ID;
  if (port) env.NEXT_PUBLIC_SITE_URL = `http://127.0.0.1:${port}`;
  return env;
}

/**
 * `next start` for a build (its dist dir), or for another Next app (`appDir`, the bench's bare
 * page). Bound to 0.0.0.0 as in the image (docs/operations.md, bind address), reached at
 * 127.0.0.1. Options as for runNext above. Returns at once; startSite also waits for health.
 * @param {{ port: number | string, distDir?: string, appDir?: string } & NextOptions} options
 * @returns {Started}
 */
export function spawnNextStart({ port, distDir, appDir, env = {}, ...options }) {
  return runNext(['start', ...(appDir ? [appDir] : []), '-p', String(port), '-H', '0.0.0.0'], {
    ...options,
    env: { ...env, ...(distDir ? { NEXT_DIST_DIR: distDir } : {}) },
  });
}

/**
 * @typedef {object} BuildOptions
 * @property {string} distDir
 * @property {string[]} [buildArgs] more arguments for `next build` (the profile's --no-mangling)
 * @property {boolean} [measure] also measure the build's peak memory (its whole process group)
 *   and time the build process alone; a measured build is made in its own dist dir, never in
 *   the run's workshop, whose cache would make it look cheaper than a deploy's build
 */
/** @typedef {{ durationMs: number, output: string, peakRssBytes?: number }} BuildResult */

/**
 * `next build` into `distDir`, putting back what the build wrote into tsconfig.json and
 * next-env.d.ts; rejects with the end of its output (or the name of its log file) when it fails.
 * Options as for runNext. In a run with a build workshop, made there with the run's Turbopack
 * cache and then moved into `distDir` (./build-workshop.mjs), unless measured.
 * @param {BuildOptions & NextOptions} options
 * @returns {Promise<BuildResult>}
 */
export function buildSite({ env = {}, ...options }) {
  const workshopDir = options.measure ? undefined : buildWorkshopDir();
  if (!workshopDir) return nextBuild({ ...options, env });
  // The run's one Turbopack cache (./build-workshop.mjs): on, whatever the caller chose.
  return buildInWorkshop(workshopDir, options.distDir, (dir) =>
    nextBuild({ ...options, distDir: dir, env: { ...env, NEXT_BUILD_CACHE: 'on' } }),
  );
}

/**
 * @param {BuildOptions & NextOptions} options
 * @returns {Promise<BuildResult>}
 */
async function nextBuild({ distDir, buildArgs = [], measure = false, env, ...options }) {
  const started = Date.now();
  const snapshot = snapshotProjectFiles(options.cwd ?? process.cwd());
  const { child, output: captured } = runNext(['build', ...buildArgs], {
    ...options,
    env: { ...env, NEXT_DIST_DIR: distDir },
  });
  const measured = measure ? await measureProcess(child) : undefined;
  const code = measured ? measured.code : await new Promise((resolve) => child.on('exit', resolve));
  restoreProjectFiles(snapshot, distDir);
  if (code !== 0) {
    const output = options.output;
    throw new Error(
      typeof output === 'object'
        ? `next build into ${distDir} failed with exit code ${code}; see ${output.logFile}`
        : `next build into ${distDir} failed with exit code ${code}:\n${captured.join('').slice(-4000)}`,
    );
  }
  return {
    durationMs: measured?.ms ?? Date.now() - started,
    output: captured.join(''),
    ...(measured ? { peakRssBytes: measured.peakRssBytes } : {}),
  };
}

/**
 * Resolves with /api/health's status (whatever it is) once the site answers at all.
 * @param {string} baseUrl
 * @param {number} [timeoutMs]
 * @returns {Promise<number>}
 */
export function waitForHealth(baseUrl, timeoutMs = 60_000) {
  // Resolves only with a truthy value: a status, never null.
  return /** @type {Promise<number>} */ (
    waitUntil(
      async () => {
        try {
          const response = await fetch(`${baseUrl}/api/health`, {
            signal: AbortSignal.timeout(5000),
          });
          await response.arrayBuffer();
          return response.status;
        } catch {
          return null; // Not listening yet.
        }
      },
      { what: `the site at ${baseUrl} to answer`, timeoutMs, intervalMs: 250 },
    )
  );
}

/**
 * `next start` for a build in its own process group; resolves once /api/health answers
 * (whatever its status), with ways to stop it or kill it as a crash would.
 * @param {{ distDir?: string, port: number, env?: Env, log?: boolean }} options
 * @returns {Promise<StartedSite>}
 */
export function startSite({ distDir, port, env = {}, log = false }) {
  return serveUntilHealthy(spawnNextStart({ distDir, port, env, log }), port, 'next start');
}

/**
 * The standalone server as the Docker image runs it: `node server.js` from the laid-out app
 * directory, with only the environment given (PATH added), in its own process group. Resolves
 * once /api/health answers, like startSite, with the same ways to stop it.
 * @param {{ appDir: string, port: number, env?: Record<string, string> }} options
 * @returns {Promise<StartedSite>}
 */
export function startStandaloneSite({ appDir, port, env = {} }) {
  const started = startProcess(process.execPath, ['server.js'], {
    cwd: appDir,
    env: { PATH: process.env.PATH, ...env, PORT: String(port) },
  });
  return serveUntilHealthy(started, port, 'node server.js');
}

/**
 * @param {Started} started
 * @param {number} port
 * @param {string} command
 * @returns {Promise<StartedSite>}
 */
async function serveUntilHealthy({ child, output }, port, command) {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitForHealth(baseUrl),
    exited.then((code) => {
      throw new Error(`${command} exited with code ${code}:\n${output.join('').slice(-4000)}`);
    }),
  ]);
  return {
    baseUrl,
    output,
    crash: () => killProcess(child),
    stop: () => stopProcess(child),
  };
}

/** @param {string} distDir */
export function removeDistDir(distDir) {
  // Only ever a dist dir these scripts created inside the project.
  const absolute = path.resolve(distDir);
  if (!absolute.startsWith(`${process.cwd()}${path.sep}.next-`))
    throw new Error(`Refusing to remove ${absolute}`);
  rmSync(absolute, { recursive: true, force: true });
}

/**
 * For a production check under `node --test`: on Ctrl-C or a kill, stops the servers this module
 * started and removes the check's dist dirs before the process ends (its `after` hooks would not
 * run then), after `alsoUndo` (say, putting back a source file the check changed for a build). A
 * normal end, passed or failed, cleans up in the check's own `after` hook.
 * @param {string[]} distDirs
 * @param {() => void} [alsoUndo]
 */
export function cleanUpOnInterrupt(distDirs, alsoUndo = () => {}) {
  const interrupted = () => {
    alsoUndo();
    killStarted();
    distDirs.forEach(removeDistDir);
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
}
