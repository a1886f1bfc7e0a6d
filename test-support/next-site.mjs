// Builds and serves the site from its own dist dir for the production scripts
// (secret scan, outage test, load test), and stops what it started.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { restoreProjectFiles, snapshotProjectFiles } from './project-files-guard.mjs';

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

function run(args, env, { log }) {
  // Its own process group, so stopping it also stops anything it spawned.
  const child = spawn(process.execPath, [NEXT_BIN, ...args], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  const output = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => {
      output.push(text);
      if (log) process.stdout.write(text.replace(/^/gm, `  [${args[0]}] `));
    });
  }
  return { child, output };
}

export async function buildSite({ distDir, env = {}, log = false }) {
  const started = Date.now();
  const snapshot = snapshotProjectFiles(process.cwd());
  const { child, output } = run(['build'], { ...env, NEXT_DIST_DIR: distDir }, { log });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  restoreProjectFiles(snapshot, distDir);
  if (code !== 0) {
    throw new Error(
      `next build into ${distDir} failed with exit code ${code}:\n${output.join('').slice(-4000)}`,
    );
  }
  return { durationMs: Date.now() - started, output: output.join('') };
}

export async function waitForHealth(baseUrl, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(
          `The site at ${baseUrl} did not start within ${timeoutMs} ms: ${error.message}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * `next start`, reached at 127.0.0.1; resolves once /api/health answers (whatever its status).
 * Bound to 0.0.0.0 as in the image (docs/operations.md, bind address).
 */
export async function startSite({ distDir, port, env = {}, log = false }) {
  const { child, output } = run(
    ['start', '-p', String(port), '-H', '0.0.0.0'],
    { ...env, NEXT_DIST_DIR: distDir },
    { log },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitForHealth(baseUrl),
    exited.then((code) => {
      throw new Error(`next start exited with code ${code}:\n${output.join('').slice(-4000)}`);
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
 * Runs a check script's main(): exits with its code, and on an error or Ctrl-C stops the
 * servers it started and removes its build, so no check leaves a server or a dist dir behind.
 */
export function runCheck(name, main, { distDir }) {
  const cleanUp = () => {
    killStarted();
    removeDistDir(distDir);
  };
  const interrupted = () => {
    cleanUp();
    process.exit(130);
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`${name}: ${error.message}`);
      cleanUp();
      process.exit(1);
    },
  );
}
