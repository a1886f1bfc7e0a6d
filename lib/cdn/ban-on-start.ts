import { logEvent } from '@/lib/log';
import { readCdnEnv } from '@/lib/env/cdn';
import { banAllPages } from './providers';
import { processEnv } from '@/lib/env/process-env.mjs';

const DEFAULT_DELAYS_MS = [1000, 5000, 30_000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Deploy skew: the CDN keeps pages of the build before this one, whose HTML points at
 * /_next/static chunks this build's image lacks. Every instance bans all pages at the CDN when
 * it starts (a restart of the same build only costs re-renders; a rolling deploy's last
 * instance bans once more, after which no old instance is left to refill the CDN). Retried,
 * logged (`cdn.ban-on-start`); never throws, never holds the start.
 */
export async function banPagesOnStart(
  env: Record<string, string | undefined> = processEnv(),
  { retryDelaysMs = DEFAULT_DELAYS_MS }: { retryDelaysMs?: number[] } = {},
): Promise<boolean> {
  let cdn;
  try {
    cdn = readCdnEnv(env);
  } catch (error) {
    logEvent('cdn.ban-on-start', { ok: false, error: String(error) }, 'error');
    return false;
  }
  if (!cdn) return true;
  let lastError = '';
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
    try {
      await banAllPages(cdn);
      logEvent('cdn.ban-on-start', { provider: cdn.provider, ok: true, attempts: attempt + 1 });
      return true;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      if (attempt < retryDelaysMs.length) await sleep(retryDelaysMs[attempt]);
    }
  }
  logEvent(
    'cdn.ban-on-start',
    {
      provider: cdn.provider,
      ok: false,
      error: lastError,
      risk: 'Pages of the previous build may stay at the CDN and point at scripts this build lacks; ban them by hand (docs/operations.md)',
    },
    'error',
  );
  return false;
}
