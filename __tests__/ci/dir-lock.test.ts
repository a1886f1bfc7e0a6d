import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withLockSync } from '../../test-support/dir-lock.mjs';

// The lock the e2e tests' dataset edits take (e2e/support/publishing.ts): two Playwright workers
// read, change and rewrite one file. Here two real processes do the same to a counter file, each
// many times, as fast as they can: with the lock no increment is lost.
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dir-lock-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const LOCK_MODULE = path.resolve('test-support/dir-lock.mjs');

/** A process that reads the counter, adds one and writes it back `times` times under the lock. */
function incrementer(counter: string, lock: string, times: number) {
  const script = `
    import { readFileSync, writeFileSync } from 'node:fs';
    const { withLockSync } = await import(${JSON.stringify(LOCK_MODULE)});
    for (let i = 0; i < ${times}; i += 1)
      withLockSync(${JSON.stringify(lock)}, () => {
        const value = Number(readFileSync(${JSON.stringify(counter)}, 'utf8'));
        writeFileSync(${JSON.stringify(counter)}, String(value + 1));
      });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<void>((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`incrementer exited ${code}: ${stderr}`)),
    ),
  );
}

it('two processes editing one file under the lock lose no edit', async () => {
  const counter = path.join(root, 'counter');
  const lock = `${counter}.lock`;
  writeFileSync(counter, '0');
  await Promise.all([incrementer(counter, lock, 300), incrementer(counter, lock, 300)]);
  expect(readFileSync(counter, 'utf8')).toBe('600');
  expect(existsSync(lock)).toBe(false);
});

it('releases the lock when the work throws, and passes the error on', () => {
  const lock = path.join(root, 'file.lock');
  expect(() =>
    withLockSync(lock, () => {
      throw new Error('the edit failed');
    }),
  ).toThrow('the edit failed');
  expect(existsSync(lock)).toBe(false);
  expect(withLockSync(lock, () => 'next edit')).toBe('next edit');
});

it('names the holder when a live process keeps the lock, and takes over once it is gone', async () => {
  const lock = path.join(root, 'file.lock');
  const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60000)']);
  try {
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), String(holder.pid));
    expect(() => withLockSync(lock, () => 'edited', { timeoutMs: 100 })).toThrow(
      new RegExp(`waiting for the lock .*file\\.lock \\(held by pid ${holder.pid}\\)`),
    );

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(withLockSync(lock, () => 'edited')).toBe('edited');
    expect(existsSync(lock)).toBe(false);
  } finally {
    holder.kill('SIGKILL');
  }
});
