// Prints the bench results as plain-text tables: every figure next to its reference and ratio.
import { CPU_SLOWDOWN, NETWORK, PHONE } from './lcp-probe.mjs';
import { LATE_FIRST_FRAME_MS } from './lighthouse-summary.mjs';
import { ratio } from './support/stats.mjs';

/** @typedef {import('./lcp-probe.mjs').ProbeRow} ProbeRow */

const kb = (bytes) => (typeof bytes === 'number' ? (bytes / 1000).toFixed(1) : '–');
const ms = (value) => (typeof value === 'number' ? String(Math.round(value)) : '–');
const num = (value, digits = 0) => (typeof value === 'number' ? value.toFixed(digits) : '–');
const mb = (bytes) => (typeof bytes === 'number' ? String(Math.round(bytes / 1e6)) : '–');
const x = (value) => (typeof value === 'number' ? `${value.toFixed(2)}×` : '–');

function table(title, header, rows) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
  return [
    `\n${title}`,
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

function lighthouseTable(results, version) {
  const rows = [];
  for (const preset of ['mobile', 'desktop']) {
    const reference = results.find(
      (result) => result.preset === preset && result.target === 'bare',
    );
    for (const result of results.filter((item) => item.preset === preset)) {
      rows.push([
        preset,
        result.target === 'bare' ? 'bare Next page (reference)' : result.target,
        num(result.performance),
        num(result.accessibility),
        num(result['best-practices']),
        num(result.seo),
        ms(result.lcpMs),
        x(ratio(result.lcpMs, reference?.lcpMs)),
        ms(result.tbtMs),
        num(result.cls, 3),
        ms(result.observedFcpMs),
        `${result.lateFirstFrameRuns ?? 0}/${result.runs - result.failedRuns}`,
        `${result.runs - result.failedRuns}/${result.runs}`,
      ]);
    }
  }
  return table(
    `Lighthouse ${version ?? ''} (median per metric). seen FCP: the first paint in the unthrottled load Lighthouse simulates from;\nlate frame: runs where it came at ${LATE_FIRST_FRAME_MS} ms or later, headless Chromium's slow first frame (docs/performance.md)`,
    [
      'preset',
      'page',
      'perf',
      'a11y',
      'bp',
      'seo',
      'LCP ms',
      'LCP/ref',
      'TBT ms',
      'CLS',
      'seen FCP ms',
      'late frame',
      'runs ok',
    ],
    rows,
  );
}

/**
 * The probe's table; `referenceName` is the row the others are compared with.
 * @param {ProbeRow[]} rows
 * @param {unknown[]} [lighthouse]
 * @param {string} [referenceName]
 * @returns {string}
 */
export function formatProbe(rows, lighthouse, referenceName = 'bare') {
  const reference = rows.find((row) => row.target === referenceName);
  const mobile = (target) =>
    lighthouse?.find((result) => result.preset === 'mobile' && result.target === target);
  const over = (value) =>
    typeof value === 'number' && typeof reference?.lcpMs === 'number'
      ? `${value - reference.lcpMs >= 0 ? '+' : ''}${Math.round(value - reference.lcpMs)}`
      : '–';
  const header = [
    'page',
    'type',
    'LCP ms',
    'over ref',
    'first paint ms',
    'CLS',
    'CLS fast',
    'LCP element',
    'LCP runs ms',
    'runs ok',
  ];
  const body = rows.map((row) => [
    row.target === referenceName ? `${row.target} (reference)` : row.target,
    row.type ?? '',
    ms(row.lcpMs),
    row.target === referenceName ? '' : over(row.lcpMs),
    ms(row.fcpMs),
    num(row.cls, 4),
    row.fast ? num(row.fast.cls, 4) : '–',
    row.lcpElement ?? '–',
    row.lcpRunsMs.join(', '),
    `${row.runs - row.failedRuns}/${row.runs}`,
  ]);
  const title = `LCP probe: a slow phone in Chromium (${PHONE.width}×${PHONE.height} at DPR ${PHONE.deviceScaleFactor}, ${NETWORK.latencyMs} ms round trip, ${NETWORK.downloadBitsPerSecond / 1024 / 1024} Mbit/s down, CPU ${CPU_SLOWDOWN}× slower; cold cache, pages alternating, median; CLS fast: the same phone on an unthrottled network and CPU)`;
  if (!lighthouse) return table(title, header, body);
  return table(
    `${title}.\nBeside it, Lighthouse mobile as a second opinion: performance (median) and the runs with headless Chromium's late first frame`,
    [...header, 'LH perf', 'LH late'],
    rows.map((row, index) => {
      const lh = mobile(row.target);
      return [
        ...body[index],
        num(lh?.performance),
        lh ? `${lh.lateFirstFrameRuns ?? 0}/${lh.runs - lh.failedRuns}` : '–',
      ];
    }),
  );
}

function jsTable({ bare, routes }) {
  const rows = [
    [
      'bare Next page (reference)',
      kb(bare.gzipBytes),
      '–',
      kb(bare.gzipBytes),
      kb(bare.rawBytes),
      '0.0',
      '1.00×',
      '',
    ],
  ];
  for (const route of routes) {
    rows.push([
      route.route,
      kb(route.entryGzipBytes),
      kb(route.islandsGzipBytes),
      kb(route.gzipBytes),
      kb(route.rawBytes),
      kb(route.entryGzipBytes - bare.gzipBytes),
      x(ratio(route.gzipBytes, bare.gzipBytes)),
      Object.keys(route.libraries).join(', '),
    ]);
  }
  return table(
    'JavaScript on first load (gzip -9, kB = 1000 bytes; first-load = framework + route chunks, islands = lazy block chunks this page renders)',
    [
      'route',
      'first-load',
      '+islands',
      'total gz',
      'total raw',
      'first-load over bare',
      'total/bare',
      'heavy libraries',
    ],
    rows,
  );
}

function throughputTable(results) {
  const rows = results.map((result) => [
    result.path,
    num(result.next.requestsPerSecond),
    num(result.bare.requestsPerSecond),
    num(result.static.requestsPerSecond),
    x(ratio(result.next.requestsPerSecond, result.bare.requestsPerSecond)),
    x(ratio(result.next.requestsPerSecond, result.static.requestsPerSecond)),
    num(result.next.p99Ms),
    num(result.bare.p99Ms),
    num(result.static.p99Ms),
    x(ratio(result.next.p99Ms, result.bare.p99Ms)),
    x(ratio(result.next.p99Ms, result.static.p99Ms)),
    [result.next, result.bare, result.static].map((item) => item.non2xx + item.errors).join('/'),
  ]);
  return table(
    'Origin throughput (autocannon on 127.0.0.1; references: bare Next page, static server with the same HTML)',
    [
      'path',
      'site req/s',
      'bare req/s',
      'static req/s',
      'site/bare',
      'site/static',
      'site p99',
      'bare p99',
      'static p99',
      'p99 site/bare',
      'p99 site/static',
      'bad s/b/st',
    ],
    rows,
  );
}

function publishTable(result) {
  return table(
    'Publish to fresh (median; reference: a cold render of the same page)',
    ['route', 'webhook→fresh ms', 'webhook ack ms', 'cold render ms', 'ratio', 'fresh'],
    [
      [
        result.route,
        ms(result.publishToFreshMs),
        ms(result.webhookAckMs),
        ms(result.coldRenderMs),
        x(ratio(result.publishToFreshMs, result.coldRenderMs)),
        `${result.iterations - result.failures}/${result.iterations}`,
      ],
    ],
  );
}

function edgeHitsTable(hits) {
  return table(
    'Edge speed (autocannon through Varnish, both stored there, browser Accept-Encoding; reference: a static file the page loads, served by the same Varnish)',
    [
      'page',
      'page req/s',
      'static req/s',
      'page/static',
      'page p99',
      'static p99',
      'cache p/s',
      'static file',
      'bad p/s',
    ],
    hits.map((row) => [
      row.path,
      num(row.page.requestsPerSecond),
      num(row.static.requestsPerSecond),
      x(ratio(row.page.requestsPerSecond, row.static.requestsPerSecond)),
      num(row.page.p99Ms),
      num(row.static.p99Ms),
      `${row.page.cache ?? '–'}/${row.static.cache ?? '–'}`,
      row.staticPath,
      [row.page, row.static].map((item) => item.non2xx + item.errors).join('/'),
    ]),
  );
}

function edgeTable({ throughput, hits, publish }, originPublish) {
  const rows = throughput.map((result) => [
    result.path,
    num(result.next.requestsPerSecond),
    num(result.edge.requestsPerSecond),
    x(ratio(result.edge.requestsPerSecond, result.next.requestsPerSecond)),
    num(result.next.p99Ms),
    num(result.edge.p99Ms),
    [result.next, result.edge].map((item) => item.non2xx + item.errors).join('/'),
  ]);
  const throughputText = table(
    'Behind the CDN (autocannon on 127.0.0.1; reference: the same next start without Varnish)',
    ['path', 'site req/s', 'varnish req/s', 'varnish/site', 'site p99', 'varnish p99', 'bad s/v'],
    rows,
  );
  const publishText = table(
    'Publish to fresh at the edge (median; reference: fresh at the origin, the publish row above)',
    ['route', 'webhook→fresh at varnish ms', 'at origin ms', 'ratio', 'fresh'],
    [
      [
        publish.route,
        ms(publish.publishToFreshMs),
        ms(originPublish?.publishToFreshMs),
        x(ratio(publish.publishToFreshMs, originPublish?.publishToFreshMs)),
        `${publish.iterations - publish.failures}/${publish.iterations}`,
      ],
    ],
  );
  return [throughputText, ...(hits ? [edgeHitsTable(hits)] : []), publishText].join('\n');
}

function scalingTable({ bare, builds, growth }) {
  const rows = [
    [
      'bare Next page (reference)',
      '1',
      (bare.buildMs / 1000).toFixed(1),
      mb(bare.peakRssBytes),
      '1.00×',
      '1.00×',
    ],
  ];
  for (const build of builds) {
    rows.push([
      build.name,
      String(build.pages),
      (build.buildMs / 1000).toFixed(1),
      mb(build.peakRssBytes),
      x(ratio(build.buildMs, bare.buildMs)),
      x(ratio(build.peakRssBytes, bare.peakRssBytes)),
    ]);
  }
  const text = table(
    'Build scaling (next build; peak RSS of the whole process tree)',
    ['dataset', 'pages', 'time s', 'peak MB', 'time/ref', 'mem/ref'],
    rows,
  );
  if (!growth) return text;
  return `${text}\nGrowth: ${num(growth.msPerPage, 1)} ms and ${num(growth.kbPerPage, 1)} kB peak memory per extra page (${growth.fromPages} → ${growth.toPages} pages).`;
}

function htmlTable({ bare, routes }) {
  const row = (name, page) => [
    name,
    kb(page.rawBytes),
    kb(page.gzipBytes),
    kb(page.markupBytes),
    kb(page.inlineRscBytes),
    kb(page.rscFileBytes),
    x(ratio(page.gzipBytes, bare?.gzipBytes)),
  ];
  return table(
    'HTML weight (prerendered; inline RSC = the payload scripts React hydrates from; .rsc = what a client navigation fetches)',
    ['page', 'HTML raw', 'HTML gz', 'markup', 'inline RSC', '.rsc', 'gz/bare'],
    [
      ...(bare ? [row('bare Next page (reference)', bare)] : []),
      ...routes.map((page) => row(page.route, page)),
    ],
  );
}

/**
 * @param {Record<string, unknown>} results
 * @returns {string}
 */
export function formatReport(results) {
  const parts = [`Bench ${results.startedAt} (${results.durationS} s total)`];
  if (results.probe) parts.push(formatProbe(results.probe, results.lighthouse));
  if (results.js) parts.push(jsTable(results.js));
  if (results.html) parts.push(htmlTable(results.html));
  if (results.lighthouse)
    parts.push(lighthouseTable(results.lighthouse, results.lighthouseVersion));
  if (results.throughput) parts.push(throughputTable(results.throughput));
  if (results.publish) parts.push(publishTable(results.publish));
  if (results.edge) parts.push(edgeTable(results.edge, results.publish));
  if (results.scaling) parts.push(scalingTable(results.scaling));
  for (const error of results.errors ?? []) parts.push(`\nFAILED ${error.step}: ${error.message}`);
  return parts.join('\n');
}
