// Behind the CDN: the same `next start` measured directly and through Varnish
// (deploy/varnish/default.vcl on Debian's varnishd, purged by the site on publish), side by side
// in one run: requests per second, and publish → fresh at the edge (webhook to the new text
// served by Varnish, which only learns of the publish through the site's purge).
import { runPublishFresh } from './publish-fresh.mjs';
import { load, runThroughput } from './throughput.mjs';

/** What a phone's browser sends: the edge answers it with the stored gzip, as it would a visitor. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * A static file the page itself loads (its first `/_next/static/` script): immutable, so the
 * edge keeps it like any static file. Read from the page's HTML at the edge.
 * @param {string} pageUrl
 * @returns {Promise<string>}
 */
export async function staticFileOf(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  // Next may add a deployment query (`?dpl=…`) to its asset URLs.
  const file = /<script src="(\/_next\/static\/[^"?]+\.js(?:\?[^"]*)?)"/.exec(html)?.[1];
  if (!file) throw new Error(`${pageUrl} names no /_next/static/ script`);
  return file;
}

/**
 * The edge's own speed: each page hit at Varnish against a static file served by the same
 * Varnish, both stored there (a warm-up thrown away first), loaded back to back with a
 * browser's Accept-Encoding. A page that the edge serves as fast as a file has a ratio near 1.
 */
export async function runEdgeHits({
  edge,
  paths,
  connections,
  durationS,
  warmupS,
  log = () => {},
}) {
  if (!edge.startsWith('http://127.0.0.1:')) throw new Error(`Refusing to load-test ${edge}`);
  const staticPath = await staticFileOf(`${edge}${paths[0]}`);
  const options = { connections, durationS, headers: BROWSER_HEADERS };
  const measure = async (pagePath) => {
    const url = `${edge}${pagePath}`;
    await load(url, { connections: 10, durationS: warmupS, headers: BROWSER_HEADERS });
    const figures = await load(url, options);
    const cache = (await fetch(url, { headers: BROWSER_HEADERS })).headers.get('x-cache');
    log(
      `edge hit ${url}: ${Math.round(figures.requestsPerSecond)} req/s, p99 ${figures.p99Ms} ms (${cache})`,
    );
    return { ...figures, cache };
  };
  const rows = [];
  for (const pagePath of paths) {
    // The file is measured again beside each page, so both see the same moment of the machine.
    const page = await measure(pagePath);
    const file = await measure(staticPath);
    rows.push({ path: pagePath, staticPath, page, static: file });
  }
  return rows;
}

/**
 * The site's environment for purging `edge` (Varnish from test-support/varnish.mjs, started in
 * front of the site's port before the site) on publish.
 */
export function purgeEnv(edge) {
  return {
    CDN_PURGE_PROVIDER: 'varnish',
    CDN_PURGE_URL: edge.url,
    CDN_PURGE_TOKEN: edge.purgeToken,
  };
}

/**
 * origins: { next: the site, edge: Varnish in front of it }. Throughput for each path through
 * both, then `iterations` publishes timed at the edge (webhook sent through Varnish, which
 * passes /api/* to the site; polled through Varnish).
 */
export async function runEdge({
  origins,
  paths,
  autocannon,
  datasetFile,
  secret,
  target,
  iterations,
  log = () => {},
}) {
  const throughput = await runThroughput({
    origins: { next: origins.next, edge: origins.edge },
    paths,
    ...autocannon,
    log,
  });
  const hits = await runEdgeHits({
    edge: origins.edge,
    paths,
    connections: autocannon.connections,
    durationS: autocannon.durationS,
    warmupS: autocannon.warmupS,
    log,
  });
  const publish = await runPublishFresh({
    origin: origins.edge,
    datasetFile,
    secret,
    target,
    coldRoutes: [],
    iterations,
    log: (message) => log(`edge ${message}`),
  });
  return { throughput, hits, publish };
}
