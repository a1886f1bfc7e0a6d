/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { banPagesOnStart } from '@/lib/cdn/ban-on-start';
import { fileBanRecord, redisBanRecord } from '@/lib/cdn/ban-record';
import { closeRedisClient, createRedisClient } from '@/lib/redis/client';
import { startRedisServer, type RedisServer } from '../../test-support/redis-server.mjs';
import { startStandIn } from '../support/http-stand-in';

// Once per build: the first instance of a new build bans the CDN, a restart of that build (or a
// second instance of it) does not. A stand-in of Cloudflare's API on 127.0.0.1 counts the
// purge_everything requests it gets (Node's HTTP server does not parse Varnish's BAN method; the
// Varnish test, __tests__/fleet/varnish.test.ts, sends a real one).
let cdn: Awaited<ReturnType<typeof startStandIn>>;
let cdnStatus = 200;
let dir: string;

beforeAll(async () => {
  cdn = await startStandIn((request, response) => {
    response.writeHead(cdnStatus, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: cdnStatus === 200 }));
  });
});
afterAll(() => cdn.close());
beforeEach(() => {
  cdnStatus = 200;
  cdn.requests.length = 0;
  dir = mkdtempSync(path.join(tmpdir(), 'ban-record-'));
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const cloudflareEnv = () => ({
  CDN_PURGE_PROVIDER: 'cloudflare',
  CLOUDFLARE_ZONE_ID: 'zone',
  CLOUDFLARE_API_TOKEN: 'cf-token',
  CLOUDFLARE_API_URL: cdn.url,
});
const bans = () =>
  cdn.requests.filter((request) => request.body.includes('"purge_everything":true')).length;
const serving = async () => true;

describe('the ban on start, with one instance (a file record)', () => {
  const start = (buildId: string) =>
    banPagesOnStart(cloudflareEnv(), {
      buildId,
      record: fileBanRecord(path.join(dir, 'cdn-banned-builds.json')),
      retryDelaysMs: [],
      serving,
    });

  it('bans once for a new build (Cloudflare: purge_everything), never on a restart of it; again for the next build', async () => {
    expect(await start('build-a')).toBe(true);
    expect(await start('build-a')).toBe(true);
    expect(await start('build-a')).toBe(true);
    expect(bans()).toBe(1);
    expect(await start('build-b')).toBe(true);
    expect(bans()).toBe(2);
  });

  it('a ban that failed is tried again by the next start of the same build', async () => {
    cdnStatus = 503;
    expect(await start('build-d')).toBe(false);
    cdnStatus = 200;
    expect(await start('build-d')).toBe(true);
    expect(await start('build-d')).toBe(true);
    expect(bans()).toBe(2);
  });

  it('bans only once the instance serves, and not at all if it never does', async () => {
    const order: string[] = [];
    const record = fileBanRecord(path.join(dir, 'cdn-banned-builds.json'));
    expect(
      await banPagesOnStart(cloudflareEnv(), {
        buildId: 'build-e',
        record,
        retryDelaysMs: [],
        serving: async () => {
          order.push(`serving (bans so far: ${bans()})`);
          return true;
        },
      }),
    ).toBe(true);
    expect(order).toEqual(['serving (bans so far: 0)']);
    expect(bans()).toBe(1);
    expect(
      await banPagesOnStart(cloudflareEnv(), {
        buildId: 'build-f',
        record,
        retryDelaysMs: [],
        serving: async () => false,
      }),
    ).toBe(false);
    expect(bans()).toBe(1);
  });
});

describe('the ban on start, in a fleet (a Redis record)', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  }, 30_000);
  afterAll(() => redis?.stop());

  it('of two instances of one new build starting together, exactly one bans; their restarts none', async () => {
    const clients = [createRedisClient(redis.url, 'a'), createRedisClient(redis.url, 'b')];
    try {
      const start = (index: number) =>
        banPagesOnStart(cloudflareEnv(), {
          buildId: 'build-fleet',
          record: redisBanRecord(clients[index], 'test:cdn:banned-builds'),
          retryDelaysMs: [],
          serving,
        });
      expect(await Promise.all([start(0), start(1)])).toEqual([true, true]);
      expect(bans()).toBe(1);
      // A rolling deploy's restarts of the same build, one at a time.
      expect(await start(0)).toBe(true);
      expect(await start(1)).toBe(true);
      expect(bans()).toBe(1);
    } finally {
      await Promise.all(clients.map((client) => closeRedisClient(client)));
    }
  });

  it('bans nothing while the record cannot be read, and logs why', async () => {
    const client = createRedisClient('redis://127.0.0.1:1', 'unreachable');
    const errors: string[] = [];
    jest.spyOn(console, 'error').mockImplementation((line: unknown) => {
      errors.push(String(line));
    });
    try {
      expect(
        await banPagesOnStart(cloudflareEnv(), {
          buildId: 'build-unknown',
          record: redisBanRecord(client, 'test:cdn:banned-builds'),
          retryDelaysMs: [],
          serving,
        }),
      ).toBe(false);
    } finally {
      await closeRedisClient(client);
    }
    expect(bans()).toBe(0);
    expect(errors.join('\n')).toMatch(/"event":"cdn.ban-on-start".*Redis is not reachable/);
  });
});
