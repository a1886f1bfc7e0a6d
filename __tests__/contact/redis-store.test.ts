import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runContactCli } from '@/lib/contact/cli/run';
import { readContactEnv } from '@/lib/env/contact';
import { contactMessageSchema } from '@/lib/contact-message/schema';
import { startContactDelivery } from '@/lib/contact/startup';
import {
  FleetContactStore,
  getContactStore,
  openFleetStore,
  openRedisStore,
  queueProblems,
  readQueueSettings,
  type ContactStore,
} from '@/lib/contact/store';
import { checkContactDelivery } from '@/lib/health/contact-check';
import { handleContactRequest } from '@/lib/contact/submit';
import { deliverDue, startContactWorker } from '@/lib/contact/worker';
import {
  closeRedisClient,
  createRedisClient,
  getRedisClient,
  persistenceProblem,
  readRedisPersistence,
  readRedisUrl,
  redisCommand,
  waitUntilReady,
} from '@/lib/redis/client';
import { contactStoreContract } from '../support/contact-store-contract';
import { json, startStandIn } from '../support/http-stand-in';
import { startRedisServer, type RedisServer } from '../../test-support/redis-server.mjs';
import payload from './fixtures/valid-payload.json';
import { waitUntil } from '../../test-support/wait.mjs';

const message = contactMessageSchema.parse(payload);
let redis: RedisServer;
let dir: string;
let prefix: string;
let tests = 0;
let logLines: string[];
const opened: ContactStore[] = [];

async function openRedis() {
  const client = createRedisClient(redis.url, 'contact-test');
  await waitUntilReady(client, 2000);
  const store = openRedisStore(client, { prefix, ownsClient: true });
  opened.push(store);
  return store;
}

async function openFleet(dbFile = path.join(dir, 'spool.db'), url = redis.url) {
  const store = await openFleetStore({ redisUrl: url, dbFile, prefix });
  opened.push(store);
  return store;
}

const emailsOf = (requests: { body: string }[]) =>
  requests.map(
    (r) =>
      JSON.parse(r.body).fields.find((f: { name: string }) => f.name === 'email').value as string,
  );

function hubspotEnv(url: string) {
  return readContactEnv({
    HUBSPOT_PORTAL_ID: '1',
    HUBSPOT_FORM_GUID: 'form',
    HUBSPOT_API_URL: url,
    CONTACT_RETRY_BASE_MS: '50',
    CONTACT_RETRY_MAX_MS: '200',
    CONTACT_WORKER_INTERVAL_MS: '20',
  });
}

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});
beforeEach(async () => {
  // A fresh key space per test; same hash tag as production, so the scripts see one slot.
  tests += 1;
  prefix = `test${tests}:{contact}:`;
  dir = await mkdtemp(path.join(tmpdir(), 'contact-redis-'));
  logLines = [];
  for (const level of ['info', 'warn', 'error'] as const) {
    jest
      .spyOn(console, level)
      .mockImplementation((...args: unknown[]) => void logLines.push(String(args[0])));
  }
});
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  jest.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe('Redis contact store', () => {
  contactStoreContract(openRedis);
});

