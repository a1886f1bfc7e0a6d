export type RateLimitOptions = {
  /** Requests allowed per client within the window. */
  limit: number;
  windowMs: number;
  now?: () => number;
};

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { check: (key: string) => RateLimitResult };

// Bounds memory when many distinct clients pass by; stale entries are swept past this size.
const SWEEP_THRESHOLD = 10_000;

/**
 * Sliding-window log in memory. Per server instance only, which is enough to blunt a flood
 * from one client; it is not a global quota.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  const hits = new Map<string, number[]>();

  function recent(key: string, at: number): number[] {
    return (hits.get(key) ?? []).filter((time) => time > at - windowMs);
  }

  function sweep(at: number) {
    for (const key of hits.keys()) {
      const kept = recent(key, at);
      if (kept.length === 0) hits.delete(key);
      else hits.set(key, kept);
    }
  }

  return {
    check(key) {
      const at = now();
      if (hits.size > SWEEP_THRESHOLD) sweep(at);
      const times = recent(key, at);
      if (times.length >= limit) {
        hits.set(key, times);
        const retryAfterMs = times[0] + windowMs - at;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      times.push(at);
      hits.set(key, times);
      return { allowed: true };
    },
  };
}

/** The client as the nearest proxy reports it (Vercel and most proxies set these headers). */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}
