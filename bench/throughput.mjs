// Origin throughput and latency: autocannon against `next start` and against a plain static
// server holding the same prerendered HTML (the ceiling), with the bare Next page as the
// framework's floor. Only ever 127.0.0.1, always bounded.
import autocannon from 'autocannon';

/** One autocannon run against a URL: throughput, latency and what went wrong. */
export async function load(url, { connections, durationS, headers }) {
  const result = await autocannon({ url, connections, duration: durationS, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * For each path, each origin back to back, after a short warm-up that is thrown away: usually
 * the site's `next start` (next), the bare Next page (bare: the framework's own floor, always its
 * one page at /) and the static server with the same HTML (static: the ceiling).
 */
export async function runThroughput({
  origins,
  paths,
  connections = 50,
  durationS = 10,
  warmupS = 2,
  log = () => {},
}) {
  const results = [];
  for (const pagePath of paths) {
    // The bare page has only its one page at /; every other origin serves the same path.
    const urls = Object.fromEntries(
      Object.entries(origins).map(([name, origin]) => [
        name,
        `${origin}${name === 'bare' ? '/' : pagePath}`,
      ]),
    );
    const measured = { path: pagePath };
    for (const [origin, url] of Object.entries(urls)) {
      if (!url.startsWith('http://127.0.0.1:'))
        throw new Error(`Refusing to load-test a non-local URL: ${url}`);
      await load(url, { connections: 10, durationS: warmupS });
      measured[origin] = await load(url, { connections, durationS });
      log(
        `autocannon ${origin} ${url}: ${Math.round(measured[origin].requestsPerSecond)} req/s, p99 ${measured[origin].p99Ms} ms`,
      );
    }
    results.push(measured);
  }
  return results;
}
