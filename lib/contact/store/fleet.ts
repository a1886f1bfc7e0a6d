import { randomUUID } from 'node:crypto';
import { logEvent } from '@/lib/log';
import { createRedisClient, waitUntilReady } from '@/lib/redis/client';
import { queueProblems, readQueueSettings, type QueueFsync } from './queue-check';
import { openRedisStore, type RedisContactStore } from './redis';
import { openSqliteStore } from './sqlite';
import type {
  AcceptInput,
  ContactCounts,
  ContactStatus,
  ContactStore,
  StoredMessage,
} from './types';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The store with REDIS_URL: the fleet's shared queue on Redis, and this instance's SQLite file as
 * a spool for the moments Redis cannot take a message.
 *
 * - accept: Redis; if that fails (down, timeout, any error) the message goes to the spool with
 *   the same id, so the visitor still gets an honest 200 (the spool is fsynced). Only when both
 *   fail is the answer 500. A Redis write that timed out but did land can leave a copy in each:
 *   it may then be delivered twice, never lost.
 * - claimDue: the spool first (this instance delivers what it spooled, also while Redis is
 *   down), then Redis.
 * - Operations by id go to the spool when it holds the id, else to Redis.
 * - list, counts and purge cover both; markers (the one-time JSONL import of this instance's
 *   file) live in the spool, since the file is this instance's.
 *
 * Without a usable spool (read-only disk) the store is Redis only: Redis down means 500.
 *
 * The queue is durable or it is not used: while the Redis server would lose what it
 * acknowledged (an eviction policy, no AOF, a lax fsync; ./queue-check.ts) new messages go to
 * the spool, this instance's SQLite store, and `queueProblem` names the setting. Checked when
 * the store opens, whenever the connection comes back, and by the deep health check.
 */
export class FleetContactStore implements ContactStore {
  readonly kind = 'redis' as const;
  /** Why the queue's Redis is not used; null when it is fit, undefined before the first check. */
  queueProblem: string | null | undefined = undefined;

  constructor(
    readonly redis: RedisContactStore,
    readonly spool: ContactStore | null,
    private readonly fsync: QueueFsync = 'always',
  ) {
    redis.client.on('ready', () => void this.checkQueue());
  }

  /** Reads the server's settings again; keeps the last verdict while Redis cannot answer. */
  async checkQueue(): Promise<string | null | undefined> {
    let problem: string | null;
    try {
      const problems = queueProblems(await readQueueSettings(this.redis.client), this.fsync);
      problem = problems.length > 0 ? problems.join('; ') : null;
    } catch {
      return this.queueProblem;
    }
    if (problem && problem !== this.queueProblem) {
      logEvent(
        'contact.queue-not-durable',
        {
          problem,
          action:
            "New contact messages are kept in this instance's SQLite store until the queue's Redis is fixed (docs/operations.md).",
        },
        'error',
      );
    } else if (!problem && this.queueProblem) {
      logEvent('contact.queue-durable', {
        note: 'The queue Redis is fit again; it takes new messages.',
      });
    }
    this.queueProblem = problem;
    return problem;
  }

  private async holder(id: string): Promise<ContactStore> {
    if (this.spool && (await this.spool.get(id))) return this.spool;
    return this.redis;
  }

  async accept(input: AcceptInput, now = Date.now()): Promise<StoredMessage> {
    const withId = { ...input, id: input.id ?? randomUUID() };
    // A key first seen while Redis was down is in the spool: its repeat is answered from there.
    const key = input.idempotency;
    const spooled = key && (await this.spool?.findByIdempotencyKey(key.key, key.ttlMs, now));
    if (spooled) return spooled;
    if (this.queueProblem === undefined && this.redis.client.isReady) await this.checkQueue();
    if (this.queueProblem && this.spool) return this.spool.accept(withId, now);
    try {
      return await this.redis.accept(withId, now);
    } catch (error) {
      if (!this.spool)
        throw new Error(
          `Redis could not store the message and there is no local spool: ${errorText(error)}`,
        );
      const stored = await this.spool.accept(withId, now);
      logEvent(
        'contact.spooled',
        { id: stored.id, error: `Redis could not store the message: ${errorText(error)}` },
        'warn',
      );
      return stored;
    }
  }

  /**
   * The spool's claimed messages that Redis does not hold too. A Redis write that timed out but
   * did land leaves the same message (same id, same Idempotency-Key) in both: the spool's copy
   * is dropped and the queue's is delivered. While Redis cannot be asked, the spool's copy goes
   * out (docs/contact.md says when that can send one twice).
   */
  private async notInRedis(claimed: StoredMessage[]): Promise<StoredMessage[]> {
    if (claimed.length === 0 || !this.spool || !this.redis.client.isReady) return claimed;
    const kept: StoredMessage[] = [];
    for (const message of claimed) {
      let twin: StoredMessage | null;
      try {
        twin = await this.redis.get(message.id);
      } catch {
        kept.push(message);
        continue;
      }
      if (!twin) {
        kept.push(message);
        continue;
      }
      await this.spool.remove(message.id);
      logEvent('contact.spool-duplicate-dropped', {
        id: message.id,
        note: "Redis stored this message although its write had failed here; the spool's copy is dropped and the queue's is delivered.",
      });
    }
    return kept;
  }

