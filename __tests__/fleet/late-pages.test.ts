import { readdirSync } from 'node:fs';
import path from 'node:path';
import { FIXED_ROUTE_SEGMENTS } from '@/lib/routing/fixed-routes';
import { EVENT_ROUTE_SEGMENT, eventPath } from '@/lib/routing/event-path';
import {
  isLatePageCacheKey,
  LATE_EVENTS_SEGMENT,
  LATE_PAGES_SEGMENT,
  latePagePath,
  latePageRedirects,
  latePageRewrites,
} from '@/lib/routing/late-pages.mjs';
import { matchHeaderRule } from '../support/header-rule-match';

test('every fixed top-level route of app/ is reserved, so no page can take its URL', () => {
  // Route groups (app/(nb), app/(en)) add no segment: their folders are top-level routes too.
  const app = path.join(__dirname, '../../app');
  const groups = readdirSync(app).filter((name) => /^\(.+\)$/.test(name));
  const folders = [app, ...groups.map((group) => path.join(app, group))]
    .flatMap((dir) => readdirSync(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !/^[[(]/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  expect(folders.filter((folder) => !FIXED_ROUTE_SEGMENTS.includes(folder))).toEqual([]);
  expect(FIXED_ROUTE_SEGMENTS.filter((segment) => !folders.includes(segment))).toEqual([]);
  expect(folders).toContain(LATE_PAGES_SEGMENT);
});

describe('the route for pages published after the build', () => {
  it('is reached from any single-segment path by a fallback rewrite, and from nothing deeper', () => {
    const [rewrite] = latePageRewrites();
    expect(rewrite.destination).toBe(`/${LATE_PAGES_SEGMENT}/:slug`);
    expect(matchHeaderRule(rewrite.source, '/ny-side')).toEqual({ slug: 'ny-side' });
    expect(matchHeaderRule(rewrite.source, '/a/b')).toBe(false);
  });

  it('is never a URL of its own: asked for directly, it redirects to the page', () => {
    const [redirect] = latePageRedirects();
    expect(redirect.permanent).toBe(false);
    expect(matchHeaderRule(redirect.source, `/${LATE_PAGES_SEGMENT}/ny-side`)).toEqual({
      slug: 'ny-side',
    });
    expect(redirect.destination).toBe('/:slug');
  });

  it("knows its own keys in Next's response cache, and only those", () => {
    const hash = 'a1d531bde747013843ce873221691bf32af30d2cf50d882260b6414104df6c3f';
    expect(isLatePageCacheKey(`/route-cache/APP_PAGE/${hash}/$/${LATE_PAGES_SEGMENT}/x`)).toBe(
      true,
    );
    expect(isLatePageCacheKey(`/route-cache/APP_PAGE/${hash}/$/billetter`)).toBe(false);
    expect(isLatePageCacheKey(`/route-cache/APP_PAGE/${hash}/$/${LATE_PAGES_SEGMENT}`)).toBe(false);
    expect(isLatePageCacheKey('a1b2c3-fetch-cache-key')).toBe(false);
  });

  it('names where it caches the page at a URL, for the home page and deeper paths nothing', () => {
    expect(latePagePath('/ny-side')).toBe(`/${LATE_PAGES_SEGMENT}/ny-side`);
    expect(latePagePath('/')).toBeNull();
    expect(latePagePath('/a/b')).toBeNull();
  });
});

describe('the route for events published after the build', () => {
  it("uses the event pages' own segment", () => {
    expect(LATE_EVENTS_SEGMENT).toBe(EVENT_ROUTE_SEGMENT);
  });

  it('is reached from /arrangement/<slug> by a fallback rewrite, and from nothing else', () => {
    const rewrite = latePageRewrites().find((rule) =>
      rule.source.startsWith(`/${EVENT_ROUTE_SEGMENT}/`),
    );
    expect(rewrite?.destination).toBe(`/${LATE_PAGES_SEGMENT}/${EVENT_ROUTE_SEGMENT}/:slug`);
    expect(matchHeaderRule(rewrite!.source, eventPath('nytt-kurs'))).toEqual({ slug: 'nytt-kurs' });
    expect(matchHeaderRule(rewrite!.source, `${eventPath('nytt-kurs')}/kalender.ics`)).toBe(false);
    expect(matchHeaderRule(rewrite!.source, '/billetter')).toBe(false);
  });

  it('is never a URL of its own: asked for directly, it redirects to the event page', () => {
    const redirect = latePageRedirects().find((rule) =>
      rule.source.startsWith(`/${LATE_PAGES_SEGMENT}/${EVENT_ROUTE_SEGMENT}/`),
    );
    expect(redirect?.permanent).toBe(false);
    expect(
      matchHeaderRule(redirect!.source, `/${LATE_PAGES_SEGMENT}/${EVENT_ROUTE_SEGMENT}/nytt-kurs`),
    ).toEqual({ slug: 'nytt-kurs' });
    expect(redirect?.destination).toBe(`/${EVENT_ROUTE_SEGMENT}/:slug`);
    // The pages' redirect does not take an event's two segments.
    const [pages] = latePageRedirects();
    expect(
      matchHeaderRule(pages.source, `/${LATE_PAGES_SEGMENT}/${EVENT_ROUTE_SEGMENT}/nytt-kurs`),
    ).toBe(false);
  });

  it("its cache keys count as the late route's, so its unknown slugs' 404s are not stored", () => {
    const hash = 'a1d531bde747013843ce873221691bf32af30d2cf50d882260b6414104df6c3f';
    expect(
      isLatePageCacheKey(
        `/route-cache/APP_PAGE/${hash}/$/${LATE_PAGES_SEGMENT}/${EVENT_ROUTE_SEGMENT}/x`,
      ),
    ).toBe(true);
    expect(isLatePageCacheKey(`/route-cache/APP_PAGE/${hash}/$${eventPath('x')}`)).toBe(false);
  });

  it('names where it caches an event page, so a publish clears a cached 404 there', () => {
    expect(latePagePath(eventPath('nytt-kurs'))).toBe(
      `/${LATE_PAGES_SEGMENT}/${EVENT_ROUTE_SEGMENT}/nytt-kurs`,
    );
    expect(latePagePath(`${eventPath('nytt-kurs')}/kalender.ics`)).toBeNull();
  });
});
