/**
 * @jest-environment node
 */
import { createClient } from 'redis';
import { clientAddress, createRateLimiter, trustedProxyHops } from '@/lib/contact/rate-limit';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import { redisClientOptions } from '@/lib/redis/options.mjs';
import { startRedisServer } from '../../scripts/lib/redis-server.mjs';

describe('rate limiter in memory', () => {
  it('allows the limit within the window, then tells how long to wait', async () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    const allowed = [];
    for (let i = 0; i < 3; i += 1) allowed.push((await limiter.check('a')).allowed);
    expect(allowed).toEqual([true, true, true]);
    const refused = await limiter.check('a');
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(await limiter.check('b')).toEqual({ allowed: true });
  });

  it('frees the quota when the window has passed', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    expect((await limiter.check('a')).allowed).toBe(true);
    expect((await limiter.check('a')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limiter.check('a')).allowed).toBe(true);
  });
});

describe('rate limiter on Redis (a real redis-server)', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  const clients: ReturnType<typeof createClient>[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.destroy()));
    await redis.stop();
  });
  async function connected() {
    const client = createClient(redisClientOptions(redis.url));
    client.on('error', () => {});
    await client.connect();
    clients.push(client);
    return client;
  }

  it('counts one client across two instances (two clients, two limiters) as one', async () => {
    const keyPrefix = `rl:test:${Date.now()}`;
    const a = createRateLimiter({
      limit: 4,
      windowMs: 60_000,
      redis: await connected(),
      keyPrefix,
    });
    const b = createRateLimiter({
      limit: 4,
      windowMs: 60_000,
      redis: await connected(),
      keyPrefix,
    });
    const results = [];
    for (let i = 0; i < 6; i += 1)
      results.push((await (i % 2 === 0 ? a : b).check('203.0.113.7')).allowed);
    expect(results).toEqual([true, true, true, true, false, false]);
  });

  it('falls back to memory, quickly, when Redis is gone', async () => {
    const keyPrefix = `rl:down:${Date.now()}`;
    const client = await connected();
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, redis: client, keyPrefix });
    await redis.stop();
    const started = Date.now();
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push((await limiter.check('198.51.100.1')).allowed);
    expect(results).toEqual([true, true, false]);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('client address', () => {
  const peer = (address: string, forwarded?: string) =>
    new Headers({
      [SOCKET_ADDRESS_HEADER]: address,
      ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
    });

  it('is the socket peer with no trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress(peer('192.0.2.10', '203.0.113.1'), 0)).toBe('192.0.2.10');
    expect(clientAddress(peer('192.0.2.10', '203.0.113.2, 203.0.113.3'), 0)).toBe('192.0.2.10');
  });

  it('is the Nth entry from the right with N trusted proxies', () => {
    expect(clientAddress(peer('10.0.0.5', 'spoofed, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(peer('10.0.0.5', 'spoofed, 203.0.113.9, 10.0.0.4'), 2)).toBe(
      '203.0.113.9',
    );
  });

  it('falls back to the peer when fewer proxies appended than are trusted', () => {
    expect(clientAddress(peer('192.0.2.10', '203.0.113.9'), 2)).toBe('192.0.2.10');
    expect(clientAddress(peer('192.0.2.10'), 1)).toBe('192.0.2.10');
  });

  it('reads TRUSTED_PROXY_HOPS and refuses nonsense', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: ' 2 ' })).toBe(2);
    expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: 'two' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
