/**
 * @jest-environment node
 */
import { request as httpRequest } from 'node:http';
import { banPagesOnStart } from '@/lib/cdn/ban-on-start';
import { purgeCdnAfterRevalidation, purgeCdnForTags } from '@/lib/cdn/purge';
import { startVarnish } from '../../test-support/varnish.mjs';
import { startStandIn } from '../support/http-stand-in';
import { waitUntil } from '../../test-support/wait.mjs';

// deploy/varnish/default.vcl on Debian's varnishd, in front of an origin stand-in that counts
// what reaches it and answers the way `next start` does.
let origin: Awaited<ReturnType<typeof startStandIn>>;
let varnish: Awaited<ReturnType<typeof startVarnish>>;
let version = 1;
/** Slugs the origin serves as pages; any other `/sen-…` path is its 404. */
const published = new Set<string>();
const ORIGIN_HOLDS_MS = 1000;
/** What /origin-fails answers next: a good page, then a 500 while Varnish refreshes it in grace. */
let failingStatus = 200;
/** /variant pages (their query string in the body) and /publisert (which can fail). */
let variantVersion = 1;
let publishedVersion = 1;
let publishedStatus = 200;
/** The build the origin says answered (X-Build-Id, next.config.mjs). */
let originBuild = 'bygg1-000000000000';

beforeAll(async () => {
  origin = await startStandIn((request, response) => {
    const pathname = request.url.pathname;
    if (pathname.startsWith('/sen-')) {
      // A slow render: the answer is decided when the request arrives, sent a second later.
      const status = published.has(pathname) ? 200 : 404;
      setTimeout(() => {
        response.writeHead(status, {
          'content-type': 'text/html',
          'cache-control': 's-maxage=300',
        });
        response.end(`${pathname} ${status}`);
      }, ORIGIN_HOLDS_MS);
      return;
    }
    if (pathname === '/origin-fails') {
      response.writeHead(failingStatus, {
        'content-type': 'text/html',
        'cache-control': 's-maxage=1',
      });
      response.end(failingStatus === 200 ? 'good page' : 'origin error');
      return;
    }
    if (pathname === '/_next/image') {
      // Next's optimiser: the format follows Accept, and it says so.
      response.writeHead(200, {
        'content-type': 'image/x-test',
        'cache-control': 'public, max-age=300, must-revalidate',
        vary: 'Accept',
      });
      response.end(`image for ${request.headers.accept ?? '(no accept)'}`);
      return;
    }
    if (pathname === '/variant') {
      response.writeHead(200, {
        'content-type': 'text/html',
        'cache-control': 's-maxage=31536000',
        vary: 'RSC',
      });
      response.end(`${pathname}${request.url.search} v${variantVersion}`);
      return;
    }
    if (pathname === '/publisert') {
      response.writeHead(publishedStatus, {
        'content-type': 'text/html',
        'cache-control': 's-maxage=31536000',
      });
      response.end(publishedStatus === 200 ? `publisert v${publishedVersion}` : 'origin error');
      return;
    }
    const headers: Record<string, string> = { 'content-type': 'text/html' };
    if (pathname === '/api/health') {
      // The app answers what it is asked; the edge must never ask for the deep report.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          url: request.url.pathname + request.url.search,
          authorization: request.headers.authorization ?? null,
        }),
      );
      return;
    }
    if (pathname === '/no-store')
      headers['cache-control'] = 'private, no-cache, no-store, max-age=0, must-revalidate';
    else if (['/filer/', '/_next/static/', '/_assets/'].some((dir) => pathname.startsWith(dir)))
      headers['cache-control'] = 'public, max-age=31536000, immutable';
    else if (pathname === '/stale') {
      headers['cache-control'] = 's-maxage=300, stale-while-revalidate=31535700';
      headers['x-nextjs-cache'] = 'STALE';
    } else headers['cache-control'] = 's-maxage=31536000';
    // Next tags pages for Cloudflare and Fastly (lib/cdn/edge-tags.mjs); Varnish ignores them.
    headers['x-build-id'] = originBuild;
    headers['cache-tag'] = `site,path:${pathname}`;
    headers['surrogate-key'] = `site path:${pathname}`;
    response.writeHead(pathname.startsWith('/missing') ? 404 : 200, headers);
    response.end(`${pathname} v${version}`);
  });
  varnish = await startVarnish({ backendPort: Number(new URL(origin.url).port) });
}, 30_000);
afterAll(async () => {
  await varnish?.stop();
  await origin?.close();
});

