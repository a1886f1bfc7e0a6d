// @ts-check
// A throwaway redis-server on 127.0.0.1 for the check scripts and tests, persisted like production
// should be (append-only file, fsync on every write, no RDB snapshots). Fails with an install hint
// when redis-server is missing (fails, never skips). REDIS_SERVER_BIN overrides the binary. Used by
// the Jest store and cache tests, the production checks and the benchmarks alike.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { startProcess } from './processes.mjs';
import { waitUntil } from './wait.mjs';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
/**
 * @typedef {object} RedisServer
 * @property {string} url
 * @property {number} port
 * @property {string} dir its private data folder (the AOF lives here); deleted by `stop`
 * @property {() => Promise<void>} start starts it again on the same port and data folder, and
 *   waits until it answers
 * @property {() => Promise<void>} crash kills it without warning (SIGKILL: no shutdown save, no
 *   final fsync)
 * @property {() => void} pause freezes it (SIGSTOP): connections stay open, nothing answers
 * @property {() => void} resume
 * @property {() => Promise<void>} stop stops it and deletes its data folder
 */

const BIN = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
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
 * @returns {Promise<RedisServer>}
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
  /** @type {ChildProcess | null} */
  let child = null;
  const start = async () => {
    // In this process's group, stopped by its own pid (pause and resume signal it alone).
    // prettier-ignore
    const started = startProcess(BIN, ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir, ...args], { detached: false });
    const server = started.child;
    child = server;
    await waitUntil(
      async () => {
        if (server.exitCode !== null) throw new Error('redis-server exited');
        return ping(chosen);
      },
      { what: `redis-server to answer on port ${chosen}`, timeoutMs: 10_000, intervalMs: 50 },
    ).catch(() => {
      server.kill('SIGKILL');
      throw new Error(
        `redis-server did not start on port ${chosen}:\n${started.output.join('').slice(-2000)}`,
      );
    });
  };
  /** @param {NodeJS.Signals} signal */
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
