import 'server-only';
import { createClient } from 'redis';
import { logEvent } from '@/lib/log';
import { redisClientOptions, redisUrl } from './options.mjs';

export type AppRedisClient = ReturnType<typeof createClient>;

type Holder = { url: string; client: AppRedisClient; lastErrorLoggedAt: number };

// One client per process, shared by every caller; kept on globalThis so Next's separate route
// bundles share it too.
const globalKey = Symbol.for('matfestival.redis-client');
type WithHolder = typeof globalThis & { [globalKey]?: Holder };

/** Errors while Redis is down repeat every reconnect attempt; log one line per 30 s. */
const ERROR_LOG_INTERVAL_MS = 30_000;

/**
 * The shared Redis client when REDIS_URL is set, else undefined. Connects in the background:
 * callers must treat every command as fallible (it fails fast while Redis is unreachable).
 */
export function getRedisClient(
  env: Record<string, string | undefined> = process.env,
): AppRedisClient | undefined {
  const url = redisUrl(env);
  if (!url) return undefined;
  const holderScope = globalThis as WithHolder;
  const existing = holderScope[globalKey];
  if (existing && existing.url === url) return existing.client;
  const client = createClient(redisClientOptions(url));
  const holder: Holder = { url, client, lastErrorLoggedAt: 0 };
  client.on('error', (error: unknown) => {
    const now = Date.now();
    if (now - holder.lastErrorLoggedAt < ERROR_LOG_INTERVAL_MS) return;
    holder.lastErrorLoggedAt = now;
    logEvent(
      'redis.error',
      { error: error instanceof Error ? error.message : String(error) },
      'warn',
    );
  });
  client.connect().catch(() => {
    // The error listener logged it; the reconnect strategy keeps trying.
  });
  holderScope[globalKey] = holder;
  return client;
}

export type RedisCheck =
  | { state: 'not-configured' }
  | { state: 'ok'; latencyMs: number }
  | { state: 'down'; problem: string };

/** A PING within the command timeout; for the deep health check. */
export async function checkRedis(
  env: Record<string, string | undefined> = process.env,
): Promise<RedisCheck> {
  const client = getRedisClient(env);
  if (!client) return { state: 'not-configured' };
  const started = Date.now();
  if (!client.isReady) return { state: 'down', problem: 'not connected' };
  try {
    await client.ping();
    return { state: 'ok', latencyMs: Date.now() - started };
  } catch (error) {
    return { state: 'down', problem: error instanceof Error ? error.message : String(error) };
  }
}

/** Closes the shared client (tests, shutdown); the next getRedisClient() makes a new one. */
export async function closeRedisClient(): Promise<void> {
  const holderScope = globalThis as WithHolder;
  const holder = holderScope[globalKey];
  if (!holder) return;
  holderScope[globalKey] = undefined;
  holder.client.destroy();
}
