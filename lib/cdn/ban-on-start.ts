import { logEvent } from '@/lib/log';
import { runningBuildId } from '@/lib/env/build-time';
import { readBanRecordSettings, readCdnEnv } from '@/lib/env/cdn';
import { processEnv } from '@/lib/env/process-env.mjs';
import { getRedisClient } from '@/lib/redis/client';
import { fileBanRecord, redisBanRecord, type BanRecord } from './ban-record';
import { banAllPages, banOtherBuildsPages } from './providers';
import { sleep } from '@/lib/util/sleep';

const DEFAULT_DELAYS_MS = [1000, 5000, 30_000];
/** How long an instance waits to see itself serve before it gives up on its ban. */
const SERVING_TIMEOUT_MS = 120_000;

export type BanOnStartOptions = {
  retryDelaysMs?: number[];
  /** The build's id; the running build's by default. */
  buildId?: string;
  /** Which builds were banned for already; Redis with REDIS_URL, else a file (./ban-record.ts). */
  record?: BanRecord;
  /** Resolves once this instance answers requests; by default its own /api/health answers. */
  serving?: () => Promise<boolean>;
  /** When the rollout's later bans go, after the first (Varnish only); see rolloutBanDelays. */
  rolloutBanDelaysMs?: number[];
};

/**
 * After the first ban, Varnish is told again to drop other builds' pages: 5 s, 15 s, 30 s and
 * 60 s later, then every minute until the rollout window ends. An old instance still serving
 * during a rolling deploy puts its pages back until it is replaced; these bans remove them,
 * and never this build's own pages.
 */
export function rolloutBanDelays(windowMs: number): number[] {
  const delays = [5000, 15_000, 30_000, 60_000].filter((delay) => delay <= windowMs);
  for (let at = 120_000; at <= windowMs; at += 60_000) delays.push(at);
  return delays;
}

function banOtherBuildsDuringRollout(
  cdn: Extract<NonNullable<ReturnType<typeof readCdnEnv>>, { provider: 'varnish' }>,
  buildId: string,
  delaysMs: number[],
) {
  for (const delay of delaysMs) {
    setTimeout(() => {
      banOtherBuildsPages(cdn, buildId).catch((error) =>
        logEvent(
          'cdn.ban-other-builds',
          { ok: false, buildId, error: error instanceof Error ? error.message : String(error) },
          'warn',
        ),
      );
    }, delay).unref();
  }
}

/** The fleet's record with REDIS_URL, this instance's file without. */
function defaultRecord(env: Record<string, string | undefined>): BanRecord {
  const settings = readBanRecordSettings(env);
  const client = getRedisClient('app', env);
  return client ? redisBanRecord(client, settings.redisKey) : fileBanRecord(settings.file);
}

/** Polls this process's own /api/health on the port Next listens on (PORT, set by Next). */
async function ownHealthAnswers(env: Record<string, string | undefined>): Promise<boolean> {
  const port = env.PORT?.trim();
  if (!port) return true;
  const deadline = Date.now() + SERVING_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(2000),
      });
      await response.arrayBuffer();
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  return false;
}

/**
 * Deploy skew: the CDN keeps pages of the build before this one, whose HTML points at
 * /_next/static chunks this build lacks. The first instance of a new build, once it answers
 * requests, bans every page at the CDN (Varnish BAN keeping the build's files, Cloudflare
 * purge_everything, Fastly purge_all); it claims the build in the ban record first, so another
 * instance of the same build, or a restart of a build already live, bans nothing. A ban that
 * failed every attempt gives the claim back (the next start tries again). Logged
 * (`cdn.ban-on-start`: `banned`, or `skipped` with why); never throws, never holds the start.
 */
export async function banPagesOnStart(
  env: Record<string, string | undefined> = processEnv(),
  options: BanOnStartOptions = {},
): Promise<boolean> {
  const { retryDelaysMs = DEFAULT_DELAYS_MS, buildId = runningBuildId() } = options;
  let cdn;
  let record: BanRecord;
  try {
    cdn = readCdnEnv(env);
    if (!cdn) return true;
    record = options.record ?? defaultRecord(env);
  } catch (error) {
    logEvent('cdn.ban-on-start', { ok: false, error: String(error) }, 'error');
    return false;
  }
  if (!buildId) {
    logEvent('cdn.ban-on-start', { ok: true, skipped: 'no build id (not a built server)' });
    return true;
  }
  if (!(await (options.serving ?? (() => ownHealthAnswers(env)))())) {
    logEvent(
      'cdn.ban-on-start',
      { ok: false, buildId, error: 'this instance never answered /api/health' },
      'error',
    );
    return false;
  }
  let lastError = '';
  let claimed = false;
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
    try {
      if (!claimed) {
        if (!(await record.claim(buildId))) {
          logEvent('cdn.ban-on-start', {
            provider: cdn.provider,
            ok: true,
            buildId,
            skipped: `build already banned for (${record.where})`,
          });
          return true;
        }
        claimed = true;
      }
      await banAllPages(cdn);
      if (cdn.provider === 'varnish')
        banOtherBuildsDuringRollout(
          cdn,
          buildId,
          options.rolloutBanDelaysMs ??
            rolloutBanDelays(readBanRecordSettings(env).rolloutWindowMs),
        );
      logEvent('cdn.ban-on-start', {
        provider: cdn.provider,
        ok: true,
        buildId,
        banned: true,
        attempts: attempt + 1,
      });
      return true;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      if (attempt < retryDelaysMs.length) await sleep(retryDelaysMs[attempt]);
    }
  }
  if (claimed) await record.release(buildId).catch(() => undefined);
  logEvent(
    'cdn.ban-on-start',
    {
      provider: cdn.provider,
      ok: false,
      buildId,
      error: lastError,
      risk: 'Pages of the previous build may stay at the CDN; the next start of this build tries again, or ban them by hand (docs/operations.md)',
    },
    'error',
  );
  return false;
}
