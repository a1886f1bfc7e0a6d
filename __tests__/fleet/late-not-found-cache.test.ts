import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import DiskCacheHandler from '@/lib/cache/disk-cache-handler.mjs';
import {
  CACHE_HANDLERS_SYMBOL,
  installDiskCacheHandler,
} from '@/lib/cache/install-disk-cache-handler.mjs';
import { LATE_PAGES_SEGMENT } from '@/lib/routing/late-pages.mjs';

// Next's own modules, loaded the way the handler loads them (Node's require, not Jest's), so
// the test sees the very map the handler clears.
const nodeRequire = createRequire(__filename);
const { nodeFs } = nodeRequire('next/dist/server/lib/node-fs-methods.js');
const { SharedCacheControls } = nodeRequire(
  'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js',
);

const ROUTE_HASH = 'a1d531bde747013843ce873221691bf32af30d2cf50d882260b6414104df6c3f';
const lateKey = (slug: string) =>
  `/route-cache/APP_PAGE/${ROUTE_HASH}/$/${LATE_PAGES_SEGMENT}/${slug}`;
const prerenderedKey = (slug: string) => `/route-cache/APP_PAGE/${ROUTE_HASH}/$/${slug}`;
const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: `<h1>${status}</h1>`,
  rscData: Buffer.from(`rsc ${status}`),
  headers: {},
  postponed: undefined,
  status,
  segmentData: undefined,
});
const setContext = {
  cacheControl: { revalidate: 300, expire: 31536000 },
  isRoutePPREnabled: false,
  isFallback: false,
};

let dir: string;
let handler: InstanceType<typeof DiskCacheHandler>;

/** What Next does just before it hands an entry to the handler. */
async function store(key: string, value: ReturnType<typeof page>) {
  SharedCacheControls.cacheControls.set(key, setContext.cacheControl);
  await handler.set(key, value, setContext);
}

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'late-not-found-'));
  handler = new DiskCacheHandler({
    fs: nodeFs,
    flushToDisk: true,
    serverDistDir: dir,
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
  });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the single instance's disk cache and unknown slugs", () => {
  it("stores nothing for a late route's 404 at a slug that never had a page", async () => {
    await store(lateKey('finnes-ikke'), page(404));
    expect(filesUnder(dir)).toEqual([]);
    expect(SharedCacheControls.cacheControls.has(lateKey('finnes-ikke'))).toBe(false);
  });

  it('stores a page published after the build as Next would', async () => {
    await store(lateKey('ny-side'), page(200));
    const entry = await handler.get(lateKey('ny-side'), { kind: 'APP_PAGE' });
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', status: 200 });
  });

  it('replaces an unpublished late page with its 404, so the old page is not served on', async () => {
    await store(lateKey('ny-side'), page(200));
    await store(lateKey('ny-side'), page(404));
    const entry = await handler.get(lateKey('ny-side'), { kind: 'APP_PAGE' });
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', status: 404 });
  });

  it('stores the 404 of a prerendered page that was unpublished (a bounded set of URLs)', async () => {
    await store(prerenderedKey('billetter'), page(404));
    const entry = await handler.get(prerenderedKey('billetter'), { kind: 'APP_PAGE' });
    expect(entry?.value).toMatchObject({ status: 404 });
  });
});

describe('installing the disk handler where Next looks for a platform handler', () => {
  const globals = globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>;
  afterEach(() => {
    delete globals[CACHE_HANDLERS_SYMBOL];
  });

  it("is Next's own symbol, and the handler goes in as FetchCache", () => {
    expect(CACHE_HANDLERS_SYMBOL).toBe(Symbol.for('@next/cache-handlers'));
    installDiskCacheHandler();
    expect(globals[CACHE_HANDLERS_SYMBOL]?.FetchCache).toBe(DiskCacheHandler);
  });

  it('keeps the handlers another part of the server put there', () => {
    const DefaultCache = { name: 'use-cache handler' };
    globals[CACHE_HANDLERS_SYMBOL] = { DefaultCache };
    installDiskCacheHandler();
    expect(globals[CACHE_HANDLERS_SYMBOL]).toEqual({ DefaultCache, FetchCache: DiskCacheHandler });
  });
});