describe('Fleet store (Redis, with the local SQLite spool)', () => {
  contactStoreContract(() => openFleet());

  it('keeps messages in Redis while it is up, not in the spool', async () => {
    const fleet = await openFleet();
    const stored = await fleet.accept({ message, context: {} });
    expect(await fleet.redis.get(stored.id)).toMatchObject({ id: stored.id, status: 'pending' });
    expect(await fleet.spool?.list()).toEqual([]);
    expect(fleet.kind).toBe('redis');
  });

  it('keeps one copy of a message whose Redis write timed out but landed: the spool drops its own', async () => {
    const fleet = await openFleet();
    const key = { key: 'k-landed', fingerprint: 'f', ttlMs: 60_000 };
    // The write reached Redis, but its answer did not reach the instance, which spooled it too.
    const landed = await fleet.redis.accept({ message, context: {}, idempotency: key });
    await fleet.spool!.accept({ id: landed.id, message, context: {}, idempotency: key });
    const claimed = await fleet.claimDue('w', { limit: 5, leaseMs: 60_000 });
    expect(claimed.map((m) => m.id)).toEqual([landed.id]);
    expect(await fleet.spool!.get(landed.id)).toBeNull();
    expect(await fleet.redis.get(landed.id)).toMatchObject({ leaseOwner: 'w' });
    expect(
      logLines.some((line) => line.includes('"event":"contact.spool-duplicate-dropped"')),
    ).toBe(true);
  });

  it('answers a key first stored in the spool from the spool, once Redis is back', async () => {
    const fleet = await openFleet();
    const key = { key: 'k-spooled', fingerprint: 'f', ttlMs: 60_000 };
    const spooled = await fleet.spool!.accept({ message, context: {}, idempotency: key });
    const repeat = await fleet.accept({ message, context: {}, idempotency: key });
    expect(repeat.id).toBe(spooled.id);
    expect(await fleet.redis.list()).toEqual([]);
    expect(await fleet.findByIdempotencyKey('k-spooled', 60_000)).toMatchObject({ id: spooled.id });
  });

  it('two worker instances on one Redis deliver each of 60 messages exactly once', async () => {
    const hubspot = await startStandIn((_request, response) =>
      setTimeout(() => json(response, 200, {}), 5),
    );
    try {
      const a = await openFleet(path.join(dir, 'a.db'));
      const b = await openFleet(path.join(dir, 'b.db'));
      const emails = Array.from({ length: 60 }, (_, i) => `fleet-${i}@example.no`);
      for (const [i, email] of emails.entries()) {
        await (i % 2 ? a : b).accept({ message: { ...message, email }, context: {} });
      }
      const env = hubspotEnv(hubspot.url);
      const workers = [
        startContactWorker({ store: a, env }),
        startContactWorker({ store: b, env }),
      ];
      try {
        await waitUntil(async () => (await a.counts()).delivered === 60, {
          what: 'all 60 messages delivered',
        });
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
      }
      const delivered = emailsOf(hubspot.requests);
      expect(delivered).toHaveLength(60);
      expect(new Set(delivered)).toEqual(new Set(emails));
      const byWorker = logLines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.event === 'contact.delivery' && line.outcome === 'delivered');
      expect(byWorker).toHaveLength(60);
    } finally {
      await hubspot.close();
    }
  });

  it('keeps a message in the spool when Redis is down, delivers it from there, and answers 500 only without a spool', async () => {
    const hubspot = await startStandIn((_request, response) => json(response, 200, {}));
    const fleet = await openFleet();
    await redis.crash();
    try {
      const stored = await fleet.accept({
        message: { ...message, email: 'spooled@example.no' },
        context: {},
      });
      expect(await fleet.spool?.get(stored.id)).toMatchObject({ status: 'pending' });
      expect(logLines.some((line) => line.includes('"event":"contact.spooled"'))).toBe(true);
      expect(await deliverDue({ store: fleet, env: hubspotEnv(hubspot.url) })).toEqual({
        delivered: 1,
        retrying: 0,
        dead: 0,
      });
      expect(await fleet.spool?.get(stored.id)).toMatchObject({ status: 'delivered' });
      expect(emailsOf(hubspot.requests)).toEqual(['spooled@example.no']);

      // The visitor's view: 200 while the spool takes it, 500 when nothing can.
      const request = () =>
        new Request('http://localhost/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${tests}` },
          body: JSON.stringify({ ...payload, startedAt: 1000, submittedAt: 9000 }),
        });
      const env = readContactEnv({});
      const rateLimiter = { check: async () => ({ allowed: true as const, retryAfterSeconds: 0 }) };
      const log = () => undefined;
      expect(
        (await handleContactRequest(request(), { env, store: fleet, rateLimiter, log })).status,
      ).toBe(200);
      expect(await fleet.spool?.counts()).toMatchObject({ pending: 1, delivered: 1 });
      const redisOnly = new FleetContactStore(fleet.redis, null);
      const refused = await handleContactRequest(request(), {
        env,
        store: redisOnly,
        rateLimiter,
        log,
      });
      expect(refused).toMatchObject({
        status: 500,
        body: { error: 'The message could not be stored' },
      });
    } finally {
      await redis.start();
      await hubspot.close();
    }
  });

  it('loses nothing acknowledged when Redis is killed and restarted mid-way, and delivers each message once', async () => {
    const hubspot = await startStandIn((_request, response) => json(response, 200, {}));
    try {
      const fleet = await openFleet();
      const env = hubspotEnv(hubspot.url);
      const before = [];
      for (let i = 0; i < 20; i += 1)
        before.push(
          await fleet.accept({
            message: { ...message, email: `before-${i}@example.no` },
            context: {},
          }),
        );
      // A first round of attempts failed, so the retry state must survive as well as the messages.
      const claimed = await fleet.claimDue('w', { limit: 20, leaseMs: 60_000 });
      expect(claimed).toHaveLength(20);
      for (const [i, stored] of claimed.entries())
        await fleet.markFailed(stored.id, `HTTP 503 (${i})`, Date.now() + i);
      const snapshot = await fleet.list();
      expect(snapshot.every((m) => m.attempts === 1 && m.lastError?.startsWith('HTTP 503'))).toBe(
        true,
      );

      await redis.crash();
      const during = await fleet.accept({
        message: { ...message, email: 'during@example.no' },
        context: {},
      });
      await redis.start();
      await waitUntilReady(fleet.redis.client, 5000);

      // Everything acknowledged before the crash is there, exactly as it was.
      expect(await fleet.redis.list()).toEqual(snapshot);
      expect(await fleet.spool?.get(during.id)).toMatchObject({ status: 'pending' });

      const worker = startContactWorker({ store: fleet, env });
      try {
        await waitUntil(async () => (await fleet.counts()).delivered === 21, {
          what: 'all 21 messages delivered',
        });
      } finally {
        await worker.stop();
      }
      const delivered = emailsOf(hubspot.requests);
      expect(delivered.sort()).toEqual(
        [...before.map((m) => m.message.email), 'during@example.no'].sort(),
      );
    } finally {
      await hubspot.close();
    }
  });

  it('serves the staff CLI: list --json, release and show', async () => {
    const hubspot = await startStandIn((_request, response) => json(response, 200, {}));
    try {
      const fleet = await openFleet();
      const spam = await fleet.accept({ message, context: {}, spamReason: 'honeypot' });
      const out: string[] = [];
      const io = { out: (text: string) => out.push(text), err: (text: string) => out.push(text) };
      expect(
        await runContactCli(['list', '--json'], { store: fleet, env: hubspotEnv(hubspot.url) }, io),
      ).toBe(0);
      expect(JSON.parse(out[0])).toEqual([
        expect.objectContaining({
          id: spam.id,
          status: 'quarantined',
          email: message.email,
          attempts: 0,
          lastError: null,
        }),
      ]);
      expect(
        await runContactCli(
          ['release', spam.id],
          { store: fleet, env: hubspotEnv(hubspot.url) },
          io,
        ),
      ).toBe(0);
      expect(hubspot.requests).toHaveLength(1);
      expect((await fleet.redis.get(spam.id))?.status).toBe('delivered');
    } finally {
      await hubspot.close();
    }
  });
});

