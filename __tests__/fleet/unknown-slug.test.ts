import { readdirSync } from 'node:fs';
import path from 'node:path';
import { candidateSlug, FIXED_ROUTE_SEGMENTS, isUnknownSlug } from '@/lib/routing/unknown-slug';

describe('which paths the proxy answers 404 from the page index', () => {
  const known = new Set(['/', 'om-oss', 'billetter']);

  it('answers a single-segment path that is not in the index', () => {
    expect(isUnknownSlug('/finnes-ikke', known)).toBe(true);
    expect(isUnknownSlug('/finnes-ikke/', known)).toBe(true);
  });

  it('lets known slugs and the home page through', () => {
    expect(isUnknownSlug('/om-oss', known)).toBe(false);
    expect(isUnknownSlug('/', known)).toBe(false);
  });

  it('never touches other routes, files or deeper paths', () => {
    for (const path of [
      '/api',
      '/studio',
      '/sikkerhet',
      '/_next',
      '/favicon.ico',
      '/robots.txt',
      '/sitemap.xml',
      '/a/b',
    ]) {
      expect(candidateSlug(path)).toBeNull();
      expect(isUnknownSlug(path, known)).toBe(false);
    }
  });

  it('decodes the segment as the page route does, and leaves undecodable paths to the page', () => {
    expect(candidateSlug('/%C3%B8l')).toBe('øl');
    expect(isUnknownSlug('/om%2Doss', known)).toBe(false);
    expect(candidateSlug('/%E0%A4%A')).toBeNull();
  });
});

test('every fixed top-level route of app/ is reserved, so the proxy never answers it 404', () => {
  const folders = readdirSync(path.join(__dirname, '../../app'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !/^[[(]/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  expect([...FIXED_ROUTE_SEGMENTS].sort()).toEqual(folders);
  for (const segment of folders) expect(isUnknownSlug(`/${segment}`, new Set())).toBe(false);
});
