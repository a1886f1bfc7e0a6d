import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { redisCommand, waitUntilReady, type RedisClient } from '@/lib/redis/client';

/**
 * Which builds have had their edge ban (lib/cdn/ban-on-start.ts), so a build bans the CDN once:
 * the first instance of a new build claims it, every later start of that build finds it taken.
 */
export type BanRecord = {
  /** True when this call claimed the build (nobody banned for it before); rejects when unsure. */
  claim(buildId: string): Promise<boolean>;
  /** Gives back a claim whose ban failed, so the next start of that build tries again. */
  release(buildId: string): Promise<void>;
  /** Where the record lives, for logs. */
  where: string;
};

/**
 * A fleet's record: one Redis set for every instance (SADD answers 1 to exactly one of them).
 * The key sits beside the cache keys but names no build, so pruning old builds leaves it.
 */
export function redisBanRecord(client: RedisClient, key: string): BanRecord {
  const ready = async () => {
    if (!(await waitUntilReady(client))) throw new Error('Redis is not reachable');
  };
  return {
    where: `redis ${key}`,
    async claim(buildId) {
      await ready();
      return Number(await redisCommand(client, ['SADD', key, buildId])) === 1;
    },
    async release(buildId) {
      await ready();
      await redisCommand(client, ['SREM', key, buildId]);
    },
  };
}

function readIds(file: string): string[] {
  try {
    const ids: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // No file yet, or a torn one: claiming again costs one ban, never a skewed edge.
    return [];
  }
}

/** At most this many builds are remembered on disk; a build older than that never restarts. */
const KEPT_IDS = 50;

/** One instance's record: a JSON list of build ids in a file on its persistent volume. */
export function fileBanRecord(file: string): BanRecord {
  const write = (ids: string[]) => {
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(ids.slice(-KEPT_IDS)));
    renameSync(temporary, file);
  };
  return {
    where: `file ${file}`,
    async claim(buildId) {
      const ids = readIds(file);
      if (ids.includes(buildId)) return false;
      write([...ids, buildId]);
      return true;
    },
    async release(buildId) {
      write(readIds(file).filter((id) => id !== buildId));
    },
  };
}
