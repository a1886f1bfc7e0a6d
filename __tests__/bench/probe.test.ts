import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { staticFileOf } from '../../bench/edge.mjs';
import { chromium, type Browser } from '@playwright/test';
import {
  isRefused,
  PLAUSIBLE_CEILING_MS,
  probeOnce,
  probeProblems,
  runProbe,
  summariseProbe,
  type ProbeRow,
} from '../../bench/lcp-probe.mjs';
import { fullChromiumLaunchOptions, fullChromiumPath } from '../../test-support/chromium.mjs';
import { eventPagePath, probePages } from '../../bench/probe-pages.mjs';
import { eventPath } from '@/lib/routing/event-path';
import { formatProbe } from '../../bench/report.mjs';

const image = { _type: 'image', asset: { _ref: 'image-a-10x10-jpg' } };
const page = (slug: string, pageBuilder: Record<string, unknown>[], id = `page-${slug}`) => ({
  _id: id,
  _type: 'page',
  slug: { current: slug },
  pageBuilder: pageBuilder.map((block, index) => ({ _key: `k${index}`, ...block })),
});
const hero = (compact: boolean) => ({
  _type: 'hero',
  heading: 'Hei',
  compact,
  backgroundImage: image,
});
const illustrated = { _type: 'textWithIllustration', heading: 'Tekst', illustration: image };

describe('bench: the probe’s pages, one per page type from the dataset', () => {
  const documents = [
    page('a-start', [hero(false), illustrated]),
    page('b-tekst', [hero(true), { _type: 'hooplaSalesPage' }]),
    page('c-bilder', [hero(true), illustrated]),
    page('d-flere-bilder', [hero(true), illustrated, { _type: 'gallery' }]),
    page('e-flyttet', [{ _type: 'redirect' }]),
    page('f-utkast', [{ _type: 'linkTree' }], 'drafts.page-f-utkast'),
    { _id: 'safetyPage', _type: 'safetyPage' },
  ];
  const event = (slug: string, description: string, id = `programmeEvent-${slug}`) => ({
    _id: id,
    _type: 'programmeEvent',
    slug: { current: slug },
    start: '2026-08-21T10:00:00Z',
    end: '2026-08-21T11:00:00Z',
    description,
  });

  it('finds the hero, text, image and safety page by what they are made of', () => {
    expect(probePages(documents)).toEqual({
      pages: [
        { type: 'hero page', route: '/a-start' },
        { type: 'text page', route: '/b-tekst' },
        { type: 'image page', route: '/d-flere-bilder' },
        { type: 'safety page', route: '/sikkerhet' },
      ],
      missing: ['programme page', 'event page'],
    });
  });

  it('adds the event page with the longest description, at the path the site gives it', () => {
    const { pages } = probePages([
      ...documents,
      event('kort', 'Kort.'),
      event('lang-og-rik', 'En lang beskrivelse av arrangementet, med mer tekst.'),
      event(
        'utkast',
        'En enda lengre beskrivelse, men bare et utkast som ingen ser ennå.',
        'drafts.x',
      ),
      {
        ...event('uten-tid', 'En lang beskrivelse uten start og slutt, så ingen side.'),
        start: null,
      },
    ]);
    expect(pages).toContainEqual({ type: 'event page', route: eventPath('lang-og-rik') });
    expect(eventPagePath('æ ø/å')).toBe(eventPath('æ ø/å'));
  });

  it('adds the programme page once the dataset has one, and leaves out what it lacks', () => {
    const { pages, missing } = probePages([page('program', [{ _type: 'program', days: [] }])]);
    expect(pages).toEqual([
      { type: 'text page', route: '/program' },
      { type: 'programme page', route: '/program' },
    ]);
    expect(missing).toEqual(['hero page', 'image page', 'event page', 'safety page']);
  });
});

describe('bench: the probe’s figures', () => {
  const row = (figures: Partial<ProbeRow>): ProbeRow => ({
    target: '/side',
    type: 'text page',
    url: 'http://127.0.0.1:1/side',
    lcpMs: 800,
    fcpMs: 700,
    cls: 0,
    lcpElement: 'h1',
    lcpRunsMs: [800],
    runs: 1,
    failedRuns: 0,
    errors: [],
    ...figures,
  });

  it('takes the median of the runs that loaded and counts the failed ones', () => {
    const summary = summariseProbe([
      { lcpMs: 900, fcpMs: 600, cls: 0, lcpElement: 'img' },
      { lcpMs: 700, fcpMs: 500, cls: 0.01, lcpElement: 'h1' },
      { lcpMs: 800, fcpMs: 800, cls: 0, lcpElement: 'img' },
      { error: 'timeout' },
    ]);
    expect(summary).toMatchObject({
      lcpMs: 800,
      fcpMs: 600,
      cls: 0,
      lcpElement: 'img',
      lcpRunsMs: [900, 700, 800],
      runs: 4,
      failedRuns: 1,
      errors: ['timeout'],
    });
  });

  it('passes plausible figures', () => {
    expect(probeProblems(row({}))).toEqual([]);
    expect(probeProblems(row({ lcpMs: 700, fcpMs: 700 }))).toEqual([]);
  });

  it.each([
    ['no LCP', { lcpMs: null }, /LCP is null/],
    ['a zero first paint', { fcpMs: 0 }, /first paint is 0/],
    ['a figure that is not finite', { lcpMs: Number.NaN }, /LCP is NaN/],
    ['an LCP before the first paint', { lcpMs: 500, fcpMs: 700 }, /comes before the first paint/],
    ['a time above the ceiling', { lcpMs: PLAUSIBLE_CEILING_MS + 1 }, /above/],
    ['a failed run', { runs: 2, failedRuns: 1 }, /1\/2 runs failed/],
    ['a negative layout shift', { cls: -1 }, /CLS is -1/],
    [
      'no layout shift on the fast network',
      { fast: { ...summariseProbe([{ error: 'timeout' }]), runs: 1, failedRuns: 0 } },
      /CLS on the fast network is null/,
    ],
  ])('flags %s', (_name, figures, message) => {
    const problems = probeProblems(row(figures));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });
});