  async claimDue(owner: string, options: { limit: number; leaseMs: number }, now = Date.now()) {
    const local = this.spool
      ? await this.notInRedis(await this.spool.claimDue(owner, options, now))
      : [];
    if (local.length >= options.limit) return local;
    try {
      return [
        ...local,
        ...(await this.redis.claimDue(
          owner,
          { ...options, limit: options.limit - local.length },
          now,
        )),
      ];
    } catch (error) {
      // Redis is down: the client logs that (every 30 s at most); the spool's messages still go out.
      if (!this.redis.client.isReady) return local;
      // Anything else is a fault worth an error line (the worker logs it when nothing was claimed).
      if (local.length === 0) throw error;
      logEvent(
        'contact.worker-failed',
        { error: `Claiming from Redis failed: ${errorText(error)}` },
        'error',
      );
      return local;
    }
  }

  async markDelivered(id: string, now = Date.now(), owner?: string) {
    return (await this.holder(id)).markDelivered(id, now, owner);
  }

  async markFailed(
    id: string,
    error: string,
    nextAttemptAt: number,
    now = Date.now(),
    owner?: string,
  ) {
    return (await this.holder(id)).markFailed(id, error, nextAttemptAt, now, owner);
  }

  async markDead(id: string, error: string, now = Date.now(), owner?: string) {
    return (await this.holder(id)).markDead(id, error, now, owner);
  }

  async release(id: string, now = Date.now()) {
    return (await this.holder(id)).release(id, now);
  }

  async retry(id: string, now = Date.now()) {
    return (await this.holder(id)).retry(id, now);
  }

  async remove(id: string) {
    return (await this.holder(id)).remove(id);
  }

  async get(id: string) {
    return (await this.spool?.get(id)) ?? this.redis.get(id);
  }

  async findByIdempotencyKey(key: string, ttlMs: number, now = Date.now()) {
    return (
      (await this.spool?.findByIdempotencyKey(key, ttlMs, now)) ??
      this.redis.findByIdempotencyKey(key, ttlMs, now)
    );
  }

  async list(filter: { status?: ContactStatus } = {}) {
    const [local, shared] = await Promise.all([
      this.spool?.list(filter) ?? [],
      this.redis.list(filter),
    ]);
    return [...local, ...shared].sort(
      (a, b) => a.receivedAt - b.receivedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  }

  async counts() {
    const shared = await this.redis.counts();
    if (!this.spool) return shared;
    const local = await this.spool.counts();
    return Object.fromEntries(
      Object.entries(shared).map(([status, n]) => [status, n + local[status as ContactStatus]]),
    ) as ContactCounts;
  }

  async erase(email: string) {
    return (await this.redis.erase(email)) + ((await this.spool?.erase(email)) ?? 0);
  }

  /** Each store keeps its own newest `keep`: the spool is this instance's, the queue the fleet's. */
  async cap(options: { status: ContactStatus; keep: number }) {
    return (await this.redis.cap(options)) + ((await this.spool?.cap(options)) ?? 0);
  }

  async purge(options: { status: ContactStatus; before: number }) {
    return (await this.redis.purge(options)) + ((await this.spool?.purge(options)) ?? 0);
  }

  async hasMarker(key: string) {
    return (this.spool ?? this.redis).hasMarker(key);
  }

  async setMarker(key: string, value: string) {
    return (this.spool ?? this.redis).setMarker(key, value);
  }

  async close() {
    await Promise.all([this.redis.close(), this.spool?.close()]);
  }
}

/**
 * The fleet store for REDIS_URL, with CONTACT_DB_FILE as the spool. Waits up to the connect
 * timeout for Redis and opens anyway when it is down (messages then go to the spool until it is
 * back). A spool that cannot be opened is logged and left out.
 */
export async function openFleetStore(options: {
  redisUrl: string;
  dbFile: string;
  prefix?: string;
  fsync?: QueueFsync;
}): Promise<FleetContactStore> {
  const client = createRedisClient(options.redisUrl, 'contact-store');
  await waitUntilReady(client);
  let spool: ContactStore | null = null;
  try {
    spool = openSqliteStore(options.dbFile);
  } catch (error) {
    logEvent(
      'contact.spool-unavailable',
      {
        error: `${errorText(error)} Without it, a message that arrives while Redis is down is answered 500.`,
      },
      'warn',
    );
  }
  const store = new FleetContactStore(
    openRedisStore(client, { prefix: options.prefix, ownsClient: true }),
    spool,
    options.fsync,
  );
  await store.checkQueue();
  return store;
}
