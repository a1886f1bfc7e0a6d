import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readContactEnv } from '@/lib/env/contact';
import { nextAttempt, retryDelayMs } from '@/lib/contact/retry-schedule';
import { contactMessageSchema } from '@/lib/contact-message/schema';
import { openSqliteStore, type ContactStore } from '@/lib/contact/store';
import { deliverDue, purgeExpired, startContactWorker } from '@/lib/contact/worker';
import { json, startStandIn } from '../support/http-stand-in';
import payload from './fixtures/valid-payload.json';
import { waitUntil } from '../../test-support/wait.mjs';

type StandIn = Awaited<ReturnType<typeof startStandIn>>;
const message = contactMessageSchema.parse(payload);
let hubspot: StandIn;
let dir: string;
let store: ContactStore;
let logLines: string[];

function env(overrides: Record<string, string> = {}) {
  return readContactEnv({
    HUBSPOT_PORTAL_ID: '1',
    HUBSPOT_FORM_GUID: 'form',
    HUBSPOT_API_URL: hubspot.url,
    CONTACT_RETRY_BASE_MS: '50',
    CONTACT_RETRY_MAX_MS: '200',
    CONTACT_WORKER_INTERVAL_MS: '20',
    ...overrides,
  });
}

const events = (name: string) =>
  logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.event === name);

