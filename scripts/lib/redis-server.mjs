// Debian's redis-server on a free port for tests: no persistence, no config file, stopped by
// the caller. REDIS_SERVER_BIN overrides the binary.
import { spawn } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

const BIN = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function answersPing(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.setTimeout(500);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * @param {{ port?: number }} [options] a fixed port lets a test restart Redis where clients expect it
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startRedis({ port } = {}) {
  const chosen = port ?? (await freePort());
  const child = spawn(
    BIN,
    [
      '--port',
      String(chosen),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = [];
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(chosen))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `redis-server (${BIN}) did not start on port ${chosen}:\n${output.join('').slice(-2000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
