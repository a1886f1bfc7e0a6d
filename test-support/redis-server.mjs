// A throwaway redis-server on 127.0.0.1 for the check scripts and tests, persisted like production
// should be (append-only file, fsync on every write, no RDB snapshots). Fails with an install hint
// when redis-server is missing (fails, never skips). REDIS_SERVER_BIN overrides the binary. Used by
// the Jest store and cache tests, the production checks and the benchmarks alike.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const BIN = process.env.REDIS_SERVER_BIN ?? 'redis-server';

function ping(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    let reply = '';
    socket.setTimeout(500, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      reply += data.toString();
      if (reply.includes('\r\n')) socket.end();
    });
    // A server with its default user off answers NOAUTH: it is up all the same.
    socket.on('close', () => resolve(/^(\+PONG|-NOAUTH)/.test(reply)));
    socket.on('error', () => resolve(false));
  });
}

/**
 * @param {{ port?: number, args?: string[] }} [options] a fixed port lets a test start Redis
 *   again where clients expect it (after `stop`); by default a free one. `args` are added to the
 *   command line (a later setting wins: `--maxmemory-policy allkeys-lru` makes a cache of it).
 * @returns {Promise<{ url: string, port: number, dir: string, start: () => Promise<void>, crash: () => Promise<void>, pause: () => void, resume: () => void, stop: () => Promise<void> }>}
 */
export async function startRedisServer({ port, args = [] } = {}) {
  const probe = spawnSync(BIN, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `redis-server (${BIN}) is not installed; install it (Debian: apt-get install -y redis-server).`,
    );
  }
  const chosen = port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-check-'));
  let child = null;
  const start = async () => {
    let output = '';
    // prettier-ignore
    child = spawn(BIN, ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    const deadline = Date.now() + 10_000;
    while (!(await ping(chosen))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`redis-server did not start on port ${chosen}:\n${output.slice(-2000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const kill = async (signal) => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // A paused server must run again to act on SIGTERM.
    running.kill('SIGCONT');
    running.kill(signal);
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    dir,
    start,
    crash: () => kill('SIGKILL'),
    /** Freezes the server (SIGSTOP): connections stay open, nothing answers. */
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    stop: async () => {
      await kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
