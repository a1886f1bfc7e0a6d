/**
 * @jest-environment node
 */
import path from 'node:path';
import { canonicalPath, edgeTagHeaderRules, pathTag, SITE_TAG } from '@/lib/cdn/edge-tags.mjs';
import { eventPurgePaths, purgePathsForTags } from '@/lib/cdn/paths';
import { purgeTagsForPaths } from '@/lib/cdn/providers';
import { pagePath } from '@/lib/routing/page-path';
import { headersForRequest, loadHeaderRules } from '../support/next-header-rules';

// The tags a response carries come from next.config's headers() rules (lib/cdn/edge-tags.mjs);
// these tests run the real config through Next's own router code and compare what it would send
// with what a purge names (lib/cdn/providers.ts).

const CONFIG_FILE = path.resolve(__dirname, '../../next.config.mjs');
type Rules = Awaited<ReturnType<typeof loadHeaderRules>>;
type ConfigRules = Parameters<typeof loadHeaderRules>[0];
let configRules: ConfigRules;
let rules: Rules;

beforeAll(async () => {
  let config: { headers: () => Promise<ConfigRules> } | undefined;
  await jest.isolateModulesAsync(async () => {
    const loaded: { default: unknown } = await import(CONFIG_FILE);
    config = await (loaded.default as (phase: string) => Promise<typeof config>)(
      'phase-production-server',
    );
  });
  configRules = await config!.headers();
  rules = await loadHeaderRules(configRules);
});

/** The tags of a response to this request, as Cloudflare and as Fastly read them. */
function tagsFor(requestUrl: string) {
  const headers = headersForRequest(rules, requestUrl);
  const split = (value: string | undefined, separator: string) =>
    value === undefined ? undefined : value.split(separator);
  return {
    cloudflare: split(headers['Cache-Tag'], ','),
    fastly: split(headers['Surrogate-Key'], ' '),
  };
}

/** A path as a browser puts it on the wire (`/ærlig` → `/%C3%A6rlig`), query and all. */
const onTheWire = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
};

describe('the tags a page is sent with (Cache-Tag, Surrogate-Key)', () => {
  it('a page: the site tag and its path tag, the same in both headers', () => {
    expect(tagsFor('/om-oss')).toEqual({
      cloudflare: [SITE_TAG, 'path:/om-oss'],
      fastly: [SITE_TAG, 'path:/om-oss'],
    });
    expect(tagsFor('/')).toEqual({ cloudflare: ['site', 'path:/'], fastly: ['site', 'path:/'] });
  });

  it("an RSC variant (?_rsc=, a client navigation's payload) gets the page's own tags", () => {
    for (const page of ['/', '/om-oss', '/arrangement/pizzakurs']) {
      expect(tagsFor(`${page}?_rsc=1a2b3`)).toEqual(tagsFor(page));
      expect(tagsFor(`${page}?_rsc=zz9&utm_source=nyhetsbrev`)).toEqual(tagsFor(page));
    }
  });

  it("a calendar selection (/kalender.ics?arrangement=…) gets the whole calendar's tags", () => {
    expect(tagsFor('/kalender.ics?arrangement=a,b').cloudflare).toEqual([
      'site',
      'path:/kalender.ics',
    ]);
  });

  it('the tag is what the purge names for the same path, æøå included', () => {
    const paths = [
      '/',
      pagePath('om-oss'),
      pagePath('ærlig-mat'),
      ...eventPurgePaths('pizzakurs'),
      ...eventPurgePaths('økologisk-smaking'),
      '/kalender.ics',
      '/sitemap.xml',
      '/sikkerhet',
    ];
    for (const sitePath of paths) {
      const [purged] = purgeTagsForPaths([sitePath]);
      expect(tagsFor(onTheWire(sitePath)).cloudflare).toEqual(['site', purged]);
      expect(tagsFor(onTheWire(sitePath)).fastly).toEqual(['site', purged]);
    }
    expect(pathTag(pagePath('ærlig-mat'))).toBe('path:/%C3%A6rlig-mat');
  });

  it('every URL a publish purges is tagged under the name the purge uses', () => {
    const pages = [
      { slug: '/', menuSlug: null },
      { slug: 'om-oss', menuSlug: null, programme: true },
      { slug: 'blåbær', menuSlug: 'festivalmeny' },
    ];
    const all = purgePathsForTags(
      ['site-settings', 'programme', 'page-index', 'menu:festivalmeny', 'privacy-page'],
      pages,
      ['pizzakurs', 'smørbrød'],
    );
    expect(all.length).toBeGreaterThan(8);
    for (const sitePath of all)
      expect(tagsFor(onTheWire(sitePath)).cloudflare).toContain(pathTag(sitePath));
  });

  it('no tags on the build files, the API and the studio', () => {
    for (const url of [
      '/_next/static/chunks/app.js',
      '/_next/image?url=%2Flogo.png&w=640&q=75',
      '/_assets/inter-latin-400-normal.0123456789ab.woff2',
      '/api/health',
      '/api/revalidate',
      '/studio',
      '/studio/structure',
    ])
      expect(tagsFor(url)).toEqual({ cloudflare: undefined, fastly: undefined });
  });

  it('a path no tag can hold (a comma splits Cloudflare tags) gets the site tag only', () => {
    expect(tagsFor('/a,b')).toEqual({ cloudflare: ['site'], fastly: ['site'] });
  });

  it('a made-up URL still gets its own tag, so a page published there later purges its 404', () => {
    expect(tagsFor('/finnes-ikke-enda').fastly).toEqual(['site', 'path:/finnes-ikke-enda']);
  });
});

describe('how a site path is spelled in its tag', () => {
  it('as browsers send it: UTF-8 percent-encoded, upper-case hex, no query', () => {
    expect(canonicalPath('/ærlig')).toBe('/%C3%A6rlig');
    expect(canonicalPath('/%c3%a6rlig')).toBe('/%C3%A6rlig');
    expect(canonicalPath('/arrangement/%C3%B8l')).toBe('/arrangement/%C3%B8l');
    expect(canonicalPath('/om-oss?_rsc=abc')).toBe('/om-oss');
    expect(canonicalPath('/')).toBe('/');
  });

  it('next.config.mjs sends these very rules', () => {
    const tagRules = edgeTagHeaderRules();
    expect(configRules.slice(-tagRules.length)).toEqual(tagRules);
  });
});
