import { buildRobots, buildSitemap } from '@/lib/seo/sitemap';
import { word } from '../fixtures/publishing-content';

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
    ]);
  });

  it('still lists the safety page when there are no pages', () => {
    expect(buildSitemap([], BASE)).toEqual([{ url: `${BASE}/sikkerhet`, priority: 0.3 }]);
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
