// A throwaway redis-server on 127.0.0.1 for the check scripts, persisted like production should
// be (append-only file, fsync on every write, no RDB snapshots). Fails when redis-server is missing.
// (__tests__/support/redis-server.ts is the same for Jest.)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './next-site.mjs';

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
    socket.on('close', () => resolve(reply.startsWith('+PONG')));
    socket.on('error', () => resolve(false));
  });
}

export async function startRedisServer() {
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error('redis-server is not installed; install it (Debian: apt-get install -y redis-server).');
  }
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'redis-check-'));
  let child = null;
  const start = async () => {
    let output = '';
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    const deadline = Date.now() + 10_000;
    while (!(await ping(port))) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start:\n${output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const kill = async (signal) => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    crash: () => kill('SIGKILL'),
    stop: async () => {
      await kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
