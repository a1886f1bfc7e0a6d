import { readdirSync } from 'node:fs';
import path from 'node:path';
import { FIXED_ROUTE_SEGMENTS } from '@/lib/routing/fixed-routes';
import {
  isLatePageCacheKey,
  LATE_PAGES_SEGMENT,
  latePagePath,
  latePageRedirects,
  latePageRewrites,
} from '@/lib/routing/late-pages.mjs';
import { matchHeaderRule } from '../support/header-rule-match';

// Reserved before their routes land (the event page and the calendar files are built on top of
// the programme's data layer), so no page takes the address in the meantime.
const RESERVED_AHEAD_OF_THEIR_ROUTE = ['arrangement', 'kalender.ics'];

test('every fixed top-level route of app/ is reserved, so no page can take its URL', () => {
  const folders = readdirSync(path.join(__dirname, '../../app'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[[(]/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const withoutFolder = FIXED_ROUTE_SEGMENTS.filter((segment) => !folders.includes(segment));
  expect(folders.filter((folder) => !FIXED_ROUTE_SEGMENTS.includes(folder))).toEqual([]);
  expect(RESERVED_AHEAD_OF_THEIR_ROUTE).toEqual(expect.arrayContaining(withoutFolder));
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
