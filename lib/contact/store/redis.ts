import { randomUUID } from 'node:crypto';
import { logEvent } from '@/lib/log';
import { closeRedisClient, redisCommand, type RedisClient } from '@/lib/redis/client';
import { rewriteAppendOnlyFile } from './aof-rewrite';
import {
  CONTACT_STATUSES,
  ContactStoreError,
  type AcceptInput,
  type ContactCounts,
  type ContactStatus,
  type ContactStore,
  type StoredMessage,
} from './types';
import { DEFAULT_REDIS_PREFIX, runScript, type ScriptName } from './redis-scripts';
import { CLEAR_LEASE, pairs, toMessage, type Doc } from './redis-records';

export { DEFAULT_REDIS_PREFIX };
import {
  RESCHEDULE_FROM,
  rescheduleRefused,
  type RescheduleAction,
  type RescheduleRefusal,
} from './reschedule';

export type RedisStoreOptions = {
  prefix?: string;
  /** Closes the client with the store (the CLI); the server's shared client stays open. */
  ownsClient?: boolean;
};

/** The contact store on Redis: one queue for the whole fleet. */
export function openRedisStore(
  client: RedisClient,
  options: RedisStoreOptions = {},
): RedisContactStore {
  return new RedisContactStore(
    client,
    options.prefix ?? DEFAULT_REDIS_PREFIX,
    options.ownsClient ?? false,
  );
}

export class RedisContactStore implements ContactStore {
  readonly kind = 'redis' as const;

  constructor(
    readonly client: RedisClient,
    private readonly prefix: string,
    private readonly ownsClient: boolean,
  ) {}

  private key(id: string) {
    return `${this.prefix}msg:${id}`;
  }

  private run<T>(which: ScriptName, args: (string | number)[]): Promise<T> {
    return runScript<T>(this.client, this.prefix, which, args);
  }

  private async require(id: string): Promise<StoredMessage> {
    const message = await this.get(id);
    if (!message) throw new ContactStoreError(`No contact message with id ${id}.`);
    return message;
  }

  async accept(input: AcceptInput, now = Date.now()): Promise<StoredMessage> {
    const id = input.id ?? randomUUID();
    const quarantined = input.spamReason !== undefined;
    const doc: Doc = {
      message: input.message,
      context: input.context,
      spamReason: input.spamReason ?? null,
    };
    const holder = await this.run<string>('accept', [
      id,
      quarantined ? 'quarantined' : 'pending',
      input.receivedAt ?? now,
      now,
      quarantined ? '' : now,
      input.lease?.owner ?? '',
      input.lease ? now + input.lease.ms : '',
      JSON.stringify(doc),
      input.idempotency?.key ?? '',
      input.idempotency?.fingerprint ?? '',
      input.idempotency?.ttlMs ?? '',
    ]);
    return this.require(String(holder));
  }

  async claimDue(
    owner: string,
    { limit, leaseMs }: { limit: number; leaseMs: number },
    now = Date.now(),
  ) {
    const [claimed, missing] = await this.run<[[string, string[]][], string[]]>('claim', [
      owner,
      now,
      now + leaseMs,
      limit,
    ]);
    if (missing.length > 0) {
      logEvent(
        'contact.record-missing',
        {
          ids: missing,
          problem:
            "Queued ids whose message record is gone were dropped from the queue (deleted by hand, or evicted: the queue's Redis needs maxmemory-policy noeviction)",
        },
        'error',
      );
    }
    return claimed.map(([id, reply]) => toMessage(id, pairs(reply)));
  }

  private async transition(
    id: string,
    change: {
      from: ContactStatus[];
      to: ContactStatus;
      attempts: number;
      due: number | '';
      leaseFree?: boolean;
      /** Made only under this worker's lease. */
      owner?: string;
      set: (string | number)[];
    },
    now: number,
  ): Promise<string> {
    return this.run<string>('transition', [
      id,
      now,
      change.from.join(','),
      change.to,
      change.attempts,
      change.due,
      change.leaseFree ? '1' : '0',
      change.owner ?? '',
      ...change.set,
    ]);
  }

  async markDelivered(id: string, now = Date.now(), owner?: string) {
    const result = await this.transition(
      id,
      {
        from: ['pending'],
        to: 'delivered',
        attempts: 1,
        due: '',
        owner,
        set: ['lastError', '', 'deliveredAt', now, 'nextAttemptAt', '', ...CLEAR_LEASE],
      },
      now,
    );
    return result === 'ok';
  }

