// @ts-check
// Child processes for the checks, the e2e servers and the bench: the one place they start a
// process, stop it and wait for it to answer. A process started `detached` (the default) runs in
// a process group of its own, so stopping it stops everything it spawned, by its id, and
// stopAll() or killStarted() stops it with every other one this process started.
import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { waitUntil } from './wait.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
/** @typedef {Record<string, string | undefined>} Env */
/**
 * Where a process's output goes: 'capture' (kept in `output`, echoed with `echo` as a prefix
 * when given), 'inherit' (the parent's stdout and stderr), 'ignore' (read and dropped) or
 * `{ logFile }` (appended to that file).
 * @typedef {'capture' | 'inherit' | 'ignore' | { logFile: string }} Output
 */
/**
 * @typedef {object} StartOptions
 * @property {Env} [env] the whole environment (default: this process's)
 * @property {string} [cwd]
 * @property {boolean} [detached] in a process group of its own (default true)
 * @property {Output} [output] default 'capture'
 * @property {string} [echo] with 'capture': also print each line to stdout behind this prefix
 */
/** @typedef {{ child: ChildProcess, output: string[] }} Started */

/** @type {Set<ChildProcess>} */
const running = new Set();

/** @param {ChildProcess} child */
const hasExited = (child) =>
  typeof child.exitCode === 'number' || typeof child.signalCode === 'string';

/**
 * @param {ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function signalGroup(child, signal) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Starts a command. A detached one is tracked until it exits, so stopAll() and killStarted()
 * reach it; one kept in this process's group (`detached: false`, as the e2e servers keep Next:
 * Playwright stops a web server by killing its group) is not.
 * @param {string} command
 * @param {string[]} args
 * @param {StartOptions} [options]
 * @returns {Started}
 */
export function startProcess(
  command,
  args,
  { env = process.env, cwd, detached = true, output = 'capture', echo } = {},
) {
  const child = spawn(command, args, {
    // Next's types make NODE_ENV required in NodeJS.ProcessEnv; a child may go without.
    env: /** @type {NodeJS.ProcessEnv} */ (env),
    cwd,
    detached,
    stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  if (detached) {
    running.add(child);
    child.on('exit', () => running.delete(child));
  }
  /** @type {string[]} */
  const captured = [];
  const streams = [child.stdout, child.stderr].filter((stream) => stream !== null);
  if (typeof output === 'object') {
    const file = createWriteStream(output.logFile, { flags: 'a' });
    for (const stream of streams) stream.pipe(file);
  } else if (output === 'capture') {
    for (const stream of streams) {
      stream.setEncoding('utf8');
      stream.on('data', (/** @type {string} */ text) => {
        captured.push(text);
        if (echo) process.stdout.write(text.replace(/^/gm, echo));
      });
    }
  } else if (output === 'ignore') {
    for (const stream of streams) stream.resume();
  }
  return { child, output: captured };
}

/**
 * Resolves with the exit code (null after a signal) once the process has exited, at once if it
 * already has.
 * @param {ChildProcess} child
 * @returns {Promise<number | null>}
 */
export function exited(child) {
  if (hasExited(child)) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * SIGTERM to the process's whole group, SIGKILL after a grace period; then SIGKILL to what is
 * left of the group (workers that ignored SIGTERM). Resolves when the process is gone.
 * @param {ChildProcess} child started detached
 * @param {number} [graceMs]
 */
export async function stopProcess(child, graceMs = 5000) {
  if (hasExited(child)) return;
  const gone = exited(child);
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await gone;
  clearTimeout(timer);
  signalGroup(child, 'SIGKILL');
}

/**
 * Kills the process's whole group at once (SIGKILL), as a crash would; resolves when it is gone.
 * @param {ChildProcess} child started detached
 */
export async function killProcess(child) {
  if (hasExited(child)) return;
  const gone = exited(child);
  signalGroup(child, 'SIGKILL');
  await gone;
}

/** Stops every detached process this module started that is still running. */
export async function stopAll() {
  await Promise.all([...running].map((child) => stopProcess(child)));
}

/** Kills every detached process this module started, at once and synchronously (for signal handlers). */
export function killStarted() {
  for (const child of running) signalGroup(child, 'SIGKILL');
  running.clear();
}

/**
 * Sum of the resident memory of every process in a process group, from /proc.
 * @param {number} pgid
 */
function groupRssBytes(pgid) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command name: state ppid pgrp ... rss is field 24.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      total += Number(fields[21]) * 4096;
    } catch {
      // The process ended between readdir and read.
    }
  }
  return total;
}

/**
 * Follows a detached process until it exits: its wall time and the peak resident memory of its
 * whole process group (Next builds fork workers, so one process's maxrss would undercount).
 * @param {ChildProcess} child
 * @returns {Promise<{ code: number | null, ms: number, peakRssBytes: number }>}
 */
export async function measureProcess(child) {
  const started = performance.now();
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid !== undefined) peak = Math.max(peak, groupRssBytes(child.pid));
  }, 200);
  const code = await exited(child);
  clearInterval(sampler);
  return { code, ms: performance.now() - started, peakRssBytes: peak };
}

/**
 * Runs a command to completion, detached, and measures it (measureProcess).
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Env, cwd?: string, logFile?: string }} [options] output goes
 *   to `logFile`, or is dropped
 */
export function measureCommand(command, args, { env, cwd, logFile } = {}) {
  const { child } = startProcess(command, args, {
    env,
    cwd,
    output: logFile ? { logFile } : 'ignore',
  });
  return measureProcess(child);
}

/**
 * Polls until the URL answers (any status below 500) or the child dies.
 * @param {string} url
 * @param {{ child?: ChildProcess, timeoutMs?: number }} [options]
 */
export function waitForUrl(url, { child, timeoutMs = 120_000 } = {}) {
  return waitUntil(
    async () => {
      if (child && child.exitCode !== null)
        throw new Error(`Server for ${url} exited with code ${child.exitCode}`);
      try {
        const response = await fetch(url, { redirect: 'manual' });
        await response.arrayBuffer();
        return response.status < 500;
      } catch {
        return false; // Not listening yet.
      }
    },
    { what: url, timeoutMs, intervalMs: 250 },
  );
}
