import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';

export type RateLimitOptions = {
  /** Requests allowed per client within the window. */
  limit: number;
  /** Whole seconds (rate-limiter-flexible counts in seconds); at least 1000. */
  windowMs: number;
  /** With a Redis client the count is shared by every instance; without, per process. */
  redis?: unknown;
  /** Separates this limit's keys from others in a shared Redis. */
  keyPrefix?: string;
};

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { check: (key: string) => Promise<RateLimitResult> };

/**
 * rate-limiter-flexible: a fixed window per client key, in Redis when given (one count across
 * the fleet) with an in-memory insurance limiter that takes over while Redis is unreachable
 * (commands fail fast, see lib/redis/options.mjs), so an outage never blocks nor unlimits the form.
 */
export function createRateLimiter({
  limit,
  windowMs,
  redis,
  keyPrefix = 'rl:contact',
}: RateLimitOptions): RateLimiter {
  const duration = Math.max(1, Math.round(windowMs / 1000));
  const memory = new RateLimiterMemory({ points: limit, duration, keyPrefix });
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        points: limit,
        duration,
        keyPrefix,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async check(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
          };
        }
        // Neither store could count (should not happen with the memory insurance): let it through.
        return { allowed: true };
      }
    },
  };
}

/** TRUSTED_PROXY_HOPS: how many proxies in front of the app append to X-Forwarded-For. */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return 0;
  if (!/^\d+$/.test(raw))
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number (0 or more), got "${raw}"`);
  return Number(raw);
}

/**
 * The client's address. With 0 trusted hops (the default) it is the TCP peer, never a header
 * the client can set. With N hops, each trusted proxy appended the address it saw to
 * X-Forwarded-For, so the Nth entry from the right is the one the outermost trusted proxy saw;
 * entries further left are whatever the client sent. Too few entries: the request did not
 * pass the proxies, so the peer address is used.
 */
export function clientAddress(headers: Headers, hops: number): string {
  const peer = headers.get(SOCKET_ADDRESS_HEADER)?.trim() || 'unknown';
  if (hops === 0) return peer;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain.length >= hops ? chain[chain.length - hops] : peer;
}
