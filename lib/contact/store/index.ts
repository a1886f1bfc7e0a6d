import path from 'node:path';
import type { ContactEnv } from '../env';
import { importOutboxOnce } from './import-outbox';
import { openSqliteStore } from './sqlite';
import type { ContactStore } from './types';

export * from './types';
export { openSqliteStore } from './sqlite';
export { importOutboxOnce } from './import-outbox';

// On globalThis, because Next.js loads instrumentation and route handlers as separate bundles
// in one process; they should share one connection rather than open one each.
const OPEN_STORES = Symbol.for('matfestival.contact.stores');
type Registry = Map<string, Promise<ContactStore>>;
const registry: Registry = ((globalThis as Record<symbol, unknown>)[OPEN_STORES] as Registry) ??
  ((globalThis as Record<symbol, unknown>)[OPEN_STORES] = new Map());

/**
 * The process's store for CONTACT_DB_FILE, opened on first use (which also imports an old JSONL
 * outbox once). A failed open is not remembered, so a store fixed meanwhile is used on the next request.
 */
export function getContactStore(env: Pick<ContactEnv, 'dbFile' | 'outboxFile'>): Promise<ContactStore> {
  const key = path.resolve(env.dbFile);
  const existing = registry.get(key);
  if (existing) return existing;
  const opening = (async () => {
    const store = openSqliteStore(key);
    await importOutboxOnce(store, env.outboxFile);
    return store;
  })();
  registry.set(key, opening);
  opening.catch(() => registry.delete(key));
  return opening;
}
