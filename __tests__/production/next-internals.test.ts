/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isLatePageCacheKey, LATE_PAGES_SEGMENT } from '@/lib/routing/late-pages.mjs';

// The site leans on parts of Next that are not public API (docs/caching.md, "Next internals we
// rely on"). Each test below fails, naming the part, when a Next upgrade changes one of them;
// `next` is pinned to an exact version so such an upgrade is always a deliberate change.
const nodeRequire = createRequire(__filename);
const nextFile = (relative: string) =>
  readFileSync(nodeRequire.resolve(`next/dist/${relative}`), 'utf8');

describe('Next internals the site relies on', () => {
  it('next is pinned to one exact version, the one installed', () => {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8'));
    const installed = JSON.parse(nextFile('../package.json')).version;
    expect(pkg.dependencies.next).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.dependencies.next).toBe(installed);
  });

  it('the incremental cache still takes a handler from the @next/cache-handlers global (install-disk-cache-handler.mjs)', () => {
    const source = nextFile('server/lib/incremental-cache/index.js');
    expect(source).toContain("Symbol.for('@next/cache-handlers')");
    expect(source).toMatch(/globalCacheHandler\.FetchCache/);
  });

  it("Next's file-system cache can still be deep-imported and extended (disk-cache-handler.mjs)", () => {
    const FileSystemCache = nodeRequire(
      'next/dist/server/lib/incremental-cache/file-system-cache.js',
    ).default;
    expect(typeof FileSystemCache).toBe('function');
    for (const method of ['get', 'set', 'revalidateTag'])
      expect(typeof FileSystemCache.prototype[method]).toBe('function');
    const { SharedCacheControls } = nodeRequire(
      'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js',
    );
    expect(SharedCacheControls.cacheControls).toBeInstanceOf(Map);
  });

  it('a revalidated tag is still recorded with its time, and counts only against entries stored before it (renders-in-flight.mjs)', async () => {
    const { tagsManifest, areTagsStale } = nodeRequire(
      'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
    );
    const FileSystemCache = nodeRequire(
      'next/dist/server/lib/incremental-cache/file-system-cache.js',
    ).default;
    const tag = `internals-${process.pid}-${Date.now()}`;
    const before = Date.now();
    await FileSystemCache.prototype.revalidateTag.call({}, [tag], { expire: 60 });
    const entry = tagsManifest.get(tag);
    expect(entry.stale).toBeGreaterThanOrEqual(before);
    expect(entry.expired).toBe(entry.stale + 60_000);
    expect(areTagsStale([tag], entry.stale - 1)).toBe(true);
    expect(areTagsStale([tag], entry.stale)).toBe(false);
    // Stamped when stored, in memory before the first wait: a check just before set() holds.
    expect(nextFile('server/lib/incremental-cache/file-system-cache.js')).toMatch(
      /async set\(key, data, ctx\) \{[^]*?memoryCache\.set\(key, \{\s*value: data,\s*lastModified: Date\.now\(\)/,
    );
    // A render is started by a read of the cache and stored with set() when it is done.
    const responseCache = nextFile('server/response-cache/index.js');
    expect(responseCache).toContain('await context.incrementalCache.get(key');
    expect(responseCache).toContain('await incrementalCache.set(key');
  });

  it('route-cache keys still end in /$<pathname>, as late-not-found.mjs parses them', () => {
    const { getRouteCacheKey } = nodeRequire('next/dist/server/lib/route-cache-key.js');
    const key: string = getRouteCacheKey(`/${LATE_PAGES_SEGMENT}/ny-side`, {
      kind: 'APP_PAGE',
      sourceRoute: `/${LATE_PAGES_SEGMENT}/[slug]/page`,
    });
    expect(key).toMatch(
      new RegExp(`^/route-cache/APP_PAGE/[0-9a-f]{64}/\\$/${LATE_PAGES_SEGMENT}/ny-side$`),
    );
    expect(isLatePageCacheKey(key)).toBe(true);
  });

  it("a path's implicit cache tag still starts with _N_T_ (the webhook invalidates paths by it)", () => {
    const { NEXT_CACHE_IMPLICIT_TAG_ID } = nodeRequire('next/dist/lib/constants.js');
    expect(NEXT_CACHE_IMPLICIT_TAG_ID).toBe('_N_T_');
  });

  it('responses still add headers through ServerResponse.prototype.appendHeader (single-value-headers.ts)', () => {
    expect(nextFile('server/send-response.js')).toMatch(/res\.appendHeader\(/);
  });

  it('the server still hands requests to handlers through the http server\'s "request" event (socket-address.ts)', () => {
    const source = nextFile('server/lib/start-server.js');
    expect(source).toMatch(/_http\.default\.createServer\(requestListener\)/);
  });

  it("revalidateTag is still applied after a route handler's response (why the webhook invalidates itself)", () => {
    const source = nextFile('server/route-modules/app-route/module.js');
    expect(source).toMatch(/pendingWaitUntil = maybeRevalidatesPromise/);
  });

  it("a header rule's parameter is still filled in as the request spelled the path, not decoded (edge-tags.mjs)", () => {
    // Documented: parameters may be used in header values. Not documented: their encoding. The
    // purge spells a path's tag percent-encoded (canonicalPath), as browsers send it.
    const { getPathMatch } = nodeRequire('next/dist/shared/lib/router/utils/path-match.js');
    const { compileNonPath } = nodeRequire(
      'next/dist/shared/lib/router/utils/prepare-destination.js',
    );
    const { parseRelativeUrl } = nodeRequire(
      'next/dist/shared/lib/router/utils/parse-relative-url.js',
    );
    const { pathname } = parseRelativeUrl('/bl%C3%A5b%C3%A6r?_rsc=1');
    const params = getPathMatch('/:path(.+)', { strict: true, removeUnnamedParams: true })(
      pathname,
    );
    expect(compileNonPath('site,path:/:path', params)).toBe('site,path:/bl%C3%A5b%C3%A6r');
    // resolve-routes.js still fills in header values this way.
    expect(nextFile('server/lib/router-utils/resolve-routes.js')).toMatch(
      /value = \(0, _preparedestination\.compileNonPath\)\(value, params\)/,
    );
  });
});