beforeEach(async () => {
  hubspot = await startStandIn((_request, response) => json(response, 200, {}));
  dir = await mkdtemp(path.join(tmpdir(), 'contact-worker-'));
  store = openSqliteStore(path.join(dir, 'contact.db'));
  logLines = [];
  for (const level of ['info', 'warn', 'error'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logLines.push(String(args[0]));
    });
  }
});
afterEach(async () => {
  jest.restoreAllMocks();
  await hubspot.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('retry schedule', () => {
  it('doubles from the base delay with up to 50 % jitter, capped', () => {
    const schedule = { baseDelayMs: 5000, maxDelayMs: 60_000, giveUpAfterMs: 86_400_000 };
    expect(retryDelayMs(schedule, 1, () => 0)).toBe(5000);
    expect(retryDelayMs(schedule, 1, () => 1)).toBe(7500);
    expect(retryDelayMs(schedule, 3, () => 0)).toBe(20_000);
    expect(retryDelayMs(schedule, 20, () => 1)).toBe(60_000);
  });

  it('gives up once the next attempt would fall past the limit', () => {
    const schedule = { baseDelayMs: 1000, maxDelayMs: 1000, giveUpAfterMs: 10_000 };
    expect(nextAttempt(schedule, { attempts: 1, cycleStartedAt: 0 }, 8000, () => 0)).toEqual({
      giveUp: false,
      at: 9000,
    });
    expect(nextAttempt(schedule, { attempts: 1, cycleStartedAt: 0 }, 9500, () => 0)).toEqual({
      giveUp: true,
    });
  });
});

describe('contact worker', () => {
  it('keeps retrying through 503s with growing waits and delivers each message once', async () => {
    let failures = 4;
    hubspot.respondWith((_request, response) =>
      failures-- > 0 ? json(response, 503, { message: 'down' }) : json(response, 200, {}),
    );
    const stored = await store.accept({ message, context: { hutk: 'abc' } });
    const worker = startContactWorker({ store, env: env() });
    try {
      await waitUntil(async () => (await store.get(stored.id))?.status === 'delivered', {
        what: 'the message to be delivered',
      });
    } finally {
      await worker.stop();
    }
    expect(hubspot.requests).toHaveLength(5);
    expect(JSON.parse(hubspot.requests[4].body).context).toEqual({ hutk: 'abc' });
    expect(await store.get(stored.id)).toMatchObject({ attempts: 5, lastError: null });
    const retries = events('contact.delivery').filter((line) => line.outcome === 'retrying');
    expect(retries).toHaveLength(4);
    expect(logLines.join('\n')).not.toContain(message.email);
  });

  it('marks a message dead after the give-up period with an error log event', async () => {
    hubspot.respondWith((_request, response) => json(response, 503, {}));
    const stored = await store.accept({ message, context: {} });
    const settings = env({ CONTACT_GIVE_UP_AFTER_MS: '300' });
    const worker = startContactWorker({ store, env: settings });
    try {
      await waitUntil(async () => (await store.get(stored.id))?.status === 'dead', {
        what: 'the message to be given up on',
      });
    } finally {
      await worker.stop();
    }
    const dead = events('contact.delivery.dead');
    expect(dead).toEqual([
      expect.objectContaining({
        level: 'error',
        id: stored.id,
        error: expect.stringContaining('HTTP 503'),
      }),
    ]);
    const requests = hubspot.requests.length;
    expect(await deliverDue({ store, env: settings })).toEqual({
      delivered: 0,
      retrying: 0,
      dead: 0,
    });
    expect(hubspot.requests).toHaveLength(requests);
  });

  it('never delivers a quarantined message until it is released', async () => {
    const spam = await store.accept({ message, context: {}, spamReason: 'honeypot' });
    expect(await deliverDue({ store, env: env() })).toEqual({ delivered: 0, retrying: 0, dead: 0 });
    expect(hubspot.requests).toHaveLength(0);
    await store.release(spam.id);
    expect(await deliverDue({ store, env: env() })).toEqual({ delivered: 1, retrying: 0, dead: 0 });
    expect(hubspot.requests).toHaveLength(1);
  });

  it('lets two workers on one file deliver 40 messages exactly once between them', async () => {
    const other = openSqliteStore(path.join(dir, 'contact.db'));
    for (let i = 0; i < 40; i += 1)
      await store.accept({ message: { ...message, email: `n${i}@example.no` }, context: {} });
    const [a, b] = await Promise.all([
      deliverDue({ store, env: env() }),
      deliverDue({ store: other, env: env() }),
    ]);
    await other.close();
    expect(a.delivered + b.delivered).toBe(40);
    const emails = hubspot.requests.map(
      (r) => JSON.parse(r.body).fields.find((f: { name: string }) => f.name === 'email').value,
    );
    expect(new Set(emails).size).toBe(40);
    expect(emails).toHaveLength(40);
  });

  it('does nothing without HubSpot: messages stay pending for staff', async () => {
    await store.accept({ message, context: {} });
    expect(await deliverDue({ store, env: readContactEnv({}) })).toEqual({
      delivered: 0,
      retrying: 0,
      dead: 0,
    });
    expect(await store.counts()).toMatchObject({ pending: 1 });
  });

  it('purges delivered, quarantined and dead messages each after its own period, never pending', async () => {
    const day = 86_400_000;
    const retention = { delivered: 30, quarantined: 14, dead: 90 };
    const at = async (
      status: 'delivered' | 'quarantined' | 'dead' | 'pending',
      lastChange: number,
    ) => {
      const stored = await store.accept(
        {
          message,
          context: {},
          ...(status === 'quarantined' ? { spamReason: 'honeypot' as const } : {}),
        },
        lastChange,
      );
      if (status === 'delivered') await store.markDelivered(stored.id, lastChange);
      if (status === 'dead') await store.markDead(stored.id, 'HTTP 404', lastChange);
      return stored.id;
    };
    const now = 200 * day;
    const expired = [
      await at('delivered', now - 31 * day),
      await at('quarantined', now - 15 * day),
      await at('dead', now - 91 * day),
    ];
    const kept = [
      await at('delivered', now - 29 * day),
      await at('quarantined', now - 13 * day),
      await at('dead', now - 89 * day),
      await at('pending', now - 199 * day),
    ];
    expect(await purgeExpired(store, retention, now)).toBe(expired.length);
    expect((await store.list()).map((m) => m.id).sort()).toEqual(kept.sort());
  });
});
