import type { CdnEnv } from './env';

/** One purge request failed: the provider's status or the network error, never the token. */
export class PurgeError extends Error {}

const ATTEMPT_TIMEOUT_MS = 5000;
/** Cloudflare's purge-by-URL takes at most 30 URLs per request on every plan. */
const CLOUDFLARE_BATCH = 30;

async function send(url: string, init: RequestInit, what: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });
  } catch (error) {
    throw new PurgeError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new PurgeError(`${what}: HTTP ${response.status} ${text.slice(0, 200)}`);
  if (init.method === 'POST' && text.startsWith('{')) {
    // Cloudflare answers 200 with success:false on some errors.
    const body = JSON.parse(text) as { success?: boolean; errors?: unknown };
    if (body.success === false)
      throw new PurgeError(`${what}: ${JSON.stringify(body.errors).slice(0, 200)}`);
  }
}

/**
 * Purges the given site paths ('/', '/om-oss') at the configured CDN:
 * - varnish: `PURGE <CDN_PURGE_URL><path>` for each path, with CDN_PURGE_TOKEN in
 *   X-Purge-Token (deploy/varnish/default.vcl);
 * - cloudflare: `POST /client/v4/zones/{zone}/purge_cache` with `{"files": [absolute URLs]}` and a Bearer token;
 * - fastly: `POST /purge/{host}{path}` (purge by URL) with the `Fastly-Key` header.
 */
export async function purgePaths(cdn: CdnEnv, paths: string[]): Promise<void> {
  switch (cdn.provider) {
    case 'varnish':
      await Promise.all(
        paths.map((path) =>
          send(
            `${cdn.purgeUrl}${path}`,
            { method: 'PURGE', headers: { 'x-purge-token': cdn.purgeToken } },
            `varnish PURGE ${path}`,
          ),
        ),
      );
      return;
    case 'cloudflare':
      for (let i = 0; i < paths.length; i += CLOUDFLARE_BATCH) {
        const files = paths.slice(i, i + CLOUDFLARE_BATCH).map((path) => `${cdn.siteUrl}${path}`);
        await send(
          `${cdn.apiUrl}/client/v4/zones/${encodeURIComponent(cdn.zoneId)}/purge_cache`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${cdn.apiToken}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ files }),
          },
          'cloudflare purge_cache',
        );
      }
      return;
    case 'fastly': {
      const host = new URL(cdn.siteUrl).host;
      await Promise.all(
        paths.map((path) =>
          send(
            `${cdn.apiUrl}/purge/${host}${path}`,
            { method: 'POST', headers: { 'fastly-key': cdn.apiToken, accept: 'application/json' } },
            `fastly purge ${path}`,
          ),
        ),
      );
      return;
    }
  }
}

/**
 * Removes every page the CDN holds, for a new build whose HTML must replace the old one's:
 * varnish `BAN` (the VCL keeps /_next/static), Cloudflare `purge_everything`, Fastly
 * `purge_all` (needs FASTLY_SERVICE_ID).
 */
export async function banAllPages(cdn: CdnEnv): Promise<void> {
  switch (cdn.provider) {
    case 'varnish':
      await send(
        `${cdn.purgeUrl}/`,
        { method: 'BAN', headers: { 'x-purge-token': cdn.purgeToken } },
        'varnish BAN',
      );
      return;
    case 'cloudflare':
      await send(
        `${cdn.apiUrl}/client/v4/zones/${encodeURIComponent(cdn.zoneId)}/purge_cache`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${cdn.apiToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ purge_everything: true }),
        },
        'cloudflare purge_everything',
      );
      return;
    case 'fastly':
      if (!cdn.serviceId) throw new PurgeError('fastly purge_all needs FASTLY_SERVICE_ID');
      await send(
        `${cdn.apiUrl}/service/${encodeURIComponent(cdn.serviceId)}/purge_all`,
        { method: 'POST', headers: { 'fastly-key': cdn.apiToken, accept: 'application/json' } },
        'fastly purge_all',
      );
      return;
  }
}
