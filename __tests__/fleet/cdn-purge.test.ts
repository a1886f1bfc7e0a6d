/**
 * @jest-environment node
 */
import { readCdnEnv } from '@/lib/cdn/env';
import { purgePathsForTags } from '@/lib/cdn/paths';
import { CDN_REPURGE_DELAYS_MS, purgeCdnAfterRevalidation, purgeCdnForTags } from '@/lib/cdn/purge';
import { purgeStatus } from '@/lib/cdn/status';
import { json, startStandIn } from '../support/http-stand-in';

const pages = [
  { slug: '/', menuSlug: 'mainmenu' },
  { slug: 'om-oss', menuSlug: null },
  { slug: 'program', menuSlug: 'festivalmeny' },
];

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const logged = (spy: unknown) =>
  (spy as jest.Mock).mock.calls.map(([line]) => JSON.parse(line as string));

describe('which URLs a publish purges', () => {
  it('a page: its URL, its old URL after a rename, and the sitemap', () => {
    expect(purgePathsForTags(['page:ny', 'page:gammel', 'page-index'], pages)).toEqual([
      '/gammel',
      '/ny',
      '/sitemap.xml',
    ]);
  });
  it('a menu: every page that shows it (pages without a menu show the default one, as do the safety, privacy and accessibility pages)', () => {
    expect(purgePathsForTags(['menu:festivalmeny'], pages)).toEqual(['/program']);
    expect(purgePathsForTags(['menu:mainmenu'], pages)).toEqual([
      '/',
      '/om-oss',
      '/personvern',
      '/sikkerhet',
      '/tilgjengelighet',
    ]);
  });
  it('site settings: every page, and the programme calendar (it names the festival)', () => {
    expect(purgePathsForTags(['site-settings'], pages)).toEqual([
      '/',
      '/kalender.ics',
      '/om-oss',
      '/personvern',
      '/program',
      '/sikkerhet',
      '/tilgjengelighet',
    ]);
  });
  it('the privacy notice and the accessibility statement: their own route only', () => {
    expect(purgePathsForTags(['privacy-page'], pages)).toEqual(['/personvern']);
    expect(purgePathsForTags(['accessibility-statement'], pages)).toEqual(['/tilgjengelighet']);
  });
  it("the programme: the statement's venue section and the safety page's link to it", () => {
    expect(purgePathsForTags(['programme'], pages)).toEqual(
      expect.arrayContaining(['/sikkerhet', '/tilgjengelighet']),
    );
  });
});

describe('CDN settings', () => {
  it('is off without CDN_PURGE_PROVIDER and names what a provider lacks', () => {
    expect(readCdnEnv({})).toBeUndefined();
    expect(() => readCdnEnv({ CDN_PURGE_PROVIDER: 'cloudflare', CLOUDFLARE_ZONE_ID: 'z' })).toThrow(
      /CLOUDFLARE_API_TOKEN/,
    );
    expect(() => readCdnEnv({ CDN_PURGE_PROVIDER: 'akamai' })).toThrow(/CDN_PURGE_PROVIDER/);
  });
});

describe('Cloudflare (a stand-in checking the purge_cache API)', () => {
  it('POSTs the absolute URLs as {"files": [...]}, 30 at most per request, with the Bearer token', async () => {
    const standIn = await startStandIn((request, response) => {
      const okAuth = request.headers.authorization === 'Bearer cf-token';
      const okPath = request.url.pathname === '/client/v4/zones/zone123/purge_cache';
      const files = (JSON.parse(request.body || '{}') as { files?: string[] }).files;
      const okBody =
        Array.isArray(files) &&
        files.length <= 30 &&
        files.every((file) => file.startsWith('https://www.example.no/'));
      json(response, okAuth && okPath && okBody && request.method === 'POST' ? 200 : 400, {
        success: okAuth && okPath && okBody,
        errors: [],
        messages: [],
        result: { id: 'zone123' },
      });
    });
    try {
      const many = Array.from({ length: 40 }, (_, i) => ({ slug: `side-${i}`, menuSlug: null }));
      const env = {
        CDN_PURGE_PROVIDER: 'cloudflare',
        CLOUDFLARE_ZONE_ID: 'zone123',
        CLOUDFLARE_API_TOKEN: 'cf-token',
        CLOUDFLARE_API_URL: standIn.url,
        NEXT_PUBLIC_SITE_URL: 'https://www.example.no',
      };
      expect(
        await purgeCdnForTags(['site-settings'], {
          env,
          pages: async () => many,
          events: async () => [],
        }),
      ).toBe(true);
      expect(standIn.requests).toHaveLength(2);
      const sent = standIn.requests.flatMap((request) => JSON.parse(request.body).files);
      // The 40 pages, the three routes of their own (safety, privacy, accessibility) and the
      // programme calendar.
      expect(sent).toHaveLength(44);
      expect(sent).toContain('https://www.example.no/side-7');
      expect(sent).toContain('https://www.example.no/sikkerhet');
      expect(sent).toContain('https://www.example.no/tilgjengelighet');
      expect(purgeStatus(env)).toMatchObject({ state: 'ok', provider: 'cloudflare' });
    } finally {
      await standIn.close();
    }
  });

  it('retries a failed purge, logs it, and reports down without throwing', async () => {
    const standIn = await startStandIn((_request, response) =>
      json(response, 500, { success: false, errors: [{ code: 1 }] }),
    );
    try {
      const env = {
        CDN_PURGE_PROVIDER: 'cloudflare',
        CLOUDFLARE_ZONE_ID: 'z',
        CLOUDFLARE_API_TOKEN: 'secret-token',
        CLOUDFLARE_API_URL: standIn.url,
        NEXT_PUBLIC_SITE_URL: 'https://www.example.no',
      };
      expect(await purgeCdnForTags(['page:om-oss'], { env, retryDelaysMs: [10, 10] })).toBe(false);
      expect(standIn.requests).toHaveLength(3);
      const lines = logged(console.error);
      expect(lines).toContainEqual(
        expect.objectContaining({
          event: 'cdn.purge',
          ok: false,
          attempts: 3,
          provider: 'cloudflare',
        }),
      );
      expect(JSON.stringify(lines)).not.toContain('secret-token');
      expect(purgeStatus(env)).toMatchObject({ state: 'down', provider: 'cloudflare' });
    } finally {
      await standIn.close();
    }
  });
});

