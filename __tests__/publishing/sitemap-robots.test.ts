import { queryLocalDataset } from '@/lib/sanity/local-dataset';
import { pageIndexQuery } from '@/lib/sanity/queries';
import type { PageIndexEntry } from '@/lib/sanity/types';
import { buildRobots, buildSitemap } from '@/lib/seo/sitemap';
import { slug as slugOf, writeDataset } from '../fixtures/content-fixture';
import { word } from '../fixtures/publishing-content';

// The queries of translated documents take the edition's language (docs/i18n.md).
const NB = 'nb';

const BASE = `https://${word('site')}.example`;

describe('buildSitemap', () => {
  it('lists every routable page at its URL, the home page at the root, and the safety page', () => {
    const slug = word('side');
    const updated = '2027-03-01T10:00:00Z';
    const map = buildSitemap(
      [
        { slug: '/', _updatedAt: null },
        { slug, _updatedAt: updated },
      ],
      BASE,
    );
    expect(map).toEqual([
      { url: `${BASE}/`, priority: 1 },
      { url: `${BASE}/${slug}`, lastModified: updated, priority: 0.7 },
      { url: `${BASE}/sikkerhet`, priority: 0.3 },
      { url: `${BASE}/personvern`, priority: 0.2 },
      { url: `${BASE}/tilgjengelighet`, priority: 0.2 },
    ]);
  });

  it('leaves out slugs no route serves and encodes the rest', () => {
    const map = buildSitemap(
      [
        { slug: 'a/b', _updatedAt: null },
        { slug: 'smak-på-øl', _updatedAt: null },
      ],
      BASE,
    );
    expect(map.map((entry) => entry.url)).toEqual([
      `${BASE}/smak-p%C3%A5-%C3%B8l`,
      `${BASE}/sikkerhet`,
      `${BASE}/personvern`,
      `${BASE}/tilgjengelighet`,
    ]);
  });

  it('leaves out pages that redirect, to another page or another site, and pages a fixed route hides', () => {
    const [kept, toPage, toSite, unusable] = [
      word('side'),
      word('side'),
      word('side'),
      word('side'),
    ];
    const redirect = (target: { slug?: string; href?: string }) => ({
      _type: 'redirect' as const,
      slug: target.slug ?? null,
      href: target.href ?? null,
    });
    const map = buildSitemap(
      [
        { slug: kept, _updatedAt: null, redirects: [] },
        { slug: toPage, _updatedAt: null, redirects: [redirect({ slug: kept })] },
        { slug: toSite, _updatedAt: null, redirects: [redirect({ href: 'https://example.org/' })] },
        // A redirect block without a usable target is ignored by the page: it renders, so it stays.
        { slug: unusable, _updatedAt: null, redirects: [redirect({ href: 'javascript:void 0' })] },
        { slug: 'studio', _updatedAt: null },
      ],
      BASE,
    );
    expect(map.map((entry) => entry.url)).toEqual([
      `${BASE}/${kept}`,
      `${BASE}/${unusable}`,
      `${BASE}/sikkerhet`,
      `${BASE}/personvern`,
      `${BASE}/tilgjengelighet`,
    ]);
  });

  it('leaves out a redirect page read from a dataset through the page index query', async () => {
    const [kept, moved] = [word('side'), word('side')];
    const file = writeDataset([
      { _id: word('page'), _type: 'page', title: word('T'), slug: slugOf(kept) },
      {
        _id: word('page'),
        _type: 'page',
        title: word('T'),
        slug: slugOf(moved),
        pageBuilder: [{ _type: 'redirect', _key: 'r', slug: kept, permanent: true }],
      },
    ]);
    const index = await queryLocalDataset<PageIndexEntry[]>(
      file,
      pageIndexQuery,
      { language: NB },
      'published',
    );
    expect(index.map((entry) => entry.slug).sort()).toEqual([kept, moved].sort());
    expect(buildSitemap(index, BASE).map((entry) => entry.url)).toEqual([
      `${BASE}/${kept}`,
      `${BASE}/sikkerhet`,
      `${BASE}/personvern`,
      `${BASE}/tilgjengelighet`,
    ]);
  });

  it('lists every event page with its last publish, addresses encoded', () => {
    const events = [
      { slug: 'pizzakurs', _updatedAt: '2027-06-01T10:00:00Z' },
      { slug: 'rømmegrøt', _updatedAt: null },
    ];
    expect(buildSitemap([], BASE, events)).toEqual([
      { url: `${BASE}/arrangement/pizzakurs`, lastModified: '2027-06-01T10:00:00Z', priority: 0.5 },
      { url: `${BASE}/arrangement/r%C3%B8mmegr%C3%B8t`, priority: 0.5 },
      { url: `${BASE}/sikkerhet`, priority: 0.3 },
      { url: `${BASE}/personvern`, priority: 0.2 },
      { url: `${BASE}/tilgjengelighet`, priority: 0.2 },
    ]);
  });

  it('still lists the safety, privacy and accessibility pages when there are no pages', () => {
    expect(buildSitemap([], BASE)).toEqual([
      { url: `${BASE}/sikkerhet`, priority: 0.3 },
      { url: `${BASE}/personvern`, priority: 0.2 },
      { url: `${BASE}/tilgjengelighet`, priority: 0.2 },
    ]);
  });
});

describe('buildRobots', () => {
  it('allows crawling the site but not the API, and points at the sitemap', () => {
    expect(buildRobots(BASE)).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
      sitemap: `${BASE}/sitemap.xml`,
    });
  });
});
