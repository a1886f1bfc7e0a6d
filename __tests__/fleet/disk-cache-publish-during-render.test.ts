import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import DiskCacheHandler from '@/lib/cache/disk-cache-handler.mjs';
import { nextMillisecond } from '../support/clock';

// Next's own file system helpers, loaded the way the handler loads Next (Node's require).
const { nodeFs } = createRequire(__filename)('next/dist/server/lib/node-fs-methods.js');

const ROUTE_HASH = 'a1d531bde747013843ce873221691bf32af30d2cf50d882260b6414104df6c3f';
let run = 0;
const pageKey = () => `/route-cache/APP_PAGE/${ROUTE_HASH}/$/side-${process.pid}-${++run}`;
const page = (html: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc ${html}`),
  headers: { 'x-next-cache-tags': tags.join(',') },
  postponed: undefined,
  status: 200,
  segmentData: undefined,
});
const pageContext = {
  cacheControl: { revalidate: 300, expire: 31536000 },
  isRoutePPREnabled: false,
  isFallback: false,
};
const data = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, status: 200, url: '' },
  revalidate: 3600,
});

/** What revalidateTag(tag, 'max') hands the handler: stale now, expired in a year. */
const MAX_PROFILE = { expire: 31536000 };

let dir: string;
let handler: InstanceType<typeof DiskCacheHandler> & {
  revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void>;
};
let tag = '';

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'publish-during-render-'));
  // As `next start` makes it: with the memory cache entries are read from first.
  handler = new DiskCacheHandler({
    fs: nodeFs,
    flushToDisk: true,
    serverDistDir: dir,
    revalidatedTags: [],
    maxMemoryCacheSize: 50 * 1024 * 1024,
  }) as typeof handler;
  tag = `page:side-${process.pid}-${run}-${Date.now()}`;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A publish of the tag, on a later millisecond than anything before it. */
async function publish(...tags: string[]) {
  nextMillisecond();
  await handler.revalidateTag(tags, MAX_PROFILE);
  nextMillisecond();
}

const htmlOf = async (key: string) =>
  ((await handler.get(key, { kind: 'APP_PAGE' }))?.value as { html?: string } | undefined)?.html;

describe('the disk cache and a publish that arrives while a page renders', () => {
  it('does not store a render that began before the publish: the next visit renders again', async () => {
    const key = pageKey();
    await handler.set(key, page('v1', [tag, 'page-index']), pageContext);
    // Another page is published: this one is stale, and the next visit starts its render.
    await publish('page-index');
    expect(await htmlOf(key)).toBe('v1');
    // This page is published while that render, which read the old content, is under way.
    await publish(tag);
    await handler.set(key, page('v1, rendered again', [tag, 'page-index']), pageContext);

    expect(await htmlOf(key)).toBe('v1');
    // That read found the entry stale again and started the render that shows the publish.
    nextMillisecond();
    await handler.set(key, page('v2', [tag, 'page-index']), pageContext);
    expect(await htmlOf(key)).toBe('v2');
  });

  it("keeps one record per process, whichever copy of the module a handler's file loaded", () => {
    // Next imports a configured handler's file on every request: a render's read and its write
    // may go through two copies of these modules.
    const load = () => {
      type Module = typeof import('@/lib/cache/renders-in-flight.mjs');
      let loaded: Module | undefined;
      jest.isolateModules(() => {
        loaded = jest.requireActual<Module>('@/lib/cache/renders-in-flight.mjs');
      });
      return loaded!;
    };
    const [first, second] = [load(), load()];
    expect(first).not.toBe(second);
    first.processRenderStarts().noteRead(`key-${tag}`, true, 1234);
    expect(second.processRenderStarts().take(`key-${tag}`)).toBe(1234);
  });

  it('stores a render when nothing of it was published while it ran', async () => {
    const key = pageKey();
    await handler.set(key, page('v1', [tag]), pageContext);
    await publish(tag);
    expect(await htmlOf(key)).toBe('v1');
    await publish('some-other-page');
    await handler.set(key, page('v2', [tag]), pageContext);
    expect(await htmlOf(key)).toBe('v2');
  });

  it('holds nothing back after a visit that found the page fresh', async () => {
    const key = pageKey();
    await handler.set(key, page('v1', [tag]), pageContext);
    nextMillisecond();
    expect(await htmlOf(key)).toBe('v1'); // fresh: no render follows
    await publish(tag);
    expect(await htmlOf(key)).toBe('v1'); // stale: this read starts the render
    nextMillisecond();
    await handler.set(key, page('v2', [tag]), pageContext);
    expect(await htmlOf(key)).toBe('v2');
  });

  it('does not store content data fetched before a publish of its tag', async () => {
    const key = `content-${tag}`;
    const ctx = { kind: 'FETCH', tags: [tag], softTags: [], revalidate: 3600 };
    const read = async () =>
      ((await handler.get(key, ctx))?.value as { data?: { body?: string } } | undefined)?.data
        ?.body;
    await handler.set(key, data('old'), { fetchCache: true, tags: [tag], revalidate: 3600 });
    await publish(tag);
    expect(await read()).toBe('old'); // stale: unstable_cache fetches again
    await publish(tag);
    await handler.set(key, data('old, fetched again'), {
      fetchCache: true,
      tags: [tag],
      revalidate: 3600,
    });
    expect(await read()).toBe('old');
    nextMillisecond();
    await handler.set(key, data('new'), { fetchCache: true, tags: [tag], revalidate: 3600 });
    expect(await read()).toBe('new');
  });
});
