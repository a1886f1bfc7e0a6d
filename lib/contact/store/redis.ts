import { createHash, randomUUID } from 'node:crypto';
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
import {
  RESCHEDULE_FROM,
  rescheduleRefused,
  type RescheduleAction,
  type RescheduleRefusal,
} from './reschedule';

/**
 * Every key shares the `{contact}` hash tag, so on a Redis Cluster they sit in one slot and the
 * scripts below (which touch several keys) stay atomic.
 */
export const DEFAULT_REDIS_PREFIX = 'matfestival:{contact}:';

// Layout, under the prefix:
//   msg:<id>          hash: doc (the immutable part as JSON) + one field per mutable column
//   due               sorted set of pending ids, score = when a worker may take it next:
//                     max(nextAttemptAt, leaseUntil). Claiming moves the score to the lease's end,
//                     so a claim is one ZRANGEBYSCORE + ZADD inside a script, atomic across the fleet.
//   all               sorted set of every id by receivedAt (list order)
//   status:<status>   sorted set of ids by updatedAt (counts, purge)
//   meta              hash of one-time markers
// Each script runs atomically on the server: no other instance sees a half-done change.

// Returns the id of the message that holds the message's Idempotency-Key when one arrived within
// the key's time (nothing is stored then), else the id given. The key's entry also expires on
// its own after that time.
const ACCEPT = `
local p, id, idem = ARGV[1], ARGV[2], ARGV[10]
if idem ~= '' then
  local holder = redis.call('GET', p .. 'idem:' .. idem)
  local since = holder and tonumber(redis.call('HGET', p .. 'msg:' .. holder, 'receivedAt'))
  if since and since > tonumber(ARGV[5]) - tonumber(ARGV[12]) then return holder end
end
local key = p .. 'msg:' .. id
if redis.call('EXISTS', key) == 1 then return id end
local status, receivedAt, now, nextAt, leaseUntil = ARGV[3], ARGV[4], ARGV[5], ARGV[6], ARGV[8]
redis.call('HSET', key, 'doc', ARGV[9], 'status', status, 'receivedAt', receivedAt,
  'attempts', 0, 'lastError', '', 'nextAttemptAt', nextAt, 'cycleStartedAt', now,
  'deliveredAt', '', 'updatedAt', now, 'leaseOwner', ARGV[7], 'leaseUntil', leaseUntil,
  'idemKey', idem, 'idemFingerprint', ARGV[11])
if idem ~= '' then redis.call('SET', p .. 'idem:' .. idem, id, 'PX', ARGV[12]) end
redis.call('ZADD', p .. 'all', receivedAt, id)
redis.call('ZADD', p .. 'status:' .. status, now, id)
if status == 'pending' then
  local score = tonumber(nextAt)
  local lease = tonumber(leaseUntil)
  if lease and lease > score then score = lease end
  redis.call('ZADD', p .. 'due', score, id)
end
return id
`;

// Deletes a message's record and its Idempotency-Key entry (when it still points at it).
// Shared by the scripts that delete: REMOVE and PURGE.
const FORGET = `
local function forget(p, id)
  local key = p .. 'msg:' .. id
  local idem = redis.call('HGET', key, 'idemKey')
  if idem and idem ~= '' and redis.call('GET', p .. 'idem:' .. idem) == id then
    redis.call('DEL', p .. 'idem:' .. idem)
  end
  redis.call('DEL', key)
end
`;

// An id whose record is gone (deleted by hand, or evicted by a Redis that was not set up for
// the queue) is dropped from the indexes and returned apart, never recreated as a partial record.
const CLAIM = `
local p, owner, now, leaseUntil = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local ids = redis.call('ZRANGEBYSCORE', p .. 'due', '-inf', now, 'LIMIT', 0, tonumber(ARGV[5]))
local claimed, missing = {}, {}
for _, id in ipairs(ids) do
  local key = p .. 'msg:' .. id
  if redis.call('EXISTS', key) == 0 then
    redis.call('ZREM', p .. 'due', id)
    redis.call('ZREM', p .. 'all', id)
    redis.call('ZREM', p .. 'status:pending', id)
    missing[#missing + 1] = id
  else
    redis.call('HSET', key, 'leaseOwner', owner, 'leaseUntil', leaseUntil)
    redis.call('ZADD', p .. 'due', leaseUntil, id)
    claimed[#claimed + 1] = { id, redis.call('HGETALL', key) }
  end
end
return { claimed, missing }
`;

// ARGV: prefix, id, now, allowed statuses (comma separated), new status, attempts increment,
// due score ('' = not due), '1' to refuse while a lease holds, the lease owner the change is
// made under ('' = any), then field/value pairs to set.
// Returns 'missing', 'leased', 'not-owner', the current status when it is not allowed, or 'ok'.
const TRANSITION = `
local p, id, now = ARGV[1], ARGV[2], ARGV[3]
local key = p .. 'msg:' .. id
local current = redis.call('HGET', key, 'status')
if not current then return 'missing' end
if not string.find(',' .. ARGV[4] .. ',', ',' .. current .. ',', 1, true) then return current end
if ARGV[8] == '1' then
  local lease = tonumber(redis.call('HGET', key, 'leaseUntil'))
  if lease and lease > tonumber(now) then return 'leased' end
end
if ARGV[9] ~= '' and redis.call('HGET', key, 'leaseOwner') ~= ARGV[9] then return 'not-owner' end
local fields = {}
for i = 10, #ARGV do fields[#fields + 1] = ARGV[i] end
redis.call('HSET', key, 'status', ARGV[5], 'updatedAt', now, unpack(fields))
if ARGV[6] ~= '0' then redis.call('HINCRBY', key, 'attempts', tonumber(ARGV[6])) end
redis.call('ZREM', p .. 'status:' .. current, id)
redis.call('ZADD', p .. 'status:' .. ARGV[5], now, id)
if ARGV[7] == '' then redis.call('ZREM', p .. 'due', id) else redis.call('ZADD', p .. 'due', ARGV[7], id) end
return 'ok'
`;