describe('Fastly (a stand-in checking the purge-by-URL API)', () => {
  it('POSTs /purge/{host}{path} with the Fastly-Key header for each URL', async () => {
    const standIn = await startStandIn((request, response) => {
      const ok =
        request.method === 'POST' &&
        request.headers['fastly-key'] === 'fastly-token' &&
        request.url.pathname.startsWith('/purge/www.example.no/');
      json(
        response,
        ok ? 200 : 401,
        ok
          ? { status: 'ok', id: '108-1391560174-974124' }
          : { msg: 'Provided credentials are missing or invalid' },
      );
    });
    try {
      const env = {
        CDN_PURGE_PROVIDER: 'fastly',
        FASTLY_API_TOKEN: 'fastly-token',
        FASTLY_API_URL: standIn.url,
        NEXT_PUBLIC_SITE_URL: 'https://www.example.no',
      };
      expect(await purgeCdnForTags(['page:ny', 'page:gammel'], { env })).toBe(true);
      expect(standIn.requests.map((request) => request.url.pathname).sort()).toEqual([
        '/purge/www.example.no/gammel',
        '/purge/www.example.no/ny',
      ]);
    } finally {
      await standIn.close();
    }
  });
});

describe('after a publish (purgeCdnAfterRevalidation, as the webhook runs it)', () => {
  it('purges at once, again within the two seconds a publish may take, and once more later', async () => {
    const purgedAt: number[] = [];
    const standIn = await startStandIn((request, response) => {
      if (request.method === 'PURGE') purgedAt.push(Date.now());
      response.writeHead(200).end();
    });
    try {
      const env = {
        CDN_PURGE_PROVIDER: 'varnish',
        CDN_PURGE_URL: standIn.url,
        CDN_PURGE_TOKEN: 'purge-secret',
      };
      expect(await purgeCdnAfterRevalidation(['page:ny'], { env })).toBe(true);
      expect(purgedAt).toHaveLength(1 + CDN_REPURGE_DELAYS_MS.length);
      const sinceFirst = purgedAt.map((at) => at - purgedAt[0]);
      // Timers never fire early; the second purge is what keeps a publish within two seconds.
      CDN_REPURGE_DELAYS_MS.forEach((delay, i) =>
        expect(sinceFirst[i + 1]).toBeGreaterThanOrEqual(delay - 5),
      );
      expect(CDN_REPURGE_DELAYS_MS[0]).toBeLessThan(2000);
    } finally {
      await standIn.close();
    }
  }, 15_000);

  it('invalidates the origin again before each later purge, never before the first', async () => {
    const order: string[] = [];
    const standIn = await startStandIn((request, response) => {
      if (request.method === 'PURGE') order.push('purge');
      response.writeHead(200).end();
    });
    try {
      const env = {
        CDN_PURGE_PROVIDER: 'varnish',
        CDN_PURGE_URL: standIn.url,
        CDN_PURGE_TOKEN: 'purge-secret',
      };
      await purgeCdnAfterRevalidation(['page:ny'], {
        env,
        repurgeDelaysMs: [10, 20],
        beforeRepurge: async (tags) => void order.push(`invalidate ${tags.join(',')}`),
      });
      expect(order).toEqual([
        'purge',
        'invalidate page:ny',
        'purge',
        'invalidate page:ny',
        'purge',
      ]);
      expect(standIn.requests[0].headers['x-purge-token']).toBe('purge-secret');
    } finally {
      await standIn.close();
    }
  });
});
