/**
 * @jest-environment node
 */
import { createRedisClient, closeRedisClient, waitUntilReady } from '@/lib/redis/client';
import {
  enqueuePurgeRetry,
  memoryRetryStore,
  PURGE_RETRY_SCHEDULE,
  redisRetryStore,
  retryDuePurges,
} from '@/lib/cdn/retry-queue';
import { purgeCdnForTags } from '@/lib/cdn/purge';
import { startRedisServer, type RedisServer } from '../../test-support/redis-server.mjs';

const HOUR = 60 * 60_000;
const noJitter = () => 0;
let logs: string[];

beforeEach(() => {
  logs = [];
  for (const level of ['info', 'warn', 'error'] as const)
    jest
      .spyOn(console, level)
      .mockImplementation((...args: unknown[]) => void logs.push(String(args[0])));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the purge retry schedule (fake timers)', () => {
  it('retries after a minute, doubling to an hour, and gives up only after 24 h', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-27T12:00:00Z') });
    const store = memoryRetryStore();
    const sent: number[] = [];
    const failing = async () => {
      sent.push(Date.now());
      return { ok: false, error: 'HTTP 503' };
    };
    const start = Date.now();
    await enqueuePurgeRetry(store, ['page:a'], 'HTTP 503', start, noJitter);
    // Every minute, ask the queue, as the worker does.
    while ((await store.summary()).waiting > 0 && Date.now() - start < 30 * HOUR) {
      jest.advanceTimersByTime(60_000);
      await retryDuePurges(store, failing, Date.now(), noJitter);
    }
    const gaps = sent.map((at, i) => at - (i === 0 ? start : sent[i - 1]));
    expect(gaps.slice(0, 4)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(Math.max(...gaps)).toBe(PURGE_RETRY_SCHEDULE.maxDelayMs);
    const last = sent[sent.length - 1];
    expect(last - start).toBeGreaterThanOrEqual(24 * HOUR);
    expect((await store.summary()).waiting).toBe(0);
    const gaveUp = logs.filter((line) => line.includes('"event":"cdn.purge-gave-up"'));
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0]).toContain('page:a');
  });

  it('leaves the queue at the first success', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-27T12:00:00Z') });
    const store = memoryRetryStore();
    await enqueuePurgeRetry(store, ['menu:m'], 'timeout', Date.now(), noJitter);
    jest.advanceTimersByTime(60_000);
    expect(await retryDuePurges(store, async () => ({ ok: true }), Date.now(), noJitter)).toBe(1);
    expect(await store.summary()).toEqual({ waiting: 0, oldestFailedAt: null });
  });
});

describe('a purge that fails every attempt', () => {
  it('goes to the retry queue, once', async () => {
    const store = memoryRetryStore();
    const ok = await purgeCdnForTags(['page:x'], {
      env: {
        CDN_PURGE_PROVIDER: 'varnish',
        CDN_PURGE_URL: 'http://127.0.0.1:9',
        CDN_PURGE_TOKEN: 't',
      },
      retryDelaysMs: [],
      retryStore: store,
    });
    expect(ok).toBe(false);
    expect((await store.summary()).waiting).toBe(1);
    const [entry] = await store.due(Date.now() + HOUR, 10);
    expect(entry.tags).toEqual(['page:x']);
  });
});

describe('the retry queue on the queue Redis', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => redis.stop());

  it('survives a restart of the app and a crash of Redis', async () => {
    const first = createRedisClient(redis.url, 'purge-retry-test');
    await waitUntilReady(first, 2000);
    const now = Date.now();
    await enqueuePurgeRetry(redisRetryStore(first), ['page:b'], 'HTTP 500', now, noJitter);
    await closeRedisClient(first);
    await redis.crash();
    await redis.start();
    // A new process: a new connection and store.
    const second = createRedisClient(redis.url, 'purge-retry-test');
    await waitUntilReady(second, 2000);
    try {
      const store = redisRetryStore(second);
      expect((await store.summary()).waiting).toBe(1);
      expect(await store.due(now, 10)).toEqual([]);
      const [due] = await store.due(now + 60_000, 10);
      expect(due).toMatchObject({ tags: ['page:b'], attempts: 1, lastError: 'HTTP 500' });
      await retryDuePurges(store, async () => ({ ok: true }), now + 60_000);
      expect((await store.summary()).waiting).toBe(0);
    } finally {
      await closeRedisClient(second);
    }
  });
});
