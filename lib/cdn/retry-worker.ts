import { getRedisClient, readRedisUrl } from '@/lib/redis/client';
import { logEvent } from '@/lib/log';
import {
  memoryRetryStore,
  redisRetryStore,
  retryDuePurges,
  type PurgeRetryStore,
} from './retry-queue';
import { processEnv } from '@/lib/env/process-env.mjs';

const STORE = Symbol.for('matfestival.cdn.purgeRetryStore');
const WORKER = Symbol.for('matfestival.cdn.purgeRetryWorker');
const holder = globalThis as Record<symbol, unknown>;

/**
 * The process's store of purges waiting for a retry: on the contact queue's Redis
 * (CONTACT_REDIS_URL, else REDIS_URL), which keeps them through a restart; in memory without one.
 */
export function purgeRetryStore(
  env: Record<string, string | undefined> = processEnv(),
): PurgeRetryStore {
  const existing = holder[STORE] as PurgeRetryStore | undefined;
  if (existing) return existing;
  const url = readRedisUrl(env, 'CONTACT_REDIS_URL') ?? readRedisUrl(env);
  const client = url ? getRedisClient('cdn-purge-retry', { REDIS_URL: url }) : null;
  const store = client ? redisRetryStore(client) : memoryRetryStore();
  holder[STORE] = store;
  return store;
}

/** Checks for due purges every `intervalMs` (once per process, from instrumentation.ts). */
export function startPurgeRetries(
  purge: (tags: string[]) => Promise<{ ok: boolean; error?: string }>,
  intervalMs = 30_000,
): void {
  if (holder[WORKER]) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    retryDuePurges(purgeRetryStore(), purge)
      .catch((error) =>
        logEvent(
          'cdn.purge-retry-failed',
          { error: error instanceof Error ? error.message : String(error) },
          'warn',
        ),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  holder[WORKER] = timer;
}