  async markFailed(
    id: string,
    error: string,
    nextAttemptAt: number,
    now = Date.now(),
    owner?: string,
  ) {
    await this.transition(
      id,
      {
        from: ['pending'],
        to: 'pending',
        attempts: 1,
        due: nextAttemptAt,
        owner,
        set: ['lastError', error, 'nextAttemptAt', nextAttemptAt, ...CLEAR_LEASE],
      },
      now,
    );
  }

  async markDead(id: string, error: string, now = Date.now(), owner?: string) {
    await this.transition(
      id,
      {
        from: ['pending'],
        to: 'dead',
        attempts: 1,
        due: '',
        owner,
        set: ['lastError', error, 'nextAttemptAt', '', ...CLEAR_LEASE],
      },
      now,
    );
  }

  private async reschedule(id: string, action: RescheduleAction, now: number) {
    const result = await this.transition(
      id,
      {
        from: RESCHEDULE_FROM[action],
        to: 'pending',
        attempts: 0,
        due: now,
        leaseFree: true,
        set: ['nextAttemptAt', now, 'cycleStartedAt', now, ...CLEAR_LEASE],
      },
      now,
    );
    if (result !== 'ok') throw rescheduleRefused(id, action, result as RescheduleRefusal);
    return this.require(id);
  }

  async release(id: string, now = Date.now()) {
    return this.reschedule(id, 'release', now);
  }

  async retry(id: string, now = Date.now()) {
    return this.reschedule(id, 'retry', now);
  }

  async remove(id: string) {
    await this.run('remove', [id]);
  }

  async get(id: string) {
    const fields = pairs(
      await redisCommand<string[] | Record<string, string>>(this.client, ['HGETALL', this.key(id)]),
    );
    return Object.keys(fields).length === 0 ? null : toMessage(id, fields);
  }

  async findByIdempotencyKey(key: string, ttlMs: number, now = Date.now()) {
    // The key's entry expires with its time (PX at accept); the receivedAt check covers a
    // shorter time asked for now.
    const id = await redisCommand<string | null>(this.client, ['GET', `${this.prefix}idem:${key}`]);
    const message = id ? await this.get(id) : null;
    return message && message.receivedAt > now - ttlMs ? message : null;
  }

  async list(filter: { status?: ContactStatus } = {}) {
    const index = filter.status ? `status:${filter.status}` : 'all';
    const ids = await redisCommand<string[]>(this.client, [
      'ZRANGE',
      `${this.prefix}${index}`,
      '0',
      '-1',
    ]);
    const messages: StoredMessage[] = [];
    // A message purged between the two reads is simply left out.
    for (const id of ids) {
      const message = await this.get(id);
      if (message && (!filter.status || message.status === filter.status)) messages.push(message);
    }
    return messages.sort(
      (a, b) => a.receivedAt - b.receivedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  }

  async counts() {
    const counts = Object.fromEntries(CONTACT_STATUSES.map((s) => [s, 0])) as ContactCounts;
    for (const status of CONTACT_STATUSES) {
      counts[status] = Number(
        await redisCommand(this.client, ['ZCARD', `${this.prefix}status:${status}`]),
      );
    }
    return counts;
  }

  async erase(email: string) {
    const wanted = email.trim().toLowerCase();
    let erased = 0;
    // Erasure requests are rare and the queue is small, so a scan of every message is fine.
    for (const stored of await this.list()) {
      if (stored.message.email.toLowerCase() !== wanted) continue;
      await this.remove(stored.id);
      erased += 1;
    }
    // Deleted keys stay readable in the append-only file until it is rewritten.
    await rewriteAppendOnlyFile(this.client);
    return erased;
  }

  async cap({ status, keep }: { status: ContactStatus; keep: number }) {
    return Number(await this.run('cap', [status, keep]));
  }

  async purge({ status, before }: { status: ContactStatus; before: number }) {
    return Number(await this.run('purge', [status, before]));
  }

  async hasMarker(key: string) {
    return Number(await redisCommand(this.client, ['HEXISTS', `${this.prefix}meta`, key])) === 1;
  }

  async setMarker(key: string, value: string) {
    await redisCommand(this.client, ['HSET', `${this.prefix}meta`, key, value]);
  }

  async close() {
    if (this.ownsClient) await closeRedisClient(this.client);
  }
}
