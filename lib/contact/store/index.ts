import path from 'node:path';
import { openFleetStore } from './fleet';
import { importOutboxOnce } from './import-outbox';
import { openSqliteStore } from './sqlite';
import type { QueueFsync } from './queue-check';
import type { ContactStore } from './types';

export * from './types';
export { openSqliteStore } from './sqlite';
export { openRedisStore, RedisContactStore, DEFAULT_REDIS_PREFIX } from './redis';
export { FleetContactStore, openFleetStore } from './fleet';
export { importOutboxOnce } from './import-outbox';
export { queueProblems, readQueueSettings, type QueueSettings } from './queue-check';

// On globalThis, because Next.js loads instrumentation and route handlers as separate bundles
// in one process; they should share one connection rather than open one each.
const OPEN_STORES = Symbol.for('matfestival.contact.stores');
type Registry = Map<string, Promise<ContactStore>>;
const registry: Registry =
  ((globalThis as Record<symbol, unknown>)[OPEN_STORES] as Registry) ??
  ((globalThis as Record<symbol, unknown>)[OPEN_STORES] = new Map());

/**
 * The process's store, opened on first use (which also imports an old JSONL outbox once): the
 * fleet's queue on Redis when CONTACT_REDIS_URL or REDIS_URL is set (with CONTACT_DB_FILE as the local spool),
 * else SQLite at CONTACT_DB_FILE. A failed open is not remembered, so a store fixed meanwhile is
 * used on the next request.
 */
export function getContactStore(env: {
  /** The fields of lib/env/contact.ts's ContactEnv the store needs (typed here: no import back). */
  dbFile: string;
  outboxFile: string;
  redisUrl: string | null;
  redisFsync?: QueueFsync;
}): Promise<ContactStore> {
  const dbFile = path.resolve(env.dbFile);
  const key = `${env.redisUrl ?? 'sqlite'} ${env.redisFsync ?? 'always'} ${dbFile}`;
  const existing = registry.get(key);
  if (existing) return existing;
  const opening = (async () => {
    const store = env.redisUrl
      ? await openFleetStore({ redisUrl: env.redisUrl, dbFile, fsync: env.redisFsync })
      : openSqliteStore(dbFile);
    try {
      await importOutboxOnce(store, env.outboxFile);
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  })();
  registry.set(key, opening);
  opening.catch(() => registry.delete(key));
  return opening;
}

/** Closes every store getContactStore opened (and their Redis connections); the next call opens anew. */
export async function closeContactStores(): Promise<void> {
  const opened = [...registry.values()];
  registry.clear();
  await Promise.all(
    opened.map(async (opening) => {
      try {
        await (await opening).close();
      } catch {
        // A store that failed to open has nothing to close.
      }
    }),
  );
}
