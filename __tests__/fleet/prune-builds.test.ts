/**
 * @jest-environment node
 */
import { createClient } from 'redis';
import { retireOtherBuilds } from '@/lib/cache/prune-builds.mjs';
import { startRedisServer, type RedisServer } from '../../test-support/redis-server.mjs';

// Old builds' cache keys in a real Redis: bounded by a TTL when a new build starts, removed by
// `npm run cache:prune`; the current build, the contact queue and the rate limit stay untouched.
let redis: RedisServer;
let client: ReturnType<typeof createClient>;
const CURRENT = 'mj1abc-0123456789ab';
const OLD = 'mi9xyz-ba9876543210';

beforeAll(async () => {
  redis = await startRedisServer();
  client = createClient({ url: redis.url });
  await client.connect();
});
afterAll(async () => {
  client.destroy();
  await redis.stop();
});

async function seed() {
  await client.flushAll();
  await client.set(`matfestival:${CURRENT}:/route-cache/page`, 'new');
  await client.hSet(`matfestival:${CURRENT}:__sharedTags__`, 'k', '[]');
  await client.set(`matfestival:${OLD}:/route-cache/page`, 'old');
  await client.hSet(`matfestival:${OLD}:__sharedTags__`, 'k', '[]');
  await client.set(`matfestival:${OLD}:short`, 'old', { EX: 10 });
  await client.hSet('matfestival:{contact}:msg:1', 'doc', '{}');
  await client.set('rl:contact:127.0.0.1', '1');
}

describe('old builds in the cache Redis', () => {
  it('on start, gives every other build at most the grace period and leaves everything else alone', async () => {
    await seed();
    const touched = await retireOtherBuilds(client, {
      prefix: 'matfestival',
      currentBuild: CURRENT,
      mode: 'expire',
      graceSeconds: 60,
    });
    expect(touched).toBe(2);
    expect(await client.ttl(`matfestival:${OLD}:/route-cache/page`)).toBeGreaterThan(0);
    expect(await client.ttl(`matfestival:${OLD}:/route-cache/page`)).toBeLessThanOrEqual(60);
    expect(await client.ttl(`matfestival:${OLD}:__sharedTags__`)).toBeLessThanOrEqual(60);
    expect(await client.ttl(`matfestival:${OLD}:short`)).toBeLessThanOrEqual(10);
    for (const key of [
      `matfestival:${CURRENT}:/route-cache/page`,
      `matfestival:${CURRENT}:__sharedTags__`,
      'matfestival:{contact}:msg:1',
      'rl:contact:127.0.0.1',
    ])
      expect(await client.ttl(key)).toBe(-1);
  });

  it('cache:prune removes other builds at once', async () => {
    await seed();
    expect(
      await retireOtherBuilds(client, {
        prefix: 'matfestival',
        currentBuild: CURRENT,
        mode: 'delete',
      }),
    ).toBe(3);
    const left = (await client.keys('*')).sort();
    expect(left).toEqual(
      [
        `matfestival:${CURRENT}:/route-cache/page`,
        `matfestival:${CURRENT}:__sharedTags__`,
        'matfestival:{contact}:msg:1',
        'rl:contact:127.0.0.1',
      ].sort(),
    );
  });
});
