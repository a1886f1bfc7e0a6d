/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../test-support/free-port.mjs';
import { waitUntil } from '../../test-support/wait.mjs';

// deploy/varnish/start.sh, the Varnish container's entrypoint, on Debian's varnishd: the app
// container "app1" is recreated on a new address (here 127.0.0.1 → 127.0.0.2, same port) and
// Varnish follows it, for visitors and for the purge ACL, without a restart. Host names are
// looked up by a stand-in of getent reading a file the test rewrites (RESOLVE).
const TOKEN = 'follow-token';
let dir: string;
let hostsFile: string;
let varnish: ChildProcess;
let varnishPort: number;
let output = '';
const servers: Server[] = [];

function origin(name: string, host: string, port = 0): Promise<number> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
    response.end(name);
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port)),
  );
}

/** Both app names resolve to `address` from now on (written whole, as DNS answers). */
function setHosts(address: string) {
  writeFileSync(`${hostsFile}.tmp`, `app1 ${address}\napp2 ${address}\n`);
  renameSync(`${hostsFile}.tmp`, hostsFile);
}

async function answer(): Promise<string> {
  try {
    const response = await fetch(`http://127.0.0.1:${varnishPort}/api/health`, {
      signal: AbortSignal.timeout(2000),
    });
    return `${response.status} ${await response.text()}`;
  } catch (error) {
    return String(error);
  }
}

function purgeFrom(localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: varnishPort,
        path: '/side',
        method: 'PURGE',
        localAddress,
        headers: { 'x-purge-token': TOKEN },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'varnish-follow-'));
  hostsFile = path.join(dir, 'hosts');
  const resolver = path.join(dir, 'resolve.sh');
  writeFileSync(resolver, `awk -v h="$1" '$1 == h { print $2; exit }' ${hostsFile}\n`);
  const port = await origin('old container', '127.0.0.1');
  await origin('recreated container', '127.0.0.2', port);
  setHosts('127.0.0.1');
  varnishPort = await freePort();
  varnish = spawn('sh', [path.resolve('deploy/varnish/start.sh')], {
    env: {
      ...process.env,
      CDN_PURGE_TOKEN: TOKEN,
      APP_PORT: String(port),
      LISTEN: `127.0.0.1:${varnishPort}`,
      VARNISH_SIZE: '16m',
      WORK: path.join(dir, 'work'),
      RESOLVE: `sh ${resolver}`,
      FOLLOW_INTERVAL: '1',
      VARNISHD: process.env.VARNISHD_BIN ?? '/usr/sbin/varnishd',
      VARNISHD_ARGS: '-j none',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  varnish.stdout?.on('data', (chunk) => (output += String(chunk)));
  varnish.stderr?.on('data', (chunk) => (output += String(chunk)));
  // The director sends traffic once its probe saw the backend healthy (every 5 s).
  await waitUntil(async () => (await answer()) === '200 old container', {
    what: `Varnish to answer through app1 (${output.slice(-500)})`,
    timeoutMs: 30_000,
    intervalMs: 250,
  });
}, 60_000);

afterAll(async () => {
  if (varnish?.pid) {
    try {
      process.kill(-varnish.pid, 'SIGKILL');
    } catch {
      // Gone.
    }
  }
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

describe('deploy/varnish/start.sh', () => {
  it('follows a recreated app container to its new address, for visitors and purges, without a restart', async () => {
    expect(await purgeFrom('127.0.0.1')).toBe(200);
    expect(await purgeFrom('127.0.0.2')).toBe(405);
    // The container is recreated: the name now resolves to another address.
    setHosts('127.0.0.2');
    await waitUntil(async () => (await answer()) === '200 recreated container', {
      what: `Varnish to answer from the recreated container (${output.slice(-500)})`,
      timeoutMs: 30_000,
      intervalMs: 250,
    });
    expect(output).toMatch(/follow-backends: reloaded with app1=127\.0\.0\.2 app2=127\.0\.0\.2/);
    expect(await purgeFrom('127.0.0.2')).toBe(200);
    expect(varnish.exitCode).toBeNull();
  }, 60_000);
});