describe('bench: the static file the edge row compares a page with', () => {
  let server: Server;
  let origin = '';
  const pages: Record<string, string> = {
    '/med-skript':
      '<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/></head><body>' +
      '<script src="/_next/static/chunks/webpack-1.js" async=""></script></body></html>',
    '/med-dpl':
      '<html><body><script src="/_next/static/chunks/main-2.js?dpl=abc-123" async=""></script>' +
      '</body></html>',
    '/uten-skript': '<html><body><p>Hei</p></body></html>',
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end(pages[request.url ?? ''] ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("is the first script the page's HTML loads from /_next/static/", async () => {
    await expect(staticFileOf(`${origin}/med-skript`)).resolves.toBe(
      '/_next/static/chunks/webpack-1.js',
    );
  });

  it('keeps the deployment query Next adds to asset URLs', async () => {
    await expect(staticFileOf(`${origin}/med-dpl`)).resolves.toBe(
      '/_next/static/chunks/main-2.js?dpl=abc-123',
    );
  });

  it('is an error, naming the page, when the page loads no such script', async () => {
    await expect(staticFileOf(`${origin}/uten-skript`)).rejects.toThrow(/uten-skript/);
  });
});

describe('bench: a probe variant refuses kinds of request', () => {
  it.each([
    [['css'], '/_next/static/chunks/a1.css', true],
    [['css'], '/_next/static/chunks/a1.css?dpl=x', true],
    [['css'], '/_next/static/chunks/a1.js', false],
    [['font'], '/_next/static/media/inter.woff2', true],
    [['script'], '/_next/static/chunks/main.js?dpl=x', true],
    [['image'], '/_next/image?url=%2Fa.jpg&w=750&q=75', true],
    [['image'], '/bilder/a.webp', true],
    [['css', 'font'], '/sikkerhet', false],
    [[], '/_next/static/chunks/a1.css', false],
  ])('%j refuses %s: %s', (kinds, path, refused) => {
    expect(isRefused(kinds, `http://127.0.0.1:1${path}`)).toBe(refused);
  });

  it('names the kinds it knows when asked for another', () => {
    expect(() => isRefused(['fonts'], 'http://127.0.0.1:1/')).toThrow(
      /fonts.*css, font, script, image/,
    );
  });

  describe('in a real browser', () => {
    let server: Server;
    let browser: Browser;
    let origin = '';
    const requested: string[] = [];
    const page =
      '<!doctype html><html><head><link rel="stylesheet" href="/stil.css"></head>' +
      '<body><h1>Hei</h1><script src="/skript.js"></script></body></html>';
    // Once its text has painted, a block is put above it: a layout shift on every network.
    const shiftingPage =
      '<!doctype html><html><head><meta name="viewport" content="width=device-width"></head>' +
      '<body><p style="font-size:40px">Hei på deg</p><script>new PerformanceObserver(() => ' +
      'requestAnimationFrame(() => requestAnimationFrame(() => { const block = ' +
      'document.createElement("div"); block.style.height = "300px"; document.body.prepend(block); ' +
      '}))).observe({ type: "paint", buffered: true });</script></body></html>';

    beforeAll(async () => {
      server = createServer((request, response) => {
        requested.push(request.url ?? '');
        if (request.url === '/stil.css')
          response.writeHead(200, { 'content-type': 'text/css' }).end('h1 { color: green }');
        else if (request.url === '/skript.js')
          response.writeHead(200, { 'content-type': 'text/javascript' }).end('void 0;');
        else if (request.url === '/flytter')
          response.writeHead(200, { 'content-type': 'text/html' }).end(shiftingPage);
        else response.writeHead(200, { 'content-type': 'text/html' }).end(page);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      browser = await chromium.launch(fullChromiumLaunchOptions);
    });
    afterAll(async () => {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    });

    it('loads the stylesheet as usual, and never asks for it when refusing css', async () => {
      requested.length = 0;
      const usual = await probeOnce(browser, `${origin}/side`);
      expect(requested).toEqual(expect.arrayContaining(['/side', '/stil.css', '/skript.js']));
      expect(usual.fcpMs).toBeGreaterThan(0);

      requested.length = 0;
      const variant = await probeOnce(browser, `${origin}/side`, { refuse: ['css'] });
      expect(requested).toEqual(expect.arrayContaining(['/side', '/skript.js']));
      expect(requested).not.toContain('/stil.css');
      expect(variant.fcpMs).toBeGreaterThan(0);
    });

    it('measures the layout shift on the slow and on the fast network, each row with both', async () => {
      const rows = await runProbe({
        targets: [
          { name: 'still', url: `${origin}/side` },
          { name: 'shifting', url: `${origin}/flytter` },
        ],
        rounds: 1,
        chromePath: fullChromiumPath(),
      });
      const [still, shifting] = rows;
      expect(still).toMatchObject({ cls: 0, fast: { cls: 0, failedRuns: 0 } });
      expect(shifting.cls).toBeGreaterThan(0.05);
      expect(shifting.fast?.cls).toBeGreaterThan(0.05);
      expect(rows.flatMap(probeProblems)).toEqual([]);
      const table = formatProbe(rows, undefined, 'still');
      expect(table).toContain('CLS fast');
      expect(table).toContain(shifting.fast!.cls!.toFixed(4));
    }, 60_000);
  });
});
