/**
 * @jest-environment node
 */
import { createClient } from 'redis';
import { clientAddress, createRateLimiter, trustedProxyHops } from '@/lib/contact/rate-limit';
import {
  clientKey,
  readProxyTrust,
  resetProxyWarning,
  warnOnUntrustedPrivatePeer,
} from '@/lib/http/client-address';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import { redisClientOptions } from '@/lib/redis/options.mjs';
import { startRedisServer } from '../../test-support/redis-server.mjs';

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

  describe('on a fake clock', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('keeps the quota used until the window has passed, then frees it', async () => {
      const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
      expect((await limiter.check('a')).allowed).toBe(true);
      expect((await limiter.check('a')).allowed).toBe(false);
      jest.advanceTimersByTime(990);
      expect((await limiter.check('a')).allowed).toBe(false);
      jest.advanceTimersByTime(20);
      expect((await limiter.check('a')).allowed).toBe(true);
    });
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

describe('trusted proxies (TRUSTED_PROXIES with proxy-addr)', () => {
  const from = (address: string, forwarded?: string) =>
    new Headers({
      [SOCKET_ADDRESS_HEADER]: address,
      ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
    });
  const listed = readProxyTrust({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' });

  it('believes X-Forwarded-For from a listed proxy, up to the first address not listed (IPv4)', () => {
    expect(clientAddress(from('10.1.2.3', '198.51.100.7'), listed)).toBe('198.51.100.7');
    // Two listed proxies in a row; what the client wrote further left is not believed.
    expect(clientAddress(from('127.0.0.1', 'spoofed, 198.51.100.7, 10.9.9.9'), listed)).toBe(
      '198.51.100.7',
    );
  });

  it('ignores a spoofed X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress(from('203.0.113.50', '198.51.100.7'), listed)).toBe('203.0.113.50');
    // Hops alone no longer believe a client that reached the app port from the internet.
    const hops = readProxyTrust({ TRUSTED_PROXY_HOPS: '1' });
    expect(clientAddress(from('203.0.113.50', '198.51.100.7'), hops)).toBe('203.0.113.50');
    expect(clientAddress(from('10.0.0.5', '198.51.100.7'), hops)).toBe('198.51.100.7');
  });

  it('caps a trusted list at TRUSTED_PROXY_HOPS when both are set', () => {
    const one = readProxyTrust({ TRUSTED_PROXIES: '10.0.0.0/8', TRUSTED_PROXY_HOPS: '1' });
    expect(clientAddress(from('10.0.0.1', '198.51.100.7, 10.0.0.2'), one)).toBe('10.0.0.2');
  });

  it('handles IPv6 proxies and clients', () => {
    const v6 = readProxyTrust({ TRUSTED_PROXIES: 'fd00::/8' });
    expect(clientAddress(from('fd00::1', '2001:db8:1:2::99'), v6)).toBe('2001:db8:1:2::99');
    expect(clientAddress(from('2001:db8::66', '2001:db8:1:2::99'), v6)).toBe('2001:db8::66');
  });

  it('names TRUSTED_PROXIES when it does not parse', () => {
    expect(() => readProxyTrust({ TRUSTED_PROXIES: '10.0.0.0/8,not-an-address' })).toThrow(
      /TRUSTED_PROXIES/,
    );
  });
});

describe('the key one client is counted under', () => {
  it('keeps IPv4 addresses whole and unwraps IPv4-mapped IPv6', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 client by its /64, so rotating through it buys nothing', () => {
    const key = clientKey('2001:db8:1:2::99');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:1:2:3')).toBe(key);
    expect(clientKey('2001:db8:1:3::99')).not.toBe(key);
  });

  it('limits a client rotating through its IPv6 /64 as one', async () => {
    const limiter = createRateLimiter({
      limit: 2,
      windowMs: 60_000,
      keyPrefix: `rl:v6:${Date.now()}`,
    });
    const answers = [];
    for (const suffix of ['1', '2', '3', 'abcd']) {
      answers.push(await limiter.check(clientKey(`2001:db8:7:7::${suffix}`)));
    }
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, false, false]);
  });
});

describe('the warning about an untrusted proxy', () => {
  beforeEach(() => resetProxyWarning());
  const none = readProxyTrust({});
  const peer = (address: string, forwarded?: string) =>
    new Headers({
      [SOCKET_ADDRESS_HEADER]: address,
      ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
    });

  it('is given once when a private peer forwards for others and nothing is trusted', () => {
    const warn = jest.fn();
    warnOnUntrustedPrivatePeer(peer('10.0.0.2', '198.51.100.7'), none, warn);
    warnOnUntrustedPrivatePeer(peer('10.0.0.3', '198.51.100.8'), none, warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('10.0.0.2');
  });

  it('is not given for public peers, or when a proxy is trusted', () => {
    const warn = jest.fn();
    warnOnUntrustedPrivatePeer(peer('203.0.113.5', '198.51.100.7'), none, warn);
    warnOnUntrustedPrivatePeer(
      peer('10.0.0.2', '198.51.100.7'),
      readProxyTrust({ TRUSTED_PROXIES: '10.0.0.0/8' }),
      warn,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