const purgeEnv = () => ({
  CDN_PURGE_PROVIDER: 'varnish',
  CDN_PURGE_URL: varnish.url,
  CDN_PURGE_TOKEN: varnish.purgeToken,
});

function purgeRequest(
  pathname: string,
  headers: Record<string, string>,
  localAddress = '127.0.0.1',
  method = 'PURGE',
) {
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: varnish.port,
        path: pathname,
        method,
        localAddress,
        headers,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const hits = (pathname: string) =>
  origin.requests.filter((request) => request.url.pathname === pathname).length;
async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${varnish.url}${pathname}`, { headers });
  return {
    status: response.status,
    text: await response.text(),
    cacheControl: response.headers.get('cache-control'),
    vary: response.headers.get('vary'),
  };
}

/** Accept headers of image requests, as three current browsers send them. */
const BROWSER_ACCEPT = {
  chrome: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  firefox: 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5',
  safari:
    'image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5',
};

describe('deploy/varnish/default.vcl', () => {
  it('caches pages per Cache-Control and hides the edge lifetime from browsers', async () => {
    const first = await get('/side');
    await get('/side');
    expect(first.text).toBe('/side v1');
    expect(hits('/side')).toBe(1);
    expect(first.cacheControl).toBe('public, max-age=0, must-revalidate');
  });

  it('does not show visitors the tags meant for Cloudflare and Fastly, on a miss or a hit', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${varnish.url}/med-tagger`);
      await response.text();
      expect(response.headers.get('x-cache')).toBe(i === 0 ? 'MISS' : 'HIT');
      expect(response.headers.get('cache-tag')).toBeNull();
      expect(response.headers.get('surrogate-key')).toBeNull();
    }
  });

  it('never caches /api/*, the studio, the service worker, no-store answers or draft mode', async () => {
    // The stand-in sends the worker with a year-long s-maxage, as Next prerenders it.
    for (const pathname of ['/api/health', '/studio/desk', '/serwist/sw.js', '/no-store']) {
      await get(pathname);
      await get(pathname);
      expect(hits(pathname)).toBe(2);
    }
    await get('/utkast');
    await get('/utkast', { cookie: '__prerender_bypass=abc' });
    await get('/utkast', { cookie: 'theme=dark; __prerender_bypass=abc' });
    expect(hits('/utkast')).toBe(3);
  });

  it("keeps Sanity's files under their path alone, with the origin's immutable Cache-Control", async () => {
    const file = `/filer/${'a'.repeat(40)}.pdf`;
    const first = await get(file);
    await get(`${file}?utm_source=nyhetsbrev`);
    await get(file, { cookie: 'theme=dark' });
    expect(first.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(hits(file)).toBe(1);
  });

  it('keeps a page Next served stale for one second only, not for its s-maxage', async () => {
    // The origin says s-maxage=300; kept that long, no request below would reach it again.
    await get('/stale');
    expect(hits('/stale')).toBe(1);
    await waitUntil(
      async () => {
        await get('/stale');
        return hits('/stale') === 2;
      },
      { what: 'Varnish to fetch the stale page again', timeoutMs: 10_000, intervalMs: 100 },
    );
  });

  it('purges exactly the published URLs, with their RSC variants, through lib/cdn', async () => {
    await get('/om-oss');
    await get('/om-oss?_rsc=abc12');
    await get('/annen');
    const before = { omOss: hits('/om-oss'), annen: hits('/annen') };
    version = 2;
    expect(
      await purgeCdnForTags(['page:om-oss'], {
        env: purgeEnv(),
      }),
    ).toBe(true);
    // Soft: the next visitor still gets the old copy while Varnish fetches the new one behind.
    expect((await get('/om-oss')).text).toBe('/om-oss v1');
    await waitUntil(async () => (await get('/om-oss')).text === '/om-oss v2', {
      what: 'the new /om-oss at the edge',
      timeoutMs: 5000,
      intervalMs: 50,
    });
    expect((await get('/om-oss?_rsc=zz9')).text).toBe('/om-oss v2');
    expect((await get('/annen')).text).toBe('/annen v1');
    expect(hits('/om-oss')).toBe(before.omOss + 1);
    expect(hits('/annen')).toBe(before.annen);
  });

  it('a purge of /kalender.ics also drops every selection of it (?arrangement=…), nothing else', async () => {
    const token = { 'x-purge-token': varnish.purgeToken };
    await get('/kalender.ics');
    await get('/kalender.ics?arrangement=a,b');
    await get('/om-kalender.ics?arrangement=a');
    const before = { calendar: hits('/kalender.ics'), other: hits('/om-kalender.ics') };
    // A purge of another URL leaves the selections cached.
    expect(await purgeRequest('/om-oss', token)).toBe(200);
    await get('/kalender.ics?arrangement=a,b');
    expect(hits('/kalender.ics')).toBe(before.calendar);
    expect(await purgeRequest('/kalender.ics', token)).toBe(200);
    await get('/kalender.ics');
    await get('/kalender.ics?arrangement=a,b');
    await get('/om-kalender.ics?arrangement=a');
    // Soft: the stale copies answer and the refreshes behind them reach the origin.
    await waitUntil(() => hits('/kalender.ics') === before.calendar + 2, {
      what: 'Varnish to refresh both purged calendar URLs',
      timeoutMs: 5000,
    });
    expect(hits('/om-kalender.ics')).toBe(before.other);
  });

  it('a fetch already on its way when a page is published cannot leave its old answer cached', async () => {
    const pathname = '/sen-ny-side';
    // A visitor asks just before the publish reaches the origin's cache; the origin answers 404.
    const early = get(pathname);
    // The origin decides its answer when the request arrives: publish only after that.
    await waitUntil(() => hits(pathname) === 1, { what: `the origin to receive ${pathname}` });
    published.add(pathname);
    const purging = purgeCdnAfterRevalidation(['page:sen-ny-side'], {
      env: purgeEnv(),
      repurgeDelaysMs: [ORIGIN_HOLDS_MS * 2],
    });
    expect((await early).status).toBe(404);
    expect(await purging).toBe(true);
    // Whichever purge caught it (a soft purge also reaches a fetch under way), no 404 is left.
    expect(await get(pathname)).toMatchObject({ status: 200, text: `${pathname} 200` });
  });

  it('refuses PURGE from an address outside the ACL, even with the token', async () => {
    await get('/side');
    const status = await purgeRequest(
      '/side',
      { 'x-purge-token': varnish.purgeToken },
      '127.0.0.2',
    );
    expect(status).toBe(405);
    const hitsBefore = hits('/side');
    await get('/side');
    expect(hits('/side')).toBe(hitsBefore);
  });

  it('refuses PURGE without the purge token, or with a wrong one, from an allowed address', async () => {
    await get('/side');
    expect(await purgeRequest('/side', {})).toBe(405);
    expect(await purgeRequest('/side', { 'x-purge-token': 'guess' })).toBe(405);
    const hitsBefore = hits('/side');
    await get('/side');
    expect(hits('/side')).toBe(hitsBefore);
    expect(await purgeRequest('/side', { 'x-purge-token': varnish.purgeToken })).toBe(200);
    // The stale copy answers; the refresh behind it reaches the origin.
    await get('/side');
    await waitUntil(() => hits('/side') === hitsBefore + 1, {
      what: 'Varnish to refresh /side after the purge',
      timeoutMs: 5000,
      intervalMs: 50,
    });
  });

  it('passes only liveness to the origin: no deep report, no credentials through the edge', async () => {
    const answer = JSON.parse(
      (await get('/api/health?deep=1', { authorization: 'Bearer stolen' })).text,
    );
    expect(answer).toEqual({ url: '/api/health', authorization: null });
  });

  it('keeps the stale copy when the origin answers 5xx to a background refresh', async () => {
    failingStatus = 200;
    expect((await get('/origin-fails')).text).toBe('good page');
    failingStatus = 500;
    const requestsBefore = hits('/origin-fails');
    // The copy's one-second life ends; within grace Varnish serves it and refreshes it behind.
    await waitUntil(
      async () => {
        expect((await get('/origin-fails')).text).toBe('good page');
        return hits('/origin-fails') > requestsBefore;
      },
      { what: 'Varnish to refresh /origin-fails', timeoutMs: 10_000, intervalMs: 100 },
    );
    // After the failed refresh the good copy is still what visitors get.
    expect(await get('/origin-fails')).toMatchObject({ status: 200, text: 'good page' });
  });

  it('bans every page but the static files when an instance of a new build starts', async () => {
    const chunk = '/_next/static/chunks/app-1234.js';
    // The fonts and the stylesheet file are named by their bytes, like the chunks.
    const font = '/_assets/inter-latin-400-normal.0123456789ab.woff2';
    for (const pathname of ['/bygg-a', '/bygg-b', chunk, font]) await get(pathname);
    const before = { a: hits('/bygg-a'), chunk: hits(chunk), font: hits(font) };
    expect(await purgeRequest('/', {}, '127.0.0.1', 'BAN')).toBe(405);
    expect(
      await purgeRequest('/', { 'x-purge-token': varnish.purgeToken }, '127.0.0.2', 'BAN'),
    ).toBe(405);
    await get('/bygg-a');
    expect(hits('/bygg-a')).toBe(before.a);

    expect(
      await banPagesOnStart(purgeEnv(), {
        retryDelaysMs: [],
        // The rollout's later bans would land in the middle of the tests below.
        rolloutBanDelaysMs: [],
        buildId: 'build-new',
        record: { where: 'test', claim: async () => true, release: async () => undefined },
        serving: async () => true,
      }),
    ).toBe(true);
    await get('/bygg-a');
    await get('/bygg-a?_rsc=xyz');
    await get(chunk);
    await get(font);
    expect(hits('/bygg-a')).toBe(before.a + 1);
    expect(hits(chunk)).toBe(before.chunk);
    expect(hits(font)).toBe(before.font);
  });

  it('drops tracking parameters from the cache key and from what the origin is asked, keeps the others', async () => {
    for (const query of [
      '',
      '?utm_source=nyhetsbrev&utm_medium=epost&utm_campaign=juni',
      '?fbclid=IwAR0abc',
      '?gclid=Cj0K&msclkid=9f&mc_cid=1a&mc_eid=2b',
    ])
      await get(`/sporing${query}`);
    expect(hits('/sporing')).toBe(1);
    await get('/sporing?side=2&utm_source=x');
    await get('/sporing?fbclid=y&side=2');
    await get('/sporing?side=2');
    const asked = origin.requests
      .filter((request) => request.url.pathname === '/sporing')
      .map((request) => request.url.search);
    expect(asked).toEqual(['', '?side=2']);
  });

  it('a purge of a path reaches every query variant of it, tracking parameters or not', async () => {
    const variants = ['/variant', '/variant?side=2', '/variant?utm_source=a', '/variant?fbclid=b'];
    for (const url of variants) expect((await get(url)).text).toMatch(/ v1$/);
    const before = hits('/variant');
    variantVersion = 2;
    expect(await purgeRequest('/variant', { 'x-purge-token': varnish.purgeToken })).toBe(200);
    for (const url of variants) {
      await waitUntil(async () => (await get(url)).text.endsWith(' v2'), {
        what: `${url} to show the new page`,
        timeoutMs: 5000,
        intervalMs: 50,
      });
    }
    // Two objects: the page and its ?side=2 variant; the tracking variants are the page.
    expect(hits('/variant')).toBe(before + 2);
  });

  it('keeps its own variant key out of Vary for browsers', async () => {
    const page = await get('/variant?side=3');
    expect(page.vary).toBe('RSC');
    expect((await get('/side')).vary).toBeNull();
  });

  it('after a publish, an origin that fails keeps the last good page; the new one follows', async () => {
    expect(await get('/publisert')).toMatchObject({ status: 200, text: 'publisert v1' });
    publishedStatus = 500;
    publishedVersion = 2;
    const before = hits('/publisert');
    expect(await purgeRequest('/publisert', { 'x-purge-token': varnish.purgeToken })).toBe(200);
    const seen: number[] = [];
    // Visitors while the origin fails: the stale page, never the error.
    await waitUntil(
      async () => {
        const page = await get('/publisert');
        seen.push(page.status);
        expect(page.text).toBe('publisert v1');
        return hits('/publisert') >= before + 2;
      },
      { what: 'Varnish to try the failing origin twice', timeoutMs: 10_000, intervalMs: 50 },
    );
    expect(seen.every((status) => status === 200)).toBe(true);
    publishedStatus = 200;
    await waitUntil(async () => (await get('/publisert')).text === 'publisert v2', {
      what: 'the new page once the origin answers',
      timeoutMs: 5000,
      intervalMs: 50,
    });
  });

  it('stores each resized image once per format, whatever Accept string a browser sends', async () => {
    const image = '/_next/image?url=%2Fcontent-assets%2Fa.jpg&w=640&q=75';
    const answers = [];
    for (const accept of [
      BROWSER_ACCEPT.chrome,
      BROWSER_ACCEPT.firefox,
      BROWSER_ACCEPT.safari,
      'image/webp,*/*',
      'image/webp,image/png,image/*;q=0.8',
      '*/*',
      'image/png,image/*;q=0.8,*/*;q=0.5',
    ])
      answers.push((await get(image, { accept })).text);
    expect(answers).toEqual([
      ...Array(3).fill('image for image/avif'),
      ...Array(2).fill('image for image/webp'),
      ...Array(2).fill('image for (no accept)'),
    ]);
    expect(hits('/_next/image')).toBe(3);
  });

  it("during a rolling deploy, bans only other builds' pages, never the new build's or any file", async () => {
    const chunk = '/_next/static/chunks/rull-1234.js';
    originBuild = 'bygg1-000000000000';
    await get('/rull-gammel');
    await get(chunk);
    originBuild = 'bygg2-000000000000';
    const fresh = await fetch(`${varnish.url}/rull-ny`);
    await fresh.text();
    expect(fresh.headers.get('x-build-id')).toBeNull();
    const before = { old: hits('/rull-gammel'), new: hits('/rull-ny'), chunk: hits(chunk) };
    expect(
      await purgeRequest(
        '/',
        { 'x-purge-token': varnish.purgeToken, 'x-keep-build': 'bygg2-000000000000' },
        '127.0.0.1',
        'BAN',
      ),
    ).toBe(200);
    for (const pathname of ['/rull-gammel', '/rull-ny', chunk]) await get(pathname);
    expect(hits('/rull-gammel')).toBe(before.old + 1);
    expect(hits('/rull-ny')).toBe(before.new);
    expect(hits(chunk)).toBe(before.chunk);
  });

  it('caches a 404 at the edge too (the VCL caps it at one minute)', async () => {
    await get('/missing-a');
    await get('/missing-a');
    expect(hits('/missing-a')).toBe(1);
  });
});
