import { createHash } from 'node:crypto';
import { redisCommand, type RedisClient } from '@/lib/redis/client';
import { CONTACT_STATUSES } from './types';

// The Lua the Redis contact store (./redis.ts) runs on the server, the keys each script
// touches, and how it is run.

/**
 * Every key shares the `{contact}` hash tag, so on a Redis Cluster they sit in one slot and the
 * scripts (below, which touch several keys) stay atomic.
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

// Deletes a message's record and its Idempotency-Key entry (when it still points at it), and
// with `drop` from the indexes too. Shared by the scripts that delete: REMOVE, PURGE and CAP.
const FORGET = `
local function forget(p, id)
  local key = p .. 'msg:' .. id
  local idem = redis.call('HGET', key, 'idemKey')
  if idem and idem ~= '' and redis.call('GET', p .. 'idem:' .. idem) == id then
    redis.call('DEL', p .. 'idem:' .. idem)
  end
  redis.call('DEL', key)
end
-- A message gone from its record and every index: its status's, the list's and the queue's.
local function drop(p, id, status)
  forget(p, id)
  redis.call('ZREM', p .. 'all', id)
  redis.call('ZREM', p .. 'due', id)
  redis.call('ZREM', p .. 'status:' .. status, id)
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
drop(p, id, current)
return 1
`;

const PURGE = `${FORGET}
local p, status, before = ARGV[1], ARGV[2], ARGV[3]
local ids = redis.call('ZRANGEBYSCORE', p .. 'status:' .. status, '-inf', '(' .. before)
for _, id in ipairs(ids) do drop(p, id, status) end
return #ids
`;

// ARGV: prefix, status, how many of the newest to keep. The oldest beyond them are deleted.
const CAP = `${FORGET}
local p, status, keep = ARGV[1], ARGV[2], tonumber(ARGV[3])
local ids = redis.call('ZRANGE', p .. 'status:' .. status, 0, -keep - 1)
for _, id in ipairs(ids) do drop(p, id, status) end
return #ids
`;

type Script = { source: string; sha: string };
export type ScriptName = keyof typeof SCRIPTS;
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

/** EVALSHA, loading the script on the first NOSCRIPT (a restarted or new Redis). */
export async function runScript<T>(
  client: RedisClient,
  prefix: string,
  which: ScriptName,
  args: (string | number)[],
): Promise<T> {
  const { source, sha } = SCRIPTS[which];
  const strings = args.map(String);
  const keys = declaredKeys(prefix, which, strings);
  const tail = [String(keys.length), ...keys, prefix, ...strings];
  try {
    return await redisCommand<T>(client, ['EVALSHA', sha, ...tail]);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
    return redisCommand<T>(client, ['EVAL', source, ...tail]);
  }
}
