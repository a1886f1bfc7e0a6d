import { createClient } from 'redis';
import { logEvent } from '@/lib/log';
import { processEnv } from '@/lib/env/process-env.mjs';
import { readRedisUrl } from '@/lib/env/redis.mjs';
import {
  REDIS_CONNECT_TIMEOUT_MS,
  REDIS_STORE_COMMAND_TIMEOUT_MS,
  redisClientOptions,
} from './options.mjs';

// REDIS_URL is read and checked in lib/env/redis.mjs.
export { readRedisUrl };

/** A node-redis client as this project creates it (no modules, scripts or functions). */
export type RedisClient = ReturnType<typeof createRedisClient>;

const ERROR_LOG_EVERY_MS = 30_000;

/**
 * A client with the connection settings every Redis user here shares (options.mjs: no offline
 * queue, so while Redis is unreachable every command fails at once and callers fall back; short
 * timeouts; reconnects in the background). Errors are logged at most every 30 s. `name` says who
 * uses the connection in logs and in Redis (`CLIENT LIST`).
 */
export function createRedisClient(url: string, name: string) {
  const client = createClient({ ...redisClientOptions(url), name });
  let lastErrorLog = 0;
  let failing = false;
  client.on('error', (error: unknown) => {
    failing = true;
    if (Date.now() - lastErrorLog < ERROR_LOG_EVERY_MS) return;
    lastErrorLog = Date.now();
    logEvent(
      'redis.unavailable',
      { client: name, error: error instanceof Error ? error.message : String(error) },
      'warn',
    );
  });
  client.on('ready', () => {
    if (!failing) return;
    failing = false;
    lastErrorLog = 0;
    logEvent('redis.reconnected', { client: name });
  });
  // Not awaited: callers use the client at once and get fast failures until it is ready.
  client.connect().catch(() => undefined);
  return client;
}

const CLIENTS = Symbol.for('matfestival.redis.clients');
type Registry = Map<string, RedisClient>;
const registry: Registry =
  ((globalThis as Record<symbol, unknown>)[CLIENTS] as Registry) ??
  ((globalThis as Record<symbol, unknown>)[CLIENTS] = new Map());

/**
 * The process's shared client for REDIS_URL (null without it), one per url and name. On globalThis
 * because Next.js loads instrumentation and route handlers as separate bundles in one process.
 */
export function getRedisClient(
  name: string,
  env: Record<string, string | undefined> = processEnv(),
): RedisClient | null {
  const url = readRedisUrl(env);
  if (!url) return null;
  const key = `${name} ${url}`;
  let client = registry.get(key);
  if (!client) {
    client = createRedisClient(url, name);
    registry.set(key, client);
  }
  return client;
}

/** Resolves true once the client is ready, false if that takes longer than `timeoutMs`. */
export function waitUntilReady(
  client: RedisClient,
  timeoutMs = REDIS_CONNECT_TIMEOUT_MS,
): Promise<boolean> {
  if (client.isReady) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.on('ready', onReady);
  });
}

/** Closes a client: waits for replies already asked for when connected, else stops reconnecting. */
export async function closeRedisClient(client: RedisClient): Promise<void> {
  for (const [key, value] of registry) if (value === client) registry.delete(key);
  if (!client.isOpen) return;
  if (client.isReady) {
    await client.close();
    return;
  }
  // node-redis 6 finishes a connect attempt already under way even after destroy(): the socket
  // then comes up on a closed client and its keep-alive PING fails every 10 s forever, holding
  // the process open. Destroy it again if it does come up.
  client.once('ready', () => client.destroy());
  client.destroy();
}

/** Closes every shared client (getRedisClient); for a clean shutdown and between tests. */
export async function closeSharedRedisClients(): Promise<void> {
  await Promise.all([...registry.values()].map((client) => closeRedisClient(client)));
}

/**
 * One raw command. Rejects at once while Redis is unreachable (no offline queue) and after
 * `timeoutMs` without a reply; a command that timed out may still have run.
 */
export async function redisCommand<T = unknown>(
  client: RedisClient,
  args: string[],
  timeoutMs = REDIS_STORE_COMMAND_TIMEOUT_MS,
): Promise<T> {
  try {
    return await client.sendCommand<T>(args, { timeout: timeoutMs });
  } catch (error) {
    // Redis's own errors (a script error, NOSCRIPT) pass as they are; a lost connection says what to check.
    if (client.isReady || !(error instanceof Error)) throw error;
    throw new Error(
      `Redis is unreachable (${error.message}); check REDIS_URL and that Redis is running.`,
      { cause: error },
    );
  }
}

export type RedisPersistence = { aofEnabled: boolean | null; appendfsync: string | null };

/**
 * How the server persists writes: INFO persistence, and CONFIG GET appendfsync where allowed
 * (managed services often refuse CONFIG). null = could not be read.
 */
export async function readRedisPersistence(client: RedisClient): Promise<RedisPersistence> {
  const persistence: RedisPersistence = { aofEnabled: null, appendfsync: null };
  try {
    const info = String(await redisCommand(client, ['INFO', 'persistence']));
    const match = /^aof_enabled:(\d)/m.exec(info);
    if (match) persistence.aofEnabled = match[1] === '1';
  } catch {
    // Unreachable or refused: left unknown.
  }
  try {
    // A map in RESP3 (an object here), [name, value] in RESP2.
    const reply = await redisCommand<string[] | Record<string, string>>(client, [
      'CONFIG',
      'GET',
      'appendfsync',
    ]);
    persistence.appendfsync = (Array.isArray(reply) ? reply[1] : reply.appendfsync) ?? null;
  } catch {
    // CONFIG is often disabled on managed Redis.
  }
  return persistence;
}

/**
 * Why acknowledged writes could be lost on a Redis crash, or null when the settings are durable
 * (append-only file, fsync before every reply) or unknown.
 */
export function persistenceProblem({ aofEnabled, appendfsync }: RedisPersistence): string | null {
  if (aofEnabled === false)
    return 'appendonly is off: a Redis crash loses every write since the last snapshot';
  if (appendfsync !== null && appendfsync !== 'always') {
    return `appendfsync is ${appendfsync}: a crash of the Redis host can lose up to a second of acknowledged writes`;
  }
  return null;
}

export type RedisCheck =
  | { state: 'not-configured' }
  | { state: 'ok'; latencyMs: number }
  | { state: 'down'; problem: string };

/** A PING within the command timeout, on the process's shared client; for the deep health check. */
export async function checkRedis(
  env: Record<string, string | undefined> = processEnv(),
): Promise<RedisCheck> {
  const client = getRedisClient('app', env);
  if (!client) return { state: 'not-configured' };
  if (!client.isReady) return { state: 'down', problem: 'not connected' };
  const started = Date.now();
  try {
    await client.ping();
    return { state: 'ok', latencyMs: Date.now() - started };
  } catch (error) {
    return { state: 'down', problem: error instanceof Error ? error.message : String(error) };
  }
}
