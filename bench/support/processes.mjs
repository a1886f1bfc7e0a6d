// Child processes for the bench: every server and build runs in its own process group so
// it can be stopped with everything it spawned, by its id, and nothing outlives the run.
import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { waitUntil } from '../../test-support/wait.mjs';

const running = new Set();

function stopGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Starts a command detached in its own process group; output goes to `logFile`. */
export function startProcess(
  command,
  args,
  { env = process.env, cwd = process.cwd(), logFile } = {},
) {
  const child = spawn(command, args, {
    env,
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (logFile) {
    const log = createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  } else {
    child.stdout.resume();
    child.stderr.resume();
  }
  return adopt(child);
}

/** Tracks a child started elsewhere (in its own process group), so stopAll() stops it too. */
export function adopt(child) {
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}

/** SIGTERM to the whole group, SIGKILL after a grace period. */
export async function stopProcess(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  stopGroup(child, 'SIGTERM');
  const timer = setTimeout(() => stopGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // Workers that ignored SIGTERM but share the group.
  stopGroup(child, 'SIGKILL');
}

export async function stopAll() {
  await Promise.all([...running].map((child) => stopProcess(child)));
}

/** Sum of the resident memory of every process in a process group, from /proc. */
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
 * Runs a command to completion and measures wall time and the peak resident memory of its
 * whole process tree (Next builds fork workers, so one process's maxrss would undercount).
 */
export function measureCommand(command, args, options = {}) {
  const started = performance.now();
  const child = startProcess(command, args, options);
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, groupRssBytes(child.pid));
  };
  const sampler = setInterval(sample, 200);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearInterval(sampler);
      resolve({ code, ms: performance.now() - started, peakRssBytes: peak });
    });
  });
}

/** Polls until the URL answers (any status below 500) or the child dies. */
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
