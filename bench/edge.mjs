// Behind the CDN: the same `next start` measured directly and through Varnish
// (deploy/varnish/default.vcl on Debian's varnishd, purged by the site on publish), side by side
// in one run: requests per second, and publish → fresh at the edge (webhook to the new text
// served by Varnish, which only learns of the publish through the site's purge).
import { runPublishFresh } from './publish-fresh.mjs';
import { runThroughput } from './throughput.mjs';

/**
 * The site's environment for purging `edge` (Varnish from scripts/lib/varnish.mjs, started in
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
  const publish = await runPublishFresh({
    origin: origins.edge,
    datasetFile,
    secret,
    target,
    coldRoutes: [],
    iterations,
    log: (message) => log(`edge ${message}`),
  });
  return { throughput, publish };
}
