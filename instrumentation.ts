import { isNodeRuntime, isProduction } from './lib/env/build-time';
import { isProductionBuild } from './lib/env/next-runtime.mjs';

export async function register() {
  if (!isNodeRuntime()) return;
  // One instance's page cache (lib/cache/disk-cache-handler.mjs); a configured Redis handler wins.
  const { installDiskCacheHandler } = await import('./lib/cache/install-disk-cache-handler.mjs');
  installDiskCacheHandler();
  const { keepSingleValueHeadersSingle } = await import('./lib/http/single-value-headers');
  keepSingleValueHeadersSingle();
  // A stray `%` in a path would be a 500 from Next's router: refused with a 400 in front of it.
  const { refuseMalformedPaths } = await import('./lib/http/malformed-path');
  refuseMalformedPaths();
  // The contact rate limit keys on the TCP peer, which Next does not pass to route handlers.
  const { exposeSocketAddress } = await import('./lib/http/socket-address');
  exposeSocketAddress();
  // A malformed TRUSTED_PROXIES or TRUSTED_PROXY_HOPS stops the server here, naming it.
  const { serverProxyTrust } = await import('./lib/http/client-address');
  serverProxyTrust();
  // The contact worker belongs to the running server, not to the build's prerendering workers.
  if (!isProductionBuild()) {
    const { startContactDelivery } = await import('./lib/contact/startup');
    await startContactDelivery();
    // Connect to Redis (REDIS_URL) now, so the first requests already share the fleet's rate limit.
    const { getRedisClient } = await import('./lib/redis/client');
    getRedisClient('app');
    // Deploy skew: pages of the previous build leave the CDN (lib/cdn/ban-on-start.ts).
    const { banPagesOnStart } = await import('./lib/cdn/ban-on-start');
    void banPagesOnStart();
    // Purges that failed every attempt are sent again with backoff (lib/cdn/retry-queue.ts).
    const { startCdnPurgeRetries } = await import('./lib/cdn/purge');
    startCdnPurgeRetries();
  }
  if (!isProduction()) return;
  const { warnAboutMissingSecrets } = await import('./lib/publishing/startup-check');
  warnAboutMissingSecrets();
}

// One JSON log line per server error (lib/log); Next.js calls it in every runtime.
export { logRequestError as onRequestError } from './lib/log/request-error';
