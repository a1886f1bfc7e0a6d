import { readAnalyticsConfig } from '@/lib/env/analytics';
import { handleAnalyticsProxy } from '@/lib/analytics/proxy';
import { proxiedUrls } from '@/lib/analytics/urls';
import { startStandIn } from '../support/http-stand-in';

type StandIn = Awaited<ReturnType<typeof startStandIn>>;
let collector: StandIn;
let lines: string[];

beforeAll(async () => {
  collector = await startStandIn((request, response) => {
    if (request.method === 'GET' && request.url.pathname.endsWith('script.js')) {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end('/* stand-in script */');
      return;
    }
    response.writeHead(202, { 'content-type': 'text/plain' });
    response.end('ok');
  });
});
afterAll(() => collector.close());
beforeEach(() => {
  collector.requests.length = 0;
  lines = [];
  jest.spyOn(console, 'info').mockImplementation((line: string) => void lines.push(line));
  jest.spyOn(console, 'warn').mockImplementation((line: string) => void lines.push(line));
  jest.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
});
afterEach(() => jest.restoreAllMocks());

const plausible = () => ({
  ANALYTICS_PROVIDER: 'plausible',
  ANALYTICS_SCRIPT_URL: `${collector.url}/js/script.js`,
  ANALYTICS_SITE_ID: 'matfestival.test',
});
const umami = () => ({
  ANALYTICS_PROVIDER: 'umami',
  ANALYTICS_SCRIPT_URL: `${collector.url}/script.js`,
  ANALYTICS_SITE_ID: '3f2a1c5e-0000-4000-8000-000000000001',
});

const call = (
  env: Record<string, string>,
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string> } = {},
) =>
  handleAnalyticsProxy(
    new Request(`http://site.test/api/statistikk/${path}`, { method, ...init }),
    path.split('/'),
    { env },
  );

describe('statistics settings', () => {
  it('refuses an endless event body while reading it, without waiting for its end', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(0x61));
      },
    });
    const request = new Request('http://site.test/api/statistikk/api/event', {
      method: 'POST',
      body: endless,
      duplex: 'half',
    } as RequestInit);
    const response = await handleAnalyticsProxy(request, ['api', 'event'], { env: plausible() });
    expect(response.status).toBe(413);
    // The limit is 8 KB: the reader stopped a chunk or two past it, never at the (absent) end.
    expect(pulled).toBeLessThan(16);
    expect(collector.requests).toEqual([]);
  });

  it('refuses an event body that is not UTF-8 with a 400', async () => {
    const request = new Request('http://site.test/api/statistikk/api/event', {
      method: 'POST',
      body: new Uint8Array([0x7b, 0xff, 0x7d]),
    });
    const response = await handleAnalyticsProxy(request, ['api', 'event'], { env: plausible() });
    expect(response.status).toBe(400);
    expect(collector.requests).toEqual([]);
  });

  it('are off by default and name what is wrong', () => {
    expect(readAnalyticsConfig({})).toBeNull();
    expect(readAnalyticsConfig({ ANALYTICS_PROVIDER: ' ' })).toBeNull();
    expect(() => readAnalyticsConfig({ ANALYTICS_PROVIDER: 'google' })).toThrow(
      /ANALYTICS_PROVIDER "google": use plausible, umami/,
    );
    expect(() => readAnalyticsConfig({ ANALYTICS_PROVIDER: 'umami' })).toThrow(
      /ANALYTICS_SCRIPT_URL must be/,
    );
    expect(() =>
      readAnalyticsConfig({ ANALYTICS_PROVIDER: 'umami', ANALYTICS_SCRIPT_URL: 'ftp://x/s.js' }),
    ).toThrow(/http\(s\) URL/);
    expect(() =>
      readAnalyticsConfig({
        ANALYTICS_PROVIDER: 'umami',
        ANALYTICS_SCRIPT_URL: 'https://u.example/s.js',
      }),
    ).toThrow(/ANALYTICS_SITE_ID is missing/);
  });

  it("give the page same-origin URLs for the provider's script and events", () => {
    expect(proxiedUrls(readAnalyticsConfig(plausible())!)).toEqual({
      script: '/api/statistikk/js/script.js',
      event: '/api/statistikk/api/event',
    });
    expect(proxiedUrls(readAnalyticsConfig(umami())!)).toEqual({
      script: '/api/statistikk/script.js',
      event: '/api/statistikk/api/send',
    });
  });
});

describe('the statistics proxy (a stand-in collector on 127.0.0.1)', () => {
  it('serves the script from the collector, cacheable', async () => {
    const response = await call(plausible(), 'GET', 'js/script.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('/* stand-in script */');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(collector.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'GET /js/script.js',
    ]);
  });

  it('forwards an event body with the user agent and client address, never cookies', async () => {
    const body = JSON.stringify({ n: 'star-added', d: 'matfestival.test', p: { slug: 'smak' } });
    const response = await call(umami(), 'POST', 'api/send', {
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'TestBrowser/1.0',
        cookie: 'fargetema=dark; hubspotutk=abc',
        'x-matfestival-socket-address': '203.0.113.9',
        referer: 'http://site.test/program',
      },
    });
    expect(response.status).toBe(202);
    const [forwarded] = collector.requests;
    expect(forwarded.method).toBe('POST');
    expect(forwarded.url.pathname).toBe('/api/send');
    expect(forwarded.body).toBe(body);
    expect(forwarded.headers['user-agent']).toBe('TestBrowser/1.0');
    expect(forwarded.headers.cookie).toBeUndefined();
    expect(forwarded.headers.referer).toBeUndefined();
    expect(forwarded.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('is not an open proxy: other paths and methods are 404, and so is everything when off', async () => {
    for (const [method, path] of [
      ['GET', 'api/admin'],
      ['POST', 'js/script.js'],
      ['GET', 'api/event'],
      ['POST', 'api/send'],
    ])
      expect((await call(plausible(), method, path)).status).toBe(404);
    expect((await call({}, 'GET', 'js/script.js')).status).toBe(404);
    expect((await call({ ANALYTICS_PROVIDER: 'nope' }, 'GET', 'js/script.js')).status).toBe(404);
    expect(collector.requests).toEqual([]);
  });

  it('refuses a large event and answers 502 when the collector cannot be reached', async () => {
    expect((await call(plausible(), 'POST', 'api/event', { body: 'x'.repeat(9000) })).status).toBe(
      413,
    );
    expect(collector.requests).toEqual([]);
    const gone = { ...plausible(), ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:9/js/script.js' };
    expect((await call(gone, 'GET', 'js/script.js')).status).toBe(502);
    expect(lines.join('\n')).toContain('analytics.collector-unreachable');
  });
});