describe('staff CLI erase and kind on the fleet store', () => {
  it('erases an address from Redis and the spool alike, and lists barrier reports by kind', async () => {
    const fleet = await openFleet();
    const theirs = { ...message, email: 'barriere@example.no' };
    const report = contactMessageSchema.parse({ ...payload, ...theirs, kind: 'accessibility' });
    const inRedis = await fleet.accept({ message: report, context: {} });
    const inSpool = await fleet.spool!.accept({
      message: theirs,
      context: {},
      spamReason: 'honeypot',
    });
    const other = await fleet.accept({ message, context: {} });
    const out: string[] = [];
    const io = { out: (text: string) => out.push(text), err: (text: string) => out.push(text) };
    const env = readContactEnv({});

    expect(
      await runContactCli(['list', '--kind', 'accessibility', '--json'], { store: fleet, env }, io),
    ).toBe(0);
    expect(JSON.parse(out.pop()!)).toEqual([
      expect.objectContaining({
        id: inRedis.id,
        kind: 'accessibility',
        email: 'barriere@example.no',
      }),
    ]);
    expect(await runContactCli(['list', '--kind', 'feedback'], { store: fleet, env }, io)).toBe(2);
    expect(out.pop()).toMatch(/--kind must be one of contact, accessibility/);
    expect(await runContactCli(['erase'], { store: fleet, env }, io)).toBe(2);
    expect(out.pop()).toMatch(/erase needs --email ADDRESS/);

    expect(
      await runContactCli(['erase', '--email', 'BARRIERE@example.no'], { store: fleet, env }, io),
    ).toBe(0);
    expect(out.pop()).toBe(
      'Erased 2 message(s) from BARRIERE@example.no (every status, every store).',
    );
    expect(await fleet.get(inRedis.id)).toBeNull();
    expect(await fleet.get(inSpool.id)).toBeNull();
    expect((await fleet.list()).map((m) => m.id)).toEqual([other.id]);
  });
});

