import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

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

// Where the client address comes from lives with the other request-header helpers.
export { clientAddress, trustedProxyHops } from '@/lib/http/client-address';
