// Builds and serves the site from its own dist dir, and stops what it started: the one place
// the production checks, the e2e servers and the bench run `next build` and `next start`.
import { spawn } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import path from 'node:path';
import { buildInWorkshop, buildWorkshopDir } from './build-workshop.mjs';
import { restoreProjectFiles, snapshotProjectFiles } from './project-files-guard.mjs';
import { waitUntil } from './wait.mjs';

const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');
const running = new Set();

/** Stops every build or server this module started (for signal handlers). */
export function killStarted() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  running.clear();
}

export { freePort } from './free-port.mjs';

/**
 * Runs Next's own bin with node (not through npx), so a signal sent to the child reaches Next.
 * - `detached` (the default): in a process group of its own, so stopping it stops everything it
 *   spawned, and killStarted() stops it. The e2e servers keep Next in their own group instead:
 *   Playwright stops a web server by killing its group.
 * - `output`: 'capture' (kept in `output`, echoed when `log`), 'inherit' (the parent's stdout
 *   and stderr) or `{ logFile }` (appended to that file).
 * - `inheritEnv: false` when `env` is the whole environment (the bench drops variables).
 * @param {string[]} args
 * @param {{ env?: Record<string, string | undefined>, inheritEnv?: boolean, detached?: boolean,
 *   output?: 'capture' | 'inherit' | { logFile: string }, log?: boolean }} [options]
 */
function runNext(
  args,
  { env = {}, inheritEnv = true, detached = true, output = 'capture', log = false } = {},
) {
  const child = spawn(process.execPath, [NEXT_BIN, ...args], {
    env: { ...(inheritEnv ? process.env : {}), NEXT_TELEMETRY_DISABLED: '1', ...env },
    detached,
    stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  if (detached) {
    running.add(child);
    child.on('exit', () => running.delete(child));
  }
  const captured = [];
  if (typeof output === 'object') {
    const file = createWriteStream(output.logFile, { flags: 'a' });
    child.stdout.pipe(file);
    child.stderr.pipe(file);
  } else if (output === 'capture') {
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (text) => {
        captured.push(text);
        if (log) process.stdout.write(text.replace(/^/gm, `  [${args[0]}] `));
      });
    }
  }
  return { child, output: captured };
}

/**
 * `next start` for a build (its dist dir), or for another Next app (`appDir`, the bench's bare
 * page). Bound to 0.0.0.0 as in the image (docs/operations.md, bind address), reached at
 * 127.0.0.1. Options as for runNext above. Returns at once; startSite also waits for health.
 * @param {{ port: number | string, distDir?: string, appDir?: string,
 *   env?: Record<string, string | undefined>, inheritEnv?: boolean, detached?: boolean,
 *   output?: 'capture' | 'inherit' | { logFile: string }, log?: boolean }} options
 */
export function spawnNextStart({ port, distDir, appDir, env = {}, ...options }) {
  return runNext(['start', ...(appDir ? [appDir] : []), '-p', String(port), '-H', '0.0.0.0'], {
    ...options,
    env: { ...env, ...(distDir ? { NEXT_DIST_DIR: distDir } : {}) },
  });
}

/**
 * `next build` into `distDir`, putting back what the build wrote into tsconfig.json and
 * next-env.d.ts; rejects with the end of its output when it fails. Options as for runNext. In a
 * run with a build workshop, made there with the run's Turbopack cache and then moved into
 * `distDir` (./build-workshop.mjs).
 * @param {{ distDir: string, env?: Record<string, string | undefined>, log?: boolean,
 *   detached?: boolean, output?: 'capture' | 'inherit' }} options
 */
export function buildSite({ distDir, env = {}, log = false, detached, output }) {
  const workshopDir = buildWorkshopDir();
  if (!workshopDir) return nextBuild({ distDir, env, log, detached, output });
  // The run's one Turbopack cache (./build-workshop.mjs): on, whatever the caller chose.
  return buildInWorkshop(workshopDir, distDir, (dir) =>
    nextBuild({ distDir: dir, env: { ...env, NEXT_BUILD_CACHE: 'on' }, log, detached, output }),
  );
}

async function nextBuild({ distDir, env, log, detached, output }) {
  const started = Date.now();
  const snapshot = snapshotProjectFiles(process.cwd());
  const { child, output: captured } = runNext(['build'], {
    env: { ...env, NEXT_DIST_DIR: distDir },
    log,
    detached,
    output,
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  restoreProjectFiles(snapshot, distDir);
  if (code !== 0) {
    throw new Error(
      `next build into ${distDir} failed with exit code ${code}:\n${captured.join('').slice(-4000)}`,
    );
  }
  return { durationMs: Date.now() - started, output: captured.join('') };
}

/** Resolves with /api/health's status (whatever it is) once the site answers at all. */
export function waitForHealth(baseUrl, timeoutMs = 60_000) {
  return waitUntil(
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
  );
}

/**
 * `next start` for a build in its own process group; resolves once /api/health answers
 * (whatever its status), with ways to stop it or kill it as a crash would.
 */
export function startSite({ distDir, port, env = {}, log = false }) {
  return serveUntilHealthy(spawnNextStart({ distDir, port, env, log }), port, 'next start');
}

/**
 * The standalone server as the Docker image runs it: `node server.js` from the laid-out app
 * directory, with only the environment given (PATH added), in its own process group. Resolves
 * once /api/health answers, like startSite, with the same ways to stop it.
 * @param {{ appDir: string, port: number, env?: Record<string, string> }} options
 */
export function startStandaloneSite({ appDir, port, env = {} }) {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: appDir,
    env: { PATH: process.env.PATH, ...env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  const output = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => output.push(text));
  }
  return serveUntilHealthy({ child, output }, port, 'node server.js');
}

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
    /** Kills the server at once (SIGKILL), as a crash would; resolves when it is gone. */
    crash: async () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        return;
      }
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

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
