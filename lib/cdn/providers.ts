import { pathTag } from './edge-tags.mjs';
import type { CdnEnv } from '@/lib/env/cdn';

/** One purge request failed: the provider's status or the network error, never the token. */
export class PurgeError extends Error {}

const ATTEMPT_TIMEOUT_MS = 5000;
/**
 * Cloudflare's tag purge takes up to 100 tags per request on every plan (its "Purge cache"
 * page, "Purge limits"; older documentation said 30). The Free plan allows 5 such requests a
 * minute with a burst of 25, so fewer, larger requests matter there.
 */
export const CLOUDFLARE_TAG_BATCH = 100;
/** Fastly's batch purge takes up to 256 surrogate keys per request. */
export const FASTLY_KEY_BATCH = 256;

function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The cache tags a purge of these site paths names (lib/cdn/edge-tags.mjs): one per path, which
 * every variant of its URL carries (`?_rsc=`, any query string), deduplicated.
 */
export function purgeTagsForPaths(paths: string[]): string[] {
  return [...new Set(paths.map(pathTag))];
}

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

/** Cloudflare's one purge endpoint, `POST /client/v4/zones/{zone}/purge_cache`, with `body`. */
function cloudflarePurgeCache(
  cdn: Extract<CdnEnv, { provider: 'cloudflare' }>,
  body: Record<string, unknown>,
  what: string,
): Promise<void> {
  return send(
    `${cdn.apiUrl}/client/v4/zones/${encodeURIComponent(cdn.zoneId)}/purge_cache`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${cdn.apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    what,
  );
}

/**
 * Purges the given site paths ('/', '/om-oss') at the configured CDN, each with every variant
 * of its URL:
 * - varnish: `PURGE <CDN_PURGE_URL><path>` for each path, with CDN_PURGE_TOKEN in
 *   X-Purge-Token (deploy/varnish/default.vcl, which drops `_rsc` from its cache key);
 * - cloudflare: by cache tag, `POST /client/v4/zones/{zone}/purge_cache` with
 *   `{"tags": ["path:/om-oss", …]}` (100 per request) and a Bearer token;
 * - fastly: by surrogate key, `POST /service/{service_id}/purge` with
 *   `Surrogate-Key: path:/om-oss …` (256 per request) and the `Fastly-Key` header.
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
      for (const tags of batches(purgeTagsForPaths(paths), CLOUDFLARE_TAG_BATCH)) {
        await cloudflarePurgeCache(cdn, { tags }, 'cloudflare purge_cache (tags)');
      }
      return;
    case 'fastly':
      for (const keys of batches(purgeTagsForPaths(paths), FASTLY_KEY_BATCH)) {
        await send(
          `${cdn.apiUrl}/service/${encodeURIComponent(cdn.serviceId)}/purge`,
          {
            method: 'POST',
            headers: {
              'fastly-key': cdn.apiToken,
              'surrogate-key': keys.join(' '),
              accept: 'application/json',
            },
          },
          'fastly purge (surrogate keys)',
        );
      }
      return;
  }
}

/**
 * Removes every page the CDN holds, for a new build whose HTML must replace the old one's:
 * varnish `BAN` (the VCL keeps /_next/static), Cloudflare `purge_everything`, Fastly
 * `purge_all` (the token needs the `purge_all` scope besides `purge_select`).
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
      await cloudflarePurgeCache(cdn, { purge_everything: true }, 'cloudflare purge_everything');
      return;
    case 'fastly':
      await send(
        `${cdn.apiUrl}/service/${encodeURIComponent(cdn.serviceId)}/purge_all`,
        { method: 'POST', headers: { 'fastly-key': cdn.apiToken, accept: 'application/json' } },
        'fastly purge_all',
      );
      return;
  }
}

/**
 * Varnish only: removes the pages of every build but `buildId` (the VCL compares each page's
 * X-Build-Id), keeping the build's files. Sent during a rolling deploy, after the first ban, for
 * pages an instance of the old build put back while it still served.
 */
export async function banOtherBuildsPages(
  cdn: Extract<CdnEnv, { provider: 'varnish' }>,
  buildId: string,
): Promise<void> {
  await send(
    `${cdn.purgeUrl}/`,
    { method: 'BAN', headers: { 'x-purge-token': cdn.purgeToken, 'x-keep-build': buildId } },
    'varnish BAN (other builds)',
  );
}
