import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as playwrightRequest, type APIResponse } from '@playwright/test';
import { pathTag, SITE_TAG } from '../lib/cdn/edge-tags.mjs';
import { expect, test } from './support/fixtures';
import {
  localRasterImageUrls,
  pageUrl,
  readDataset,
  renderablePages,
  type DatasetPage,
} from './support/dataset';
import {
  heroPageDocument,
  PREVIEW_SECRET,
  projection,
  publish,
  remove,
  upsert,
} from './support/publishing';

// docs/publishing.md's cache-header table is the contract: every row is requested from the built
// server and its Cache-Control and x-nextjs-cache compared with what the row says. A row without a
// check here, or a check without a row, fails, so the table and the server cannot drift apart.

const DOC = 'docs/publishing.md';
const SOON = { timeout: 5_000, intervals: [100, 200, 300, 500] };

type Row = { label: string; cacheControl: string; nextCache: string[][] | null };

/** The table under "### Cache headers": label, Cache-Control, and x-nextjs-cache as steps. */
function documentedRows(): Row[] {
  const text = readFileSync(DOC, 'utf8');
  const section = text.slice(text.indexOf('### Cache headers'));
  const lines = section.split('\n');
  const header = lines.findIndex((line) => /^\|\s*Response\s*\|/.test(line));
  expect(header, `${DOC} has a "| Response |" table under "### Cache headers"`).toBeGreaterThan(0);
  const rows: Row[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [label, cacheControl, nextCache] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    rows.push({
      label,
      cacheControl: cacheControl.replace(/`/g, ''),
      // "`HIT` or `STALE` (…), then `HIT`" → [['HIT', 'STALE'], ['HIT']]; "–" → no header.
      nextCache:
        nextCache === '–'
          ? null
          : nextCache
              .split(/,\s*then\s+/)
              .map((step) => [...step.matchAll(/`(HIT|STALE|MISS)`/g)].map((match) => match[1])),
    });
  }
  return rows;
}

/** One response to check, and how to ask for the same thing again (for the "then" steps). */
type Visit = { name: string; first: APIResponse; again: () => Promise<APIResponse> };
type Context = { request: import('@playwright/test').APIRequestContext; baseURL: string };
type Check = (context: Context) => Promise<Visit[]>;

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

async function visitGet(context: Context, url: string): Promise<Visit> {
  const again = () => context.request.get(url, { maxRedirects: 0 });
  return { name: url, first: await again(), again };
}

function newPage(slug: string): DatasetPage {
  // Stored as Sanity stores it; DatasetPage only names the part tests read.
  return heroPageDocument(unique('e2e-cache-headers'), slug, `Buffertest ${slug}`) as DatasetPage;
}

/** Adds a page to the live dataset and publishes it; removed again when the test ends. */
const cleanups: Array<() => Promise<void>> = [];
async function publishNewPage(context: Context): Promise<DatasetPage> {
  const document = newPage(unique('e2e-buffer'));
  upsert(document);
  cleanups.push(async () => {
    remove(document._id);
    await publish(context.request, projection(document, 'delete'));
  });
  await publish(context.request, projection(document, 'create'));
  return document;
}

const checks: Record<string, Check> = {
  'Prerendered page (the home page and every slug from `generateStaticParams`)': (context) =>
    Promise.all(renderablePages().map((page) => visitGet(context, pageUrl(page)))),

  'Page after a publish': async (context) => {
    const document = await publishNewPage(context);
    const url = pageUrl(document);
    // Rendered and cached once, so the publish below has a cached page to mark stale.
    await expect
      .poll(async () => (await context.request.get(url)).headers()['x-nextjs-cache'], SOON)
      .toBe('HIT');
    await publish(context.request, projection(document, 'update'));
    return [await visitGet(context, url)];
  },

  'Page published after the build': async (context) => {
    const document = await publishNewPage(context);
    return [await visitGet(context, pageUrl(document))];
  },

  'Unknown slug (404)': async (context) => {
    const visit = await visitGet(context, `/${unique('finnes-ikke')}`);
    expect(visit.first.status()).toBe(404);
    return [visit];
  },

  '`/sikkerhet`': async (context) => [await visitGet(context, '/sikkerhet')],

  '`/sitemap.xml`, `/robots.txt`': async (context) => [
    await visitGet(context, '/sitemap.xml'),
    await visitGet(context, '/robots.txt'),
  ],

  'Any page in draft mode': async ({ baseURL }) => {
    // Its own request context: the draft-mode cookie must not leak into other checks.
    const editor = await playwrightRequest.newContext({ baseURL });
    cleanups.push(() => editor.dispose());
    const enable = await editor.get(`/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=/`, {
      maxRedirects: 0,
    });
    expect(enable.status()).toBe(307);
    const draftContext = { request: editor, baseURL };
    const [page] = renderablePages().filter((candidate) => pageUrl(candidate) !== '/');
    const visits = [await visitGet(draftContext, '/'), await visitGet(draftContext, pageUrl(page))];
    for (const visit of visits) {
      expect(await visit.first.text(), visit.name).toContain('Forhåndsvisning av utkast');
    }
    return visits;
  },

  '`/api/revalidate`, `/api/contact`, `/api/health`, `/api/draft-mode/*`': async ({ request }) => {
    const post = (url: string, data: unknown, headers: Record<string, string> = {}) => {
      const again = () => request.post(url, { data, headers, maxRedirects: 0 });
      return again().then((first) => ({ name: `POST ${url}`, first, again }));
    };
    const get = (url: string) => {
      const again = () => request.get(url, { maxRedirects: 0 });
      return again().then((first) => ({ name: url, first, again }));
    };
    const octet = () => Math.floor(Math.random() * 250) + 1;
    return [
      await post('/api/revalidate', '{}'),
      // Its own client address, clear of the contact tests' rate limit; an empty body is refused.
      await post('/api/contact', '{"firstname": ', {
        'content-type': 'application/json',
        'x-forwarded-for': `198.18.${octet()}.${octet()}`,
      }),
      await get('/api/health'),
      await get('/api/draft-mode/enable?secret=feil'),
      await get('/api/draft-mode/disable'),
    ];
  },

  'Build assets (`/_next/static/…`)': async (context) => {
    const html = await (await context.request.get('/')).text();
    const assets = [...new Set(html.match(/\/_next\/static\/[^"'\\\s]+\.(?:js|css)/g) ?? [])];
    expect(assets.length).toBeGreaterThan(0);
    return Promise.all(assets.slice(0, 3).map((asset) => visitGet(context, asset)));
  },

  'Resized images (`/_next/image`)': async (context) => {
    const [image] = localRasterImageUrls();
    expect(image, 'the e2e dataset has a local raster image asset').toBeTruthy();
    const visit = await visitGet(
      context,
      `/_next/image?url=${encodeURIComponent(image)}&w=640&q=75`,
    );
    expect(visit.first.status()).toBe(200);
    return [visit];
  },

  'Files in `public/` (logos, PDFs, content assets)': async (context) => {
    const asset = readDataset().find(
      (document) =>
        document._type === 'sanity.imageAsset' &&
        String(document.url).startsWith('/content-assets/'),
    );
    expect(asset, 'the e2e dataset has an asset under public/content-assets/').toBeTruthy();
    return Promise.all(
      ['/logo-black.svg', '/ROS.pdf', '/favicon.ico', String(asset!.url)].map((url) =>
        visitGet(context, url),
      ),
    );
  },

  '`/filer/…` that is not a file of the Sanity project (404)': async (context) => {
    // The e2e server reads the embedded dataset: no Sanity project, so no file is found, and a
    // name that is not a content hash never is.
    const visits = [
      await visitGet(context, `/filer/${randomBytes(20).toString('hex')}.pdf`),
      await visitGet(context, '/filer/ikke-en-fil.pdf'),
    ];
    for (const visit of visits) {
      expect(visit.first.status(), visit.name).toBe(404);
      expect(await visit.first.text(), visit.name).toContain('Fant ikke filen');
    }
    return visits;
  },
};

test.afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

test('every row of the cache-header table has a check, and every check a row', () => {
  const labels = documentedRows().map((row) => row.label);
  expect(labels.length).toBeGreaterThan(0);
  expect([...labels].sort()).toEqual(Object.keys(checks).sort());
});

// The CDN's cache tags (lib/cdn/edge-tags.mjs, docs/caching.md "Tags at the edge"): a page and
// its RSC payload carry the same tags, the ones a publish purges by; the build's files and the
// API carry none. Cloudflare reads Cache-Tag, Fastly Surrogate-Key.
test('pages and their RSC payloads carry the cache tags a purge names', async ({ request }) => {
  const tagsOf = (response: APIResponse) => ({
    cloudflare: response.headers()['cache-tag']?.split(','),
    fastly: response.headers()['surrogate-key']?.split(' '),
  });
  const [page] = renderablePages().filter((candidate) => pageUrl(candidate) !== '/');
  const unknown = `/${unique('finnes-ikke')}`;
  for (const url of ['/', pageUrl(page), '/sikkerhet', unknown]) {
    const expected = { cloudflare: [SITE_TAG, pathTag(url)], fastly: [SITE_TAG, pathTag(url)] };
    const html = await request.get(url, { maxRedirects: 0 });
    expect(tagsOf(html), `${url}: tags`).toEqual(expected);
    // A client navigation: RSC header and a _rsc hash. Next redirects a hash it did not expect
    // to the right one; both answers carry the page's tags.
    const rsc = { rsc: '1' };
    let payload = await request.get(`${url}?_rsc=e2e01`, { headers: rsc, maxRedirects: 0 });
    expect(tagsOf(payload), `${url}?_rsc=…: tags`).toEqual(expected);
    if ([307, 308].includes(payload.status())) {
      const location = new URL(payload.headers()['location'], 'http://localhost');
      expect(location.searchParams.has('_rsc'), `${url}: redirected to another _rsc`).toBe(true);
      payload = await request.get(`${location.pathname}${location.search}`, {
        headers: rsc,
        maxRedirects: 0,
      });
      expect(tagsOf(payload), `${url}?_rsc=…: tags after the redirect`).toEqual(expected);
    }
    if (url !== unknown)
      expect(payload.headers()['content-type'], `${url}?_rsc=…: an RSC payload`).toContain(
        'text/x-component',
      );
  }
  const calendar = await request.get('/kalender.ics?arrangement=finnes-ikke', { maxRedirects: 0 });
  expect(tagsOf(calendar).cloudflare).toEqual([SITE_TAG, pathTag('/kalender.ics')]);

  const html = await (await request.get('/')).text();
  const [asset] = html.match(/\/_next\/static\/[^"'\\\s]+\.js/) ?? [];
  expect(asset).toBeTruthy();
  for (const url of [asset!, '/api/health']) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(tagsOf(response), `${url}: no tags`).toEqual({
      cloudflare: undefined,
      fastly: undefined,
    });
  }
});

for (const row of documentedRows()) {
  test(`cache headers as documented: ${row.label}`, async ({ request, baseURL }) => {
    const check = checks[row.label];
    expect(check, `no check for the row "${row.label}" of ${DOC}`).toBeDefined();
    const visits = await check({ request, baseURL: baseURL! });
    expect(visits.length).toBeGreaterThan(0);
    for (const visit of visits) {
      expect(visit.first.headers()['cache-control'], `${visit.name}: Cache-Control`).toBe(
        row.cacheControl,
      );
      const nextCache = () => visit.first.headers()['x-nextjs-cache'];
      if (row.nextCache === null) {
        expect(nextCache(), `${visit.name}: x-nextjs-cache`).toBeUndefined();
        continue;
      }
      const [first, ...later] = row.nextCache;
      expect(first, `${visit.name}: x-nextjs-cache for the first request`).toContain(nextCache());
      for (const step of later) {
        await expect
          .poll(async () => step.includes((await visit.again()).headers()['x-nextjs-cache']), {
            ...SOON,
            message: `${visit.name}: x-nextjs-cache becomes ${step.join(' or ')}`,
          })
          .toBe(true);
      }
    }
  });
}
