// @ts-check
// A lock shared by processes on one machine: a directory that names the process holding it.
// mkdir-style creation is atomic, so one process takes it; a lock whose process is gone (killed
// with its run) is taken over. The build workshop holds one across a build; the e2e tests hold one
// while they rewrite the live dataset file, which both Playwright workers edit.
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Takes the lock, or takes over one whose process is gone; false while a live process holds it.
 * The lock dir comes into being with its holder's pid in it (made aside, then renamed into place),
 * so it always names one.
 * @param {string} lockDir
 * @returns {boolean}
 */
export function tryLock(lockDir) {
  const claim = mkdtempSync(`${lockDir}-claim-`);
  writeFileSync(path.join(claim, 'pid'), String(process.pid));
  try {
    renameSync(claim, lockDir);
    return true;
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  } finally {
    rmSync(claim, { recursive: true, force: true });
  }
  let holder;
  try {
    holder = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8'));
  } catch {
    return false; // Released just now: the next try takes it.
  }
  if (isAlive(holder)) return false;
  releaseLock(lockDir);
  return tryLock(lockDir);
}

/**
 * Releases the lock. The dir is renamed aside before it is removed: removed in place, it would be
 * empty for a moment, and another process's claim renamed onto an empty dir takes its place, so
 * the removal would then delete that process's new lock.
 * @param {string} lockDir
 */
export function releaseLock(lockDir) {
  const aside = `${lockDir}-released-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockDir, aside);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return;
    throw error;
  }
  rmSync(aside, { recursive: true, force: true });
}

/** Blocks the thread for `ms` without spinning (a synchronous caller's pause between tries). */
const pauseSync = (/** @type {number} */ ms) =>
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `work` holding the lock, for synchronous work that takes milliseconds (a file rewritten):
 * waits for the holder to release it, trying every `intervalMs`; throws after `timeoutMs`, naming
 * the lock and its holder.
 * @template T
 * @param {string} lockDir
 * @param {() => T} work
 * @param {{ timeoutMs?: number, intervalMs?: number }} [options]
 * @returns {T}
 */
export function withLockSync(lockDir, work, { timeoutMs = 10_000, intervalMs = 5 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (!tryLock(lockDir)) {
    if (Date.now() > deadline) {
      let holder = 'unknown';
      try {
        holder = readFileSync(path.join(lockDir, 'pid'), 'utf8');
      } catch {}
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for the lock ${lockDir} (held by pid ${holder})`,
      );
    }
    pauseSync(intervalMs);
  }
  try {
    return work();
  } finally {
    releaseLock(lockDir);
  }
}
