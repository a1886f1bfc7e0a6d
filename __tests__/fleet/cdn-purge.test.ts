/**
 * @jest-environment node
 */
import { readCdnEnv } from '@/lib/env/cdn';
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
  it('site settings: every page, the programme calendar (it names the festival), the manifests', () => {
    // The Norwegian settings stand in for missing English ones: the English routes too.
    expect(purgePathsForTags(['site-settings'], pages)).toEqual([
      '/',
      '/en/accessibility',
      '/en/calendar.ics',
      '/en/manifest.webmanifest',
      '/en/privacy',
      '/en/safety',
      '/kalender.ics',
      '/manifest.webmanifest',
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

  it('fastly needs the service id: surrogate keys are purged per service', () => {
    expect(() => readCdnEnv({ CDN_PURGE_PROVIDER: 'fastly', FASTLY_API_TOKEN: 't' })).toThrow(
      /CDN_PURGE_PROVIDER=fastly needs FASTLY_SERVICE_ID/,
    );
    expect(
      readCdnEnv({ CDN_PURGE_PROVIDER: 'fastly', FASTLY_API_TOKEN: 't', FASTLY_SERVICE_ID: 's' }),
    ).toMatchObject({ provider: 'fastly', serviceId: 's' });
  });

  it('cloudflare and fastly no longer need the site URL: tags name paths, not absolute URLs', () => {
    expect(
      readCdnEnv({
        CDN_PURGE_PROVIDER: 'cloudflare',
        CLOUDFLARE_ZONE_ID: 'z',
        CLOUDFLARE_API_TOKEN: 't',
      }),
    ).toMatchObject({ provider: 'cloudflare', zoneId: 'z' });
  });
});

/** Cloudflare's purge_cache API by cache tag: records the tags of every request it accepts. */
async function cloudflareStandIn() {
  const purged: string[][] = [];
  const standIn = await startStandIn((request, response) => {
    const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
    const tags = body.tags;
    const ok =
      request.method === 'POST' &&
      request.headers.authorization === 'Bearer cf-token' &&
      request.headers['content-type'] === 'application/json' &&
      request.url.pathname === '/client/v4/zones/zone123/purge_cache' &&
      Object.keys(body).length === 1 &&
      Array.isArray(tags) &&
      tags.length > 0 &&
      tags.length <= 100 &&
      tags.every((tag) => typeof tag === 'string' && tag.length > 0 && !/[\s,]/.test(tag));
    if (ok) purged.push(tags as string[]);
    json(response, ok ? 200 : 400, {
      success: ok,
      errors: ok
        ? []
        : [
            {
              code: 1012,
              message:
                'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"',
            },
          ],
      messages: [],
      result: { id: 'zone123' },
    });
  });
  return {
    standIn,
    purged,
    env: {
      CDN_PURGE_PROVIDER: 'cloudflare',
      CLOUDFLARE_ZONE_ID: 'zone123',
      CLOUDFLARE_API_TOKEN: 'cf-token',
      CLOUDFLARE_API_URL: standIn.url,
    },
  };
}

/** Fastly's batch purge by surrogate key: records the keys of every request it accepts. */
async function fastlyStandIn() {
  const purged: string[][] = [];
  const standIn = await startStandIn((request, response) => {
    const keys = String(request.headers['surrogate-key'] ?? '')
      .split(' ')
      .filter(Boolean);
    const authorised = request.headers['fastly-key'] === 'fastly-token';
    const ok =
      authorised &&
      request.method === 'POST' &&
      request.url.pathname === '/service/svc123/purge' &&
      keys.length > 0 &&
      keys.length <= 256;
    if (ok) purged.push(keys);
    json(
      response,
      ok ? 200 : authorised ? 400 : 401,
      ok
        ? Object.fromEntries(keys.map((key, i) => [key, `108-1391560174-${i}`]))
        : { msg: authorised ? 'Bad request' : 'Provided credentials are missing or invalid' },
    );
  });
  return {
    standIn,
    purged,
    env: {
      CDN_PURGE_PROVIDER: 'fastly',
      FASTLY_API_TOKEN: 'fastly-token',
      FASTLY_SERVICE_ID: 'svc123',
      FASTLY_API_URL: standIn.url,
    },
  };
}

const sitePages = [
  { slug: '/', menuSlug: 'mainmenu' },
  { slug: 'om-oss', menuSlug: null },
  { slug: 'program', menuSlug: 'festivalmeny', programme: true },
];
const siteEvents = ['pizzakurs'];

/** What each kind of publish purges at a tag CDN: one `path:` tag per URL the page shows on. */
const PUBLISHES: [string, string[], string[]][] = [
  [
    'a page (renamed: old and new slug) and the page list',
    ['page:ny', 'page:gammel', 'page-index'],
    ['path:/gammel', 'path:/ny', 'path:/sitemap.xml'],
  ],
  ['a menu shown on one page', ['menu:festivalmeny'], ['path:/program']],
  [
    'the default menu',
    ['menu:mainmenu'],
    [
      'path:/',
      'path:/arrangement/pizzakurs',
      'path:/om-oss',
      'path:/personvern',
      'path:/sikkerhet',
      'path:/tilgjengelighet',
    ],
  ],
  [
    'site settings',
    ['site-settings'],
    [
      'path:/',
      'path:/arrangement/pizzakurs',
      'path:/arrangement/pizzakurs/kalender.ics',
      'path:/en/accessibility',
      'path:/en/calendar.ics',
      'path:/en/events/pizzakurs',
      'path:/en/events/pizzakurs/calendar.ics',
      'path:/en/manifest.webmanifest',
      'path:/en/privacy',
      'path:/en/safety',
      'path:/kalender.ics',
      'path:/manifest.webmanifest',
      'path:/om-oss',
      'path:/personvern',
      'path:/program',
      'path:/sikkerhet',
      'path:/tilgjengelighet',
    ],
  ],
  [
    'the programme (an event)',
    ['programme', 'event:pizzakurs'],
    [
      'path:/arrangement/pizzakurs',
      'path:/arrangement/pizzakurs/kalender.ics',
      'path:/en/accessibility',
      'path:/en/calendar.ics',
      'path:/en/events/pizzakurs',
      'path:/en/events/pizzakurs/calendar.ics',
      'path:/en/safety',
      'path:/kalender.ics',
      'path:/program',
      'path:/sikkerhet',
      'path:/sitemap.xml',
      'path:/tilgjengelighet',
    ],
  ],
  ['a page with æøå in its slug', ['page:blåbær'], ['path:/bl%C3%A5b%C3%A6r']],
];

describe('Cloudflare (a stand-in checking the purge_cache API, by cache tag)', () => {
  it.each(PUBLISHES)('%s: purges these tags', async (_name, tags, expected) => {
    const { standIn, purged, env } = await cloudflareStandIn();
    try {
      const options = { env, pages: async () => sitePages, events: async () => siteEvents };
      expect(await purgeCdnForTags(tags, options)).toBe(true);
      expect(standIn.requests).toHaveLength(1);
      expect(purged.flat().sort()).toEqual(expected);
    } finally {
      await standIn.close();
    }
  });

  it('sends at most 100 tags per request, with the Bearer token, and nothing else in the body', async () => {
    const { standIn, purged, env } = await cloudflareStandIn();
    try {
      const many = Array.from({ length: 150 }, (_, i) => ({ slug: `side-${i}`, menuSlug: null }));
      expect(
        await purgeCdnForTags(['site-settings'], {
          env,
          pages: async () => many,
          events: async () => [],
        }),
      ).toBe(true);
      expect(standIn.requests).toHaveLength(2);
      expect(purged.map((tags) => tags.length)).toEqual([100, 60]);
      const sent = purged.flat();
      // The 150 pages, the three routes of their own (safety, privacy, accessibility), the
      // programme calendar and the manifest of both editions, each once.
      expect(new Set(sent).size).toBe(160);
      expect(sent).toContain('path:/side-7');
      expect(sent).toContain('path:/sikkerhet');
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

  it('treats a 200 with success:false as a failed purge', async () => {
    const standIn = await startStandIn((_request, response) =>
      json(response, 200, { success: false, errors: [{ code: 1134, message: 'bad tag' }] }),
    );
    try {
      const env = {
        CDN_PURGE_PROVIDER: 'cloudflare',
        CLOUDFLARE_ZONE_ID: 'z',
        CLOUDFLARE_API_TOKEN: 't',
        CLOUDFLARE_API_URL: standIn.url,
      };
      expect(
        await purgeCdnForTags(['page:om-oss'], { env, retryDelaysMs: [], retryStore: null }),
      ).toBe(false);
    } finally {
      await standIn.close();
    }
  });
});

describe('Fastly (a stand-in checking the batch purge by surrogate key)', () => {
  it.each(PUBLISHES)('%s: purges these keys', async (_name, tags, expected) => {
    const { standIn, purged, env } = await fastlyStandIn();
    try {
      const options = { env, pages: async () => sitePages, events: async () => siteEvents };
      expect(await purgeCdnForTags(tags, options)).toBe(true);
      expect(standIn.requests).toHaveLength(1);
      expect(purged.flat().sort()).toEqual(expected);
    } finally {
      await standIn.close();
    }
  });

  it('sends at most 256 keys per request, in the Surrogate-Key header with the Fastly-Key', async () => {
    const { standIn, purged, env } = await fastlyStandIn();
    try {
      const many = Array.from({ length: 300 }, (_, i) => ({ slug: `side-${i}`, menuSlug: null }));
      expect(
        await purgeCdnForTags(['site-settings'], {
          env,
          pages: async () => many,
          events: async () => [],
        }),
      ).toBe(true);
      // 300 pages and both editions' safety, privacy, accessibility, calendar and manifest routes.
      expect(purged.map((keys) => keys.length)).toEqual([256, 54]);
      expect(standIn.requests.every((request) => request.body === '')).toBe(true);
    } finally {
      await standIn.close();
    }
  });

  it('a wrong token is a failed purge, reported without the token', async () => {
    const { standIn, env } = await fastlyStandIn();
    try {
      const wrong = { ...env, FASTLY_API_TOKEN: 'stale-token' };
      expect(
        await purgeCdnForTags(['page:om-oss'], { env: wrong, retryDelaysMs: [], retryStore: null }),
      ).toBe(false);
      expect(JSON.stringify(logged(console.error))).not.toContain('stale-token');
      expect(purgeStatus(wrong)).toMatchObject({ state: 'down', provider: 'fastly' });
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
