import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type RedisClientType } from 'redis';
import { LATE_PAGES_SEGMENT } from '@/lib/routing/late-pages.mjs';
import { startRedisServer, type RedisServer } from '../../test-support/redis-server.mjs';
import { nextMillisecond } from '../support/clock';

// The handler makes its own node-redis client; keep hold of it to close it after the tests.
const mockClients: Array<{ destroy: () => void }> = [];
jest.mock('redis', () => {
  const actual = jest.requireActual('redis');
  return {
    ...actual,
    createClient: (...args: unknown[]) => {
      const client = actual.createClient(...args);
      mockClients.push(client);
      return client;
    },
  };
});

const BUILD_ID = 'build-under-test';
const PREFIX = `matfestival-test-${process.pid}`;
const ROUTE_HASH = 'a1d531bde747013843ce873221691bf32af30d2cf50d882260b6414104df6c3f';
const pageKey = (pathname: string) => `/route-cache/APP_PAGE/${ROUTE_HASH}/$${pathname}`;

type Handler = {
  get: (
    key: string,
    ctx?: Record<string, unknown>,
  ) => Promise<{ value: unknown; lastModified?: number } | null>;
  set: (key: string, value: unknown, ctx: Record<string, unknown>) => Promise<void>;
  revalidateTag: (tag: string | string[]) => Promise<void>;
};

let redis: RedisServer;
let raw: RedisClientType;
let distDir: string;
let handler: Handler;
const env = { ...process.env };

const redisKey = (key: string) => `${PREFIX}:${BUILD_ID}:${key}`;

// Next's own record of revalidated tags: the handler marks an entry stale there for Next.
const { areTagsStale } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
    areTagsStale: (tags: string[], timestamp: number) => boolean;
  };
/** Whether Next will serve this entry as stale (and render or refetch it behind). */
const staleForNext = (entry: { lastModified?: number } | null, tags: string[]) =>
  entry !== null && areTagsStale(tags, entry.lastModified ?? 0);
const htmlOf = (entry: { value: unknown } | null) => (entry?.value as { html?: string })?.html;

