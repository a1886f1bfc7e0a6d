import { summarizeProfile, codeLocation } from '../../bench/cpu-profile.mjs';
import { CONTENT_PATH, VARIANTS, variantFiles } from '../../bench/framework-costs.mjs';
import { inlinePayloadText, measureHtml } from '../../bench/html-weight.mjs';
import {
  LATE_FIRST_FRAME_MS,
  summariseRun,
  summariseRuns,
} from '../../bench/lighthouse-summary.mjs';

describe('bench: HTML weight', () => {
  it('separates the inline RSC payload from the markup', () => {
    const rsc = '<script>self.__next_f.push([1,"0:{\\"a\\":1}\\n"])</script>';
    const html = `<!DOCTYPE html><html><body><h1>Hei</h1>${rsc}${rsc}</body></html>`;
    const weight = measureHtml(html);
    expect(weight.rawBytes).toBe(Buffer.byteLength(html));
    expect(weight.inlineRscBytes).toBe(2 * Buffer.byteLength(rsc));
    expect(weight.markupBytes).toBe(weight.rawBytes - weight.inlineRscBytes);
    expect(weight.gzipBytes).toBeGreaterThan(0);
  });

  it('counts multi-byte characters as bytes', () => {
    expect(measureHtml('æøå').rawBytes).toBe(6);
  });

  it('reads the inline payload back as React does: the text entries joined, markers left out', () => {
    const html = [
      '<script>self.__next_f.push([0])</script>',
      '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
      '<p>Hei</p>',
      '<script>self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"æ\\"}]\\n"])</script>',
    ].join('');
    expect(inlinePayloadText(html)).toBe(
      '1:"$Sreact.fragment"\n2:["$","p",null,{"children":"æ"}]\n',
    );
  });
});

describe('bench: CPU profile summary', () => {
  const root = '/app';
  const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)', ''), children: [2, 5] },
      { id: 2, callFrame: frame('proxy', 'file:///app/.next/server/proxy.js'), children: [3, 4] },
      { id: 3, callFrame: frame('parse', 'file:///app/node_modules/groq-js/dist/index.js') },
      { id: 4, callFrame: frame('render', 'file:///app/node_modules/next/dist/server/render.js') },
      { id: 5, callFrame: frame('(idle)', '') },
    ],
    samples: [3, 3, 4, 2, 5, 5, 5],
    timeDeltas: [1000, 1000, 2000, 1000, 9000, 9000, 9000],
  };

  it('adds up self time per function and per package, leaving idle time out', () => {
    const summary = summarizeProfile(profile, { root });
    expect(summary.totalMs).toBe(5);
    expect(summary.functions[0]).toMatchObject({ ms: 2, percent: 40 });
    expect(summary.functions.map((row) => row.ms)).toEqual([2, 2, 1]);
    expect(summary.files.find((row) => row.name === 'groq-js')?.ms).toBe(2);
  });

  it("counts the project's functions inclusively: the proxy holds all its callees' time", () => {
    const summary = summarizeProfile(profile, { root });
    expect(summary.projectInclusive).toEqual([
      { name: 'proxy  .next/server/proxy.js:1', ms: 5, percent: 100 },
    ]);
  });

  it('names packages, Next modules and project files', () => {
    expect(codeLocation('file:///app/node_modules/@sanity/client/dist/a.js', root)).toBe(
      '@sanity/client',
    );
    expect(codeLocation('file:///app/node_modules/next/dist/server/lib/router.js', root)).toBe(
      'next/server/lib/router.js',
    );
    expect(codeLocation('node:internal/http', root)).toBe('node:internal');
    expect(codeLocation('file:///app/lib/a.ts', root)).toBe('lib/a.ts');
  });
});

describe('bench: Lighthouse summary', () => {
  const lhr = (performance: number, lcp: number, observedFcp: number | undefined) => ({
    categories: {
      performance: { score: performance / 100 },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: null },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 120 },
      'cumulative-layout-shift': { numericValue: 0 },
      metrics: { details: { items: [{ observedFirstContentfulPaint: observedFcp }] } },
    },
  });

  it('reduces one run to scores out of 100, the metrics and the observed first paint', () => {
    const run = summariseRun(lhr(72, 2400, 2281));
    expect(run).toMatchObject({
      performance: 72,
      accessibility: 100,
      'best-practices': 96,
      seo: null,
      lcpMs: 2400,
      tbtMs: 120,
      cls: 0,
      observedFcpMs: 2281,
    });
    expect(summariseRun(lhr(72, 2400, undefined)).observedFcpMs).toBeNull();
  });

  it('takes medians over the runs that did not fail and counts the late first frames', () => {
    const runs = [
      summariseRun(lhr(60, 3200, 2270)),
      summariseRun(lhr(75, 2100, 410)),
      summariseRun(lhr(70, 2600, LATE_FIRST_FRAME_MS)),
      { ...summariseRun(lhr(10, 9000, 9000)), error: 'NO_FCP' },
    ];
    const summary = summariseRuns(runs);
    expect(summary).toMatchObject({ runs: 4, failedRuns: 1, performance: 70, lcpMs: 2600 });
    expect(summary.observedFcpMs).toBe(LATE_FIRST_FRAME_MS);
    expect(summary.lateFirstFrameRuns).toBe(2);
  });
});

describe('bench: framework costs', () => {
  const siteRoot = '/srv/site';
  const FEATURES = ['slug', 'headers', 'rewrites', 'handler', 'heavy'] as const;

  it('adds one feature per variant and keeps the ones before it', () => {
    expect(VARIANTS[0]).toEqual({ name: 'bare', adds: expect.any(String) });
    for (let i = 1; i < VARIANTS.length; i += 1) {
      const before = FEATURES.filter((feature) => VARIANTS[i - 1][feature]);
      const now = FEATURES.filter((feature) => VARIANTS[i][feature]);
      expect(now.slice(0, before.length)).toEqual(before);
      expect(now).toHaveLength(before.length + 1);
    }
  });

  it("imports the site's own header rules, rewrites and cache handler by absolute path", () => {
    const all = variantFiles(VARIANTS.at(-1)!, siteRoot);
    const config = all['next.config.mjs'];
    expect(config).toContain('"/srv/site/lib/security/headers.mjs"');
    expect(config).toContain('"/srv/site/lib/cdn/edge-tags.mjs"');
    expect(config).toContain('"/srv/site/lib/routing/late-pages.mjs"');
    expect(all['instrumentation.js']).toContain(
      '"/srv/site/lib/cache/install-disk-cache-handler.mjs"',
    );
    expect(all['app/[slug]/page.jsx']).toContain(`slug: '${CONTENT_PATH.slice(1)}'`);
    expect(all['app/sider/[slug]/page.jsx']).toContain('dynamicParams = true');

    const bare = variantFiles(VARIANTS[0], siteRoot);
    expect(Object.keys(bare).sort()).toEqual([
      'app/layout.jsx',
      'app/page.jsx',
      'next.config.mjs',
      'package.json',
    ]);
    expect(bare['next.config.mjs']).not.toContain('/srv/site');
  });

  it('gives only the heavy variant a page of many paragraphs', () => {
    const light = variantFiles(VARIANTS.at(-2)!, siteRoot)['app/[slug]/page.jsx'];
    const heavy = variantFiles(VARIANTS.at(-1)!, siteRoot)['app/[slug]/page.jsx'];
    expect(light).not.toContain('Array.from');
    expect(heavy).toContain('Array.from({ length: 120 }');
  });
});