describe('erasure reaches the queue Redis and its append-only file', () => {
  /** Every file under the Redis server's folder that holds `text` (the AOF is a folder of files). */
  async function filesHolding(text: string): Promise<string[]> {
    const found: string[] = [];
    for (const entry of await readdir(redis.dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      if ((await readFile(file)).includes(Buffer.from(text))) found.push(file);
    }
    return found;
  }

  it('deletes every copy of an address, idempotency key included, and rewrites the AOF', async () => {
    const fleet = await openFleet();
    const email = `slett.meg.${tests}@example.no`;
    const theirs = { ...message, email };
    await fleet.accept({
      message: theirs,
      context: {},
      idempotency: { key: `k-${tests}`, fingerprint: 'f', ttlMs: 60_000 },
    });
    const dead = await fleet.accept({ message: theirs, context: {} });
    await fleet.markDead(dead.id, 'HTTP 404');
    await fleet.accept({ message: theirs, context: {}, spamReason: 'honeypot' });
    await fleet.spool!.accept({ message: theirs, context: {} });
    const other = await fleet.accept({ message, context: {} });
    expect(await filesHolding(email)).not.toEqual([]);

    expect(await fleet.erase(email.toUpperCase())).toBe(4);
    expect((await fleet.list()).map((m) => m.id)).toEqual([other.id]);
    expect(await fleet.findByIdempotencyKey(`k-${tests}`, 60_000)).toBeNull();
    expect(await filesHolding(email)).toEqual([]);
  });
});

describe('the quarantine cap', () => {
  it('keeps the newest messages of each store and deletes the oldest', async () => {
    const fleet = await openFleet();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push((await fleet.accept({ message, context: {}, spamReason: 'too-fast' }, 1000 + i)).id);
    const pending = await fleet.accept({ message, context: {} }, 900);
    expect(await fleet.redis.cap({ status: 'quarantined', keep: 2 })).toBe(3);
    expect((await fleet.list({ status: 'quarantined' })).map((m) => m.id)).toEqual(ids.slice(3));
    expect(await fleet.get(pending.id)).not.toBeNull();
    expect(await fleet.redis.cap({ status: 'quarantined', keep: 2 })).toBe(0);
  });
});

describe('the purge of old messages', () => {
  it('deletes the messages of one status received before a time, from every index, and no others', async () => {
    const fleet = await openFleet();
    const old = await fleet.redis.accept({ message, context: {} }, 1000);
    const newer = await fleet.redis.accept({ message, context: {} }, 3000);
    const otherStatus = await fleet.redis.accept(
      { message, context: {}, spamReason: 'honeypot' },
      1000,
    );
    expect(await fleet.redis.purge({ status: 'pending', before: 2000 })).toBe(1);
    expect(await fleet.redis.get(old.id)).toBeNull();
    expect((await fleet.redis.list()).map((m) => m.id).sort()).toEqual(
      [newer.id, otherStatus.id].sort(),
    );
    expect((await fleet.redis.counts()).pending).toBe(1);
    // Gone from the queue too: a worker claiming everything due gets only the newer one.
    const claimed = await fleet.redis.claimDue('worker', { limit: 10, leaseMs: 60_000 }, 10_000);
    expect(claimed.map((m) => m.id)).toEqual([newer.id]);
    expect(await fleet.redis.purge({ status: 'pending', before: 2000 })).toBe(0);
  });
});

describe('Redis persistence check', () => {
  it('accepts appendonly with fsync on every write and names anything weaker', async () => {
    const client = createRedisClient(redis.url, 'contact-test');
    try {
      await waitUntilReady(client, 2000);
      const durable = await readRedisPersistence(client);
      expect(durable).toEqual({ aofEnabled: true, appendfsync: 'always' });
      expect(persistenceProblem(durable)).toBeNull();
      await client.sendCommand(['CONFIG', 'SET', 'appendfsync', 'everysec']);
      expect(persistenceProblem(await readRedisPersistence(client))).toMatch(
        /appendfsync is everysec/,
      );
      expect(persistenceProblem({ aofEnabled: false, appendfsync: 'always' })).toMatch(
        /appendonly is off/,
      );
      expect(persistenceProblem({ aofEnabled: null, appendfsync: null })).toBeNull();
    } finally {
      await client.sendCommand(['CONFIG', 'SET', 'appendfsync', 'always']);
      await closeRedisClient(client);
    }
  });

  it('reads REDIS_URL: unset is no Redis, a bad value fails without repeating it', () => {
    expect(readRedisUrl({})).toBeNull();
    expect(readRedisUrl({ REDIS_URL: ' ' })).toBeNull();
    expect(readRedisUrl({ REDIS_URL: 'rediss://user:pw@cache.example:6380/2' })).toBe(
      'rediss://user:pw@cache.example:6380/2',
    );
    expect(() => readRedisUrl({ REDIS_URL: 'http://user:secret@cache' })).toThrow(
      /Invalid REDIS_URL/,
    );
    expect(() => readRedisUrl({ REDIS_URL: 'http://user:secret@cache' })).not.toThrow(/secret/);
    expect(readContactEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
  });

  it('fails commands at once while Redis is unreachable instead of queueing them', async () => {
    const client = createRedisClient('redis://127.0.0.1:1', 'contact-test');
    try {
      expect(await waitUntilReady(client, 300)).toBe(false);
      await expect(client.sendCommand(['PING'])).rejects.toThrow();
    } finally {
      await closeRedisClient(client);
    }
  });
});

describe('Redis connections', () => {
  it('shares one client per name and REDIS_URL, and none without it', async () => {
    expect(getRedisClient('cache', {})).toBeNull();
    const env = { REDIS_URL: redis.url };
    const client = getRedisClient('cache', env);
    try {
      expect(getRedisClient('cache', env)).toBe(client);
      expect(await waitUntilReady(client!, 2000)).toBe(true);
      expect(await redisCommand(client!, ['PING'])).toBe('PONG');
    } finally {
      await closeRedisClient(client!);
    }
    expect(getRedisClient('cache', env)).not.toBe(client);
    await closeRedisClient(getRedisClient('cache', env)!);
  });

  it('a client closed while it is still connecting stays closed (no socket left holding the process)', async () => {
    const client = createRedisClient(redis.url, 'contact-test');
    await closeRedisClient(client);
    // The counter-signal: a second client to the same server, started after, gets ready; the
    // first, had its connection gone on, would have too.
    const witness = createRedisClient(redis.url, 'contact-test-witness');
    try {
      expect(await waitUntilReady(witness, 5000)).toBe(true);
    } finally {
      await closeRedisClient(witness);
    }
    expect(client.isReady).toBe(false);
    expect(client.isOpen).toBe(false);
  });

  it('says Redis is unreachable when a command cannot be sent', async () => {
    const client = createRedisClient('redis://127.0.0.1:1', 'contact-test');
    try {
      await expect(redisCommand(client, ['PING'])).rejects.toThrow(
        /Redis is unreachable .*check REDIS_URL/,
      );
    } finally {
      await closeRedisClient(client);
    }
  });
});

describe('server start with REDIS_URL', () => {
  it('names the setting when Redis would not keep what it acknowledged, and keeps messages in SQLite', async () => {
    const admin = createRedisClient(redis.url, 'contact-test');
    await waitUntilReady(admin, 2000);
    await admin.sendCommand(['CONFIG', 'SET', 'appendfsync', 'everysec']);
    const env = {
      NODE_ENV: 'test' as const,
      REDIS_URL: redis.url,
      CONTACT_DB_FILE: path.join(dir, 'spool.db'),
      CONTACT_OUTBOX_FILE: path.join(dir, 'outbox.jsonl'),
    };
    const worker = await startContactDelivery(env);
    try {
      expect(worker).not.toBeNull();
      const warning = logLines.find((line) => line.includes('"event":"contact.queue-not-durable"'));
      expect(warning).toMatch(/appendfsync is everysec.*CONTACT_REDIS_FSYNC=everysec/);
      const store = await getContactStore(readContactEnv(env));
      expect(store).toBeInstanceOf(FleetContactStore);
      const stored = await store.accept({ message, context: {} });
      expect(await (store as FleetContactStore).spool?.get(stored.id)).toMatchObject({
        id: stored.id,
      });
      expect(await (store as FleetContactStore).redis.get(stored.id)).toBeNull();
    } finally {
      await worker?.stop();
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('matfestival.contact.worker')];
      await (await getContactStore(readContactEnv(env))).close();
      await admin.sendCommand(['CONFIG', 'SET', 'appendfsync', 'always']);
      await closeRedisClient(admin);
    }
  });
});

describe('the queue is durable or it is not used', () => {
  let admin: ReturnType<typeof createRedisClient>;
  beforeEach(async () => {
    admin = createRedisClient(redis.url, 'contact-test-admin');
    await waitUntilReady(admin, 2000);
  });
  afterEach(async () => {
    await admin.sendCommand(['CONFIG', 'SET', 'maxmemory-policy', 'noeviction']);
    await admin.sendCommand(['CONFIG', 'SET', 'appendfsync', 'always']);
    await closeRedisClient(admin);
  });

  it('reads the settings with CONFIG GET and finds the test server fit', async () => {
    const settings = await readQueueSettings(admin);
    expect(settings).toEqual({
      maxmemoryPolicy: 'noeviction',
      aofEnabled: true,
      appendfsync: 'always',
      readWith: 'config',
    });
    expect(queueProblems(settings)).toEqual([]);
  });

  it('names eviction, a missing AOF and a lax fsync; everysec only when accepted knowingly', () => {
    const base = {
      maxmemoryPolicy: 'noeviction',
      aofEnabled: true,
      appendfsync: 'always',
      readWith: 'config' as const,
    };
    expect(queueProblems({ ...base, maxmemoryPolicy: 'allkeys-lru' })).toEqual([
      expect.stringMatching(/maxmemory-policy is allkeys-lru.*noeviction/),
    ]);
    expect(queueProblems({ ...base, aofEnabled: false })).toEqual([
      expect.stringMatching(/appendonly is no/),
    ]);
    expect(queueProblems({ ...base, appendfsync: 'everysec' })).toEqual([
      expect.stringMatching(/appendfsync is everysec/),
    ]);
    expect(queueProblems({ ...base, appendfsync: 'everysec' }, 'everysec')).toEqual([]);
    expect(queueProblems({ ...base, appendfsync: 'no' }, 'everysec')).toHaveLength(1);
    // INFO (managed Redis that refuses CONFIG) cannot show appendfsync.
    const fromInfo = { ...base, appendfsync: null, readWith: 'info' as const };
    expect(queueProblems(fromInfo)).toHaveLength(1);
    expect(queueProblems(fromInfo, 'everysec')).toEqual([]);
  });

  it('with an evicting Redis, keeps new messages in SQLite and the deep health check says why', async () => {
    await admin.sendCommand(['CONFIG', 'SET', 'maxmemory-policy', 'allkeys-lru']);
    const fleet = await openFleet();
    expect(fleet.queueProblem).toMatch(/maxmemory-policy is allkeys-lru/);
    const stored = await fleet.accept({ message, context: {} });
    expect(await fleet.spool?.get(stored.id)).toMatchObject({ id: stored.id, status: 'pending' });
    expect(await fleet.redis.get(stored.id)).toBeNull();
    expect(logLines.some((line) => line.includes('"event":"contact.queue-not-durable"'))).toBe(
      true,
    );

    const env = { REDIS_URL: redis.url, CONTACT_DB_FILE: path.join(dir, 'health.db') };
    const check = await checkContactDelivery(env);
    expect(check.queue).toEqual({
      state: 'not-durable',
      problem: expect.stringMatching(/maxmemory-policy is allkeys-lru/),
    });
    expect(check.problem).toMatch(/SQLite.*maxmemory-policy is allkeys-lru/);
    await (await getContactStore(readContactEnv(env))).close();
  });

  it('takes the queue back into use once the setting is fixed', async () => {
    await admin.sendCommand(['CONFIG', 'SET', 'maxmemory-policy', 'allkeys-lru']);
    const fleet = await openFleet();
    expect(fleet.queueProblem).not.toBeNull();
    await admin.sendCommand(['CONFIG', 'SET', 'maxmemory-policy', 'noeviction']);
    expect(await fleet.checkQueue()).toBeNull();
    const stored = await fleet.accept({ message, context: {} });
    expect(await fleet.redis.get(stored.id)).toMatchObject({ id: stored.id });
  });

  it('prefers CONTACT_REDIS_URL over REDIS_URL for the queue, and names it when malformed', () => {
    expect(
      readContactEnv({ REDIS_URL: 'redis://cache:6379', CONTACT_REDIS_URL: 'redis://queue:6379' })
        .redisUrl,
    ).toBe('redis://queue:6379');
    expect(readContactEnv({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
    expect(() => readContactEnv({ CONTACT_REDIS_URL: 'http://queue' })).toThrow(
      /CONTACT_REDIS_URL/,
    );
    expect(() => readContactEnv({ CONTACT_REDIS_FSYNC: 'never' })).toThrow(/CONTACT_REDIS_FSYNC/);
  });

  it('drops a queued id whose record is gone instead of recreating it, and logs it', async () => {
    const store = await openRedis();
    const gone = await store.accept({
      message: { ...message, email: 'gone@example.no' },
      context: {},
    });
    const kept = await store.accept({
      message: { ...message, email: 'kept@example.no' },
      context: {},
    });
    // What an eviction does: the record goes, the indexes stay.
    await admin.sendCommand(['DEL', `${prefix}msg:${gone.id}`]);
    const claimed = await store.claimDue('worker-a', { limit: 10, leaseMs: 60_000 });
    expect(claimed.map((claimedMessage) => claimedMessage.id)).toEqual([kept.id]);
    expect(claimed[0].message.email).toBe('kept@example.no');
    expect(await admin.sendCommand(['EXISTS', `${prefix}msg:${gone.id}`])).toBe(0);
    expect(await admin.sendCommand(['ZSCORE', `${prefix}due`, gone.id])).toBeNull();
    expect((await store.list()).map((listed) => listed.id)).toEqual([kept.id]);
    const line = logLines.find((logged) => logged.includes('"event":"contact.record-missing"'));
    expect(line).toContain(gone.id);
  });
});