const appPage = (status: number, tags: string[], html = `<h1>${status}</h1>`) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc ${status}`),
  headers: { 'x-next-cache-tags': tags.join(',') },
  postponed: undefined,
  status,
  segmentData: undefined,
});
const pageContext = { cacheControl: { revalidate: 300, expire: 31536000 }, isFallback: false };

const data = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: 3600,
});
const dataContext = (tags: string[]) => ({ fetchCache: true, tags, revalidate: 3600 });

beforeAll(async () => {
  redis = await startRedisServer();
  raw = createClient({ url: redis.url });
  // The outage test stops Redis under it; it reconnects by itself.
  raw.on('error', () => {});
  await raw.connect();
  distDir = mkdtempSync(path.join(tmpdir(), 'redis-cache-handler-'));
  mkdirSync(path.join(distDir, 'server'));
  // The handler keys entries by the build it serves, read from <distDir>/BUILD_ID.
  writeFileSync(path.join(distDir, 'BUILD_ID'), BUILD_ID);
  process.env.REDIS_URL = redis.url;
  process.env.REDIS_KEY_PREFIX = PREFIX;
  delete process.env.NEXT_PHASE;

  // The handler connects in the background; its 'cache.redis-ready' line says Redis is in use.
  const ready = new Promise<void>((resolve) => {
    const info = console.info;
    jest.spyOn(console, 'info').mockImplementation((line: unknown) => {
      if (typeof line === 'string' && line.includes('"cache.redis-ready"')) resolve();
      else info(line);
    });
  });
  const { default: SiteCacheHandler } = await import('@/lib/cache/redis-cache-handler.mjs');
  handler = new SiteCacheHandler({
    serverDistDir: path.join(distDir, 'server'),
    dev: false,
  });
  await handler.get('warm-up'); // configures the handler (the onCreation hook), which connects
  await ready;
});

afterAll(async () => {
  mockClients.forEach((client) => client.destroy());
  raw?.destroy();
  await redis?.stop();
  rmSync(distDir, { recursive: true, force: true });
  process.env = env;
});

describe("the fleet's Redis cache handler (real redis-server)", () => {
  it('stores a page in Redis under the build id, and reads it back', async () => {
    const key = pageKey('/matfestival');
    await handler.set(key, appPage(200, ['page:matfestival']), pageContext);
    expect(await raw.exists(redisKey(key))).toBe(1);
    const entry = await handler.get(key, { kind: 'APP_PAGE' });
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', status: 200, html: '<h1>200</h1>' });
  });

  it('stores content data with its tags; a revalidated tag marks exactly its entries stale and keeps them', async () => {
    await handler.set('data-a', data('a'), dataContext(['page:a', 'site-settings']));
    await handler.set('data-b', data('b'), dataContext(['page:b']));
    expect(Number(await raw.hExists(`${PREFIX}:${BUILD_ID}:__sharedTags__`, 'data-a'))).toBe(1);
    const fresh = await handler.get('data-a', { kind: 'FETCH', tags: ['page:a', 'site-settings'] });
    expect(fresh?.value).toMatchObject({ data: { body: 'a' } });
    expect(staleForNext(fresh, ['page:a'])).toBe(false);

    nextMillisecond();
    await handler.revalidateTag('page:a');

    // Kept, so it can be served while the content source is asked again (stale on error).
    expect(await raw.exists(redisKey('data-a'))).toBe(1);
    const a = await handler.get('data-a', { kind: 'FETCH', tags: ['page:a', 'site-settings'] });
    expect(a?.value).toMatchObject({ data: { body: 'a' } });
    expect(staleForNext(a, ['page:a'])).toBe(true);
    const b = await handler.get('data-b', { kind: 'FETCH', tags: ['page:b'] });
    expect(b?.value).toMatchObject({ data: { body: 'b' } });
    expect(staleForNext(b, ['page:b'])).toBe(false);
  });

  it("marks a page stale by the tags in its headers (what revalidateTag('page:…') reaches)", async () => {
    const key = pageKey('/om-oss');
    await handler.set(key, appPage(200, ['page:om-oss', '_N_T_/om-oss']), pageContext);
    nextMillisecond();
    await handler.revalidateTag(['menu:hoved', 'page:om-oss']);
    expect(await raw.exists(redisKey(key))).toBe(1);
    const entry = await handler.get(key, { kind: 'APP_PAGE' });
    expect(entry?.value).toMatchObject({ status: 200 });
    expect(staleForNext(entry, ['page:om-oss'])).toBe(true);
  });

  it('never serves a 404 stale: a revalidated 404 is gone for the next visit', async () => {
    const key = pageKey(`/${LATE_PAGES_SEGMENT}/tilbake`);
    await handler.set(key, appPage(200, ['page:tilbake']), pageContext);
    await handler.set(key, appPage(404, ['page:tilbake']), pageContext);
    nextMillisecond();
    await handler.revalidateTag('_N_T_/tilbake');
    await handler.revalidateTag('page:tilbake');
    expect(await handler.get(key, { kind: 'APP_PAGE' })).toBeNull();
  });

  it('does not store a page rendered while its content could not be fetched again', async () => {
    const key = pageKey('/sanity-nede');
    const tags = ['page:sanity-nede'];
    await handler.set(key, appPage(200, tags, 'gammel'), pageContext);
    await handler.set('data-nede', data('gammel'), dataContext(tags));
    nextMillisecond();
    await handler.revalidateTag('page:sanity-nede');
    nextMillisecond();
    // The visit: the old page, stale; the render behind it reads the old data, stale.
    expect(htmlOf(await handler.get(key, { kind: 'APP_PAGE' }))).toBe('gammel');
    expect(await handler.get('data-nede', { kind: 'FETCH', tags })).not.toBeNull();
    // The refetch failed (no FETCH write), so unstable_cache gave the render the old data.
    await handler.set(key, appPage(200, tags, 'gammel igjen'), pageContext);
    expect(htmlOf(await handler.get(key, { kind: 'APP_PAGE' }))).toBe('gammel');
    // The content answers: the data is stored, then the page.
    nextMillisecond();
    await handler.set('data-nede', data('ny'), dataContext(tags));
    await handler.set(key, appPage(200, tags, 'ny'), pageContext);
    const entry = await handler.get(key, { kind: 'APP_PAGE' });
    expect(htmlOf(entry)).toBe('ny');
    expect(staleForNext(entry, tags)).toBe(false);
  });

  it("stores nothing for an unknown slug's 404 from the late-page route", async () => {
    const key = pageKey(`/${LATE_PAGES_SEGMENT}/finnes-ikke-${Date.now()}`);
    await handler.set(key, appPage(404, ['page:finnes-ikke']), pageContext);
    expect(await raw.exists(redisKey(key))).toBe(0);
    expect(await handler.get(key, { kind: 'APP_PAGE' })).toBeNull();
  });

  it('replaces a late page that was unpublished with its 404', async () => {
    const key = pageKey(`/${LATE_PAGES_SEGMENT}/avpublisert`);
    await handler.set(key, appPage(200, ['page:avpublisert']), pageContext);
    await handler.set(key, appPage(404, ['page:avpublisert']), pageContext);
    expect((await handler.get(key, { kind: 'APP_PAGE' }))?.value).toMatchObject({ status: 404 });
    expect(await raw.exists(redisKey(key))).toBe(1);
  });

  describe('a publish that arrives while a page renders', () => {
    const tagTimes = `${PREFIX}:${BUILD_ID}:__tagRevalidatedAt__`;
    /** A publish on this instance, on a later millisecond than anything before it. */
    const publish = async (tag: string) => {
      nextMillisecond();
      await handler.revalidateTag(tag);
      nextMillisecond();
    };

    it('does not store a render that began before the publish, and the next one is stored', async () => {
      const key = pageKey('/under-publisering');
      const tags = ['page:under-publisering', 'page-index'];
      await handler.set(key, appPage(200, tags, 'v1'), pageContext);
      // Another page's publish makes this one stale too: the next visit gets it and renders.
      await publish('page-index');
      expect(staleForNext(await handler.get(key, { kind: 'APP_PAGE' }), tags)).toBe(true);
      // This page is published while that render, which read the old content, is under way.
      await publish('page:under-publisering');
      expect(await raw.hExists(tagTimes, 'page:under-publisering')).toBe(1);
      await handler.set(key, appPage(200, tags, 'v2 from before the publish'), pageContext);
      expect(htmlOf(await handler.get(key, { kind: 'APP_PAGE' }))).toBe('v1');

      // That visit found it stale again and started the render that shows the publish.
      nextMillisecond();
      await handler.set(key, appPage(200, tags, 'v3'), pageContext);
      expect(htmlOf(await handler.get(key, { kind: 'APP_PAGE' }))).toBe('v3');
    });

    it('takes back its write when a publish lands between its check and the write', async () => {
      const key = pageKey('/kappløp');
      const tag = 'page:kappløp';
      expect(await handler.get(key, { kind: 'APP_PAGE' })).toBeNull(); // a render starts
      const library = Object.getPrototypeOf(Object.getPrototypeOf(handler)) as Handler;
      const write = library.set;
      const publishThenWrite = jest.spyOn(library, 'set').mockImplementationOnce(async function (
        this: Handler,
        ...args
      ) {
        // Another instance publishes just after the check: its deletion runs before the write.
        nextMillisecond();
        await raw.hSet(tagTimes, tag, String(Date.now()));
        return write.apply(this, args);
      });
      try {
        nextMillisecond();
        await handler.set(key, appPage(200, [tag]), pageContext);
        expect(publishThenWrite).toHaveBeenCalledTimes(1);
      } finally {
        publishThenWrite.mockRestore();
      }
      expect(await raw.exists(redisKey(key))).toBe(0);
      expect(await handler.get(key, { kind: 'APP_PAGE' })).toBeNull();
    });

    it('sees a publish that another instance recorded in Redis', async () => {
      const key = pageKey('/annen-instans');
      const tag = 'page:annen-instans';
      expect(await handler.get(key, { kind: 'APP_PAGE' })).toBeNull(); // a render starts
      nextMillisecond();
      // Another instance publishes: it records the tag's time in Redis first, as TagClock does.
      await raw.hSet(tagTimes, tag, String(Date.now()));
      nextMillisecond();
      await handler.set(key, appPage(200, [tag]), pageContext);
      expect(await raw.exists(redisKey(key))).toBe(0);
      expect(await handler.get(key, { kind: 'APP_PAGE' })).toBeNull();
    });

    it('stores a render after a visit that found the page fresh and a publish since', async () => {
      const key = pageKey('/fersk');
      const tag = 'page:fersk';
      await handler.set(key, appPage(200, [tag], 'v1'), pageContext);
      nextMillisecond();
      expect(await handler.get(key, { kind: 'APP_PAGE' })).not.toBeNull(); // fresh: no render
      await publish(tag);
      // This read finds it stale: Next serves it and renders.
      expect(staleForNext(await handler.get(key, { kind: 'APP_PAGE' }), [tag])).toBe(true);
      nextMillisecond();
      await handler.set(key, appPage(200, [tag], 'v2'), pageContext);
      expect(htmlOf(await handler.get(key, { kind: 'APP_PAGE' }))).toBe('v2');
    });
  });

  it('keeps answering from memory while Redis is down, within its command timeout', async () => {
    const key = pageKey('/mens-redis-er-borte');
    await handler.set(key, appPage(200, ['page:mens-redis-er-borte']), pageContext);
    // The handler logs the lost connection (rate-limited); that is expected here.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await redis.crash();
    try {
      const started = Date.now();
      const entry = await handler.get(key, { kind: 'APP_PAGE' });
      expect(entry?.value).toMatchObject({ status: 200 });
      // lib/redis/options.mjs: 500 ms per command, and no queueing while disconnected.
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await redis.start();
      warn.mockRestore();
    }
  });
});
