import { randomUUID } from 'node:crypto';
import { nextAttempt } from '@/lib/contact/retry-schedule';
import { logEvent } from '@/lib/log';
import { redisCommand, type RedisClient } from '@/lib/redis/client';

/** A purge that failed every immediate attempt, waiting to be sent again. */
export type PurgeRetry = {
  id: string;
  tags: string[];
  firstFailedAt: number;
  attempts: number;
  nextAt: number;
  lastError: string;
};

/** Where waiting purges are kept: the contact queue's Redis (survives a restart), else memory. */
export type PurgeRetryStore = {
  readonly durable: boolean;
  save(entry: PurgeRetry): Promise<void>;
  due(now: number, limit: number): Promise<PurgeRetry[]>;
  remove(id: string): Promise<void>;
  summary(): Promise<{ waiting: number; oldestFailedAt: number | null }>;
};

/** One minute, doubling to an hour, given up after 25 h: a CDN outage of a day is covered. */
export const PURGE_RETRY_SCHEDULE = {
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 25 * 60 * 60_000,
} as const;

export function memoryRetryStore(): PurgeRetryStore {
  const entries = new Map<string, PurgeRetry>();
  return {
    durable: false,
    async save(entry) {
      entries.set(entry.id, { ...entry });
    },
    async due(now, limit) {
      return [...entries.values()]
        .filter((entry) => entry.nextAt <= now)
        .sort((a, b) => a.nextAt - b.nextAt)
        .slice(0, limit)
        .map((entry) => ({ ...entry }));
    },
    async remove(id) {
      entries.delete(id);
    },
    async summary() {
      const all = [...entries.values()];
      return {
        waiting: all.length,
        oldestFailedAt: all.length ? Math.min(...all.map((entry) => entry.firstFailedAt)) : null,
      };
    },
  };
}

/** A sorted set of ids by next attempt and a hash of entries, under the `{cdn}` hash tag. */
export function redisRetryStore(
  client: RedisClient,
  prefix = 'matfestival:{cdn}:purge-retry:',
): PurgeRetryStore {
  const due = `${prefix}due`;
  const entries = `${prefix}entries`;
  return {
    durable: true,
    async save(entry) {
      await redisCommand(client, ['HSET', entries, entry.id, JSON.stringify(entry)]);
      await redisCommand(client, ['ZADD', due, String(entry.nextAt), entry.id]);
    },
    async due(now, limit) {
      const ids = await redisCommand<string[]>(client, [
        'ZRANGEBYSCORE',
        due,
        '-inf',
        String(now),
        'LIMIT',
        '0',
        String(limit),
      ]);
      const found: PurgeRetry[] = [];
      for (const id of ids) {
        const raw = await redisCommand<string | null>(client, ['HGET', entries, id]);
        if (raw) found.push(JSON.parse(raw) as PurgeRetry);
        else await redisCommand(client, ['ZREM', due, id]);
      }
      return found;
    },
    async remove(id) {
      await redisCommand(client, ['ZREM', due, id]);
      await redisCommand(client, ['HDEL', entries, id]);
    },
    async summary() {
      const values = await redisCommand<string[]>(client, ['HVALS', entries]);
      const firsts = values.map((raw) => (JSON.parse(raw) as PurgeRetry).firstFailedAt);
      return { waiting: firsts.length, oldestFailedAt: firsts.length ? Math.min(...firsts) : null };
    },
  };
}

/** Keeps a purge that failed its immediate attempts, to be retried by retryDuePurges. */
export async function enqueuePurgeRetry(
  store: PurgeRetryStore,
  tags: string[],
  error: string,
  now = Date.now(),
  random = Math.random,
): Promise<PurgeRetry> {
  const entry: PurgeRetry = {
    id: randomUUID(),
    tags,
    firstFailedAt: now,
    attempts: 1,
    nextAt: 0,
    lastError: error,
  };
  const next = nextAttempt(PURGE_RETRY_SCHEDULE, { attempts: 0, cycleStartedAt: now }, now, random);
  entry.nextAt = next.giveUp ? now : next.at;
  await store.save(entry);
  return entry;
}

/**
 * Sends every due purge again: a success leaves the queue, a failure waits longer (backoff), and
 * one that still fails after PURGE_RETRY_SCHEDULE.giveUpAfterMs is dropped with a
 * `cdn.purge-gave-up` error line. Resolves to how many were sent.
 */
export async function retryDuePurges(
  store: PurgeRetryStore,
  purge: (tags: string[]) => Promise<{ ok: boolean; error?: string }>,
  now = Date.now(),
  random = Math.random,
): Promise<number> {
  const entries = await store.due(now, 20);
  for (const entry of entries) {
    const result = await purge(entry.tags);
    if (result.ok) {
      await store.remove(entry.id);
      logEvent('cdn.purge-retried', { tags: entry.tags, attempts: entry.attempts + 1 });
      continue;
    }
    const next = nextAttempt(
      PURGE_RETRY_SCHEDULE,
      { attempts: entry.attempts, cycleStartedAt: entry.firstFailedAt },
      now,
      random,
    );
    if (next.giveUp) {
      await store.remove(entry.id);
      logEvent(
        'cdn.purge-gave-up',
        {
          tags: entry.tags,
          attempts: entry.attempts + 1,
          firstFailedAt: new Date(entry.firstFailedAt).toISOString(),
          error: result.error ?? entry.lastError,
          action:
            'The edge may serve these pages old until their lifetime ends: purge them by hand',
        },
        'error',
      );
      continue;
    }
    await store.save({
      ...entry,
      attempts: entry.attempts + 1,
      nextAt: next.at,
      lastError: result.error ?? entry.lastError,
    });
  }
  return entries.length;
}