const REMOVE = `${FORGET}
local p, id = ARGV[1], ARGV[2]
local key = p .. 'msg:' .. id
local current = redis.call('HGET', key, 'status')
if not current then return 0 end
forget(p, id)
redis.call('ZREM', p .. 'all', id)
redis.call('ZREM', p .. 'due', id)
redis.call('ZREM', p .. 'status:' .. current, id)
return 1
`;

const PURGE = `${FORGET}
local p, status, before = ARGV[1], ARGV[2], ARGV[3]
local ids = redis.call('ZRANGEBYSCORE', p .. 'status:' .. status, '-inf', '(' .. before)
for _, id in ipairs(ids) do
  forget(p, id)
  redis.call('ZREM', p .. 'all', id)
  redis.call('ZREM', p .. 'due', id)
  redis.call('ZREM', p .. 'status:' .. status, id)
end
return #ids
`;

// ARGV: prefix, status, how many of the newest to keep. The oldest beyond them are deleted.
const CAP = `${FORGET}
local p, status, keep = ARGV[1], ARGV[2], tonumber(ARGV[3])
local ids = redis.call('ZRANGE', p .. 'status:' .. status, 0, -keep - 1)
for _, id in ipairs(ids) do
  forget(p, id)
  redis.call('ZREM', p .. 'all', id)
  redis.call('ZREM', p .. 'due', id)
  redis.call('ZREM', p .. 'status:' .. status, id)
end
return #ids
`;

type Script = { source: string; sha: string };
type ScriptName = keyof typeof SCRIPTS;
const script = (source: string): Script => ({
  source,
  sha: createHash('sha1').update(source).digest('hex'),
});
const SCRIPTS = {
  accept: script(ACCEPT),
  claim: script(CLAIM),
  transition: script(TRANSITION),
  remove: script(REMOVE),
  purge: script(PURGE),
  cap: script(CAP),
};

/**
 * The keys each script touches that are known before it runs, declared as KEYS (ARGV[2] of
 * accept, transition and remove is the message id). Every key shares the `{contact}` hash
 * tag, so a Redis Cluster routes the script to the one slot that holds them all; only the
 * message records that claim and purge find while they run cannot be named up front (they are
 * in that same slot).
 */
function declaredKeys(prefix: string, which: ScriptName, args: string[]): string[] {
  const statuses = CONTACT_STATUSES.map((status) => `${prefix}status:${status}`);
  const indexes = [`${prefix}all`, `${prefix}due`, ...statuses];
  switch (which) {
    case 'accept':
      return [
        `${prefix}msg:${args[0]}`,
        ...(args[8] ? [`${prefix}idem:${args[8]}`] : []),
        ...indexes,
      ];
    case 'transition':
    case 'remove':
      return [`${prefix}msg:${args[0]}`, ...indexes];
    default:
      return indexes;
  }
}

const CLEAR_LEASE = ['leaseOwner', '', 'leaseUntil', ''];

/** The immutable part of a message, stored as one JSON field. */
type Doc = Pick<StoredMessage, 'message' | 'context' | 'spamReason'>;

function toMessage(id: string, fields: Record<string, string>): StoredMessage {
  const num = (value: string | undefined) =>
    value === undefined || value === '' ? null : Number(value);
  const doc = JSON.parse(fields.doc) as Doc;
  return {
    id,
    status: fields.status as ContactStatus,
    receivedAt: Number(fields.receivedAt),
    message: doc.message,
    context: doc.context,
    spamReason: doc.spamReason,
    attempts: Number(fields.attempts),
    lastError: fields.lastError ? fields.lastError : null,
    nextAttemptAt: num(fields.nextAttemptAt),
    cycleStartedAt: Number(fields.cycleStartedAt),
    deliveredAt: num(fields.deliveredAt),
    updatedAt: Number(fields.updatedAt),
    leaseOwner: fields.leaseOwner ? fields.leaseOwner : null,
    leaseUntil: num(fields.leaseUntil),
    idempotency: fields.idemKey
      ? { key: fields.idemKey, fingerprint: fields.idemFingerprint ?? '' }
      : null,
  };
}

/**
 * A hash as an object: HGETALL answers [field, value, …] in RESP2 (and inside scripts) and a map
 * in RESP3, which node-redis gives as an object.
 */
function pairs(reply: string[] | Record<string, string>): Record<string, string> {
  if (!Array.isArray(reply)) return { ...reply };
  const fields: Record<string, string> = {};
  for (let i = 0; i + 1 < reply.length; i += 2) fields[String(reply[i])] = String(reply[i + 1]);
  return fields;
}

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

  /** EVALSHA, loading the script on the first NOSCRIPT (a restarted or new Redis). */
  private async run<T>(which: ScriptName, args: (string | number)[]): Promise<T> {
    const { source, sha } = SCRIPTS[which];
    const strings = args.map(String);
    const keys = declaredKeys(this.prefix, which, strings);
    const tail = [String(keys.length), ...keys, this.prefix, ...strings];
    try {
      return await redisCommand<T>(this.client, ['EVALSHA', sha, ...tail]);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redisCommand<T>(this.client, ['EVAL', source, ...tail]);
    }
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
