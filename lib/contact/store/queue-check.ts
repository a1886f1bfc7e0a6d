import { redisCommand, type RedisClient } from '@/lib/redis/client';

/** What decides whether the queue's Redis keeps what it acknowledged; null = could not be read. */
export type QueueSettings = {
  maxmemoryPolicy: string | null;
  aofEnabled: boolean | null;
  appendfsync: string | null;
  /** CONFIG GET, or INFO where a managed Redis refuses CONFIG. */
  readWith: 'config' | 'info';
};

// CONTACT_REDIS_FSYNC, read in lib/env/contact.ts.
export type { QueueFsync } from '@/lib/env/contact';
import type { QueueFsync } from '@/lib/env/contact';

async function configValue(client: RedisClient, name: string): Promise<string | null> {
  // A map in RESP3 (an object here), [name, value] in RESP2.
  const reply = await redisCommand<string[] | Record<string, string>>(client, [
    'CONFIG',
    'GET',
    name,
  ]);
  const value = Array.isArray(reply) ? reply[1] : reply[name];
  return value === undefined ? null : String(value);
}

const infoField = (info: string, field: string) =>
  new RegExp(`^${field}:(.*)$`, 'm').exec(info)?.[1]?.trim() ?? null;

/** Reads the settings with CONFIG GET, else INFO; throws when Redis answers neither (unreachable). */
export async function readQueueSettings(client: RedisClient): Promise<QueueSettings> {
  try {
    const [maxmemoryPolicy, appendonly, appendfsync] = [
      await configValue(client, 'maxmemory-policy'),
      await configValue(client, 'appendonly'),
      await configValue(client, 'appendfsync'),
    ];
    return {
      maxmemoryPolicy,
      aofEnabled: appendonly === null ? null : appendonly === 'yes',
      appendfsync,
      readWith: 'config',
    };
  } catch (error) {
    if (!client.isReady) throw error;
  }
  const memory = String(await redisCommand(client, ['INFO', 'memory']));
  const persistence = String(await redisCommand(client, ['INFO', 'persistence']));
  const aof = infoField(persistence, 'aof_enabled');
  return {
    maxmemoryPolicy: infoField(memory, 'maxmemory_policy'),
    aofEnabled: aof === null ? null : aof === '1',
    // INFO does not show the fsync policy.
    appendfsync: null,
    readWith: 'info',
  };
}

/**
 * Every setting that lets the queue's Redis lose a message it answered for, named the way an
 * operator fixes it; empty when the server is fit to hold the queue.
 */
export function queueProblems(settings: QueueSettings, fsync: QueueFsync = 'always'): string[] {
  const problems: string[] = [];
  const { maxmemoryPolicy, aofEnabled, appendfsync } = settings;
  if (maxmemoryPolicy !== 'noeviction') {
    problems.push(
      maxmemoryPolicy === null
        ? 'maxmemory-policy could not be read (the queue needs noeviction)'
        : `maxmemory-policy is ${maxmemoryPolicy} (the queue needs noeviction: eviction deletes messages)`,
    );
  }
  if (aofEnabled !== true) {
    problems.push(
      aofEnabled === null
        ? 'appendonly could not be read (the queue needs appendonly yes)'
        : 'appendonly is no (the queue needs appendonly yes: a restart loses every message)',
    );
  }
  const allowed = fsync === 'everysec' ? ['always', 'everysec'] : ['always'];
  if (aofEnabled === true && !(appendfsync !== null && allowed.includes(appendfsync))) {
    // INFO cannot show appendfsync: only an operator who accepts everysec may skip the check.
    if (!(appendfsync === null && fsync === 'everysec')) {
      problems.push(
        `appendfsync is ${appendfsync ?? 'unknown (CONFIG GET refused)'} (the queue needs always, or everysec with CONTACT_REDIS_FSYNC=everysec set knowingly)`,
      );
    }
  }
  return problems;
}
