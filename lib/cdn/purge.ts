import 'server-only';
import { logEvent } from '@/lib/log';
import { runQuery } from '@/lib/sanity/source';
import { readCdnEnv, type CdnEnv } from './env';
import { purgePathsForTags, type PageMenu } from './paths';
import { purgePaths } from './providers';
import { recordPurgeOutcome } from './status';

const PAGES_WITH_MENUS = `*[_type == "page" && defined(slug.current)]{ "slug": slug.current, "menuSlug": menuSlug.current }`;

export type PurgeOptions = {
  env?: Record<string, string | undefined>;
  /** Delays between attempts; three attempts by default. */
  retryDelaysMs?: number[];
  pages?: () => Promise<PageMenu[]>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const needsPageList = (tags: string[]) =>
  tags.some((tag) => tag.startsWith('menu:') || tag === 'site-settings');

/**
 * Purges the CDN for what the revalidated tags show. Retried, logged (`cdn.purge`), recorded for
 * the deep health check; never throws, so it can never fail the origin's revalidation.
 * Resolves to whether the CDN confirmed the purge (true also when no CDN is configured).
 */
export async function purgeCdnForTags(
  tags: string[],
  options: PurgeOptions = {},
): Promise<boolean> {
  let cdn: CdnEnv | undefined;
  try {
    cdn = readCdnEnv(options.env);
  } catch (error) {
    logEvent(
      'cdn.purge',
      { ok: false, error: error instanceof Error ? error.message : String(error) },
      'error',
    );
    recordPurgeOutcome(false, 'misconfigured');
    return false;
  }
  if (!cdn || tags.length === 0) return true;
  const started = Date.now();
  let paths: string[] = [];
  const delays = options.retryDelaysMs ?? [500, 2000];
  let lastError = '';
  for (let attempt = 1; attempt <= delays.length + 1; attempt += 1) {
    try {
      if (paths.length === 0) {
        const pages = needsPageList(tags)
          ? await (
              options.pages ?? (() => runQuery<PageMenu[]>(PAGES_WITH_MENUS, {}, 'published'))
            )()
          : [];
        paths = purgePathsForTags(tags, pages ?? []);
      }
      if (paths.length > 0) await purgePaths(cdn, paths);
      logEvent('cdn.purge', {
        provider: cdn.provider,
        ok: true,
        attempts: attempt,
        paths,
        durationMs: Date.now() - started,
      });
      recordPurgeOutcome(true);
      return true;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      if (attempt <= delays.length) await sleep(delays[attempt - 1]);
    }
  }
  logEvent(
    'cdn.purge',
    {
      provider: cdn.provider,
      ok: false,
      attempts: delays.length + 1,
      paths,
      error: lastError,
      durationMs: Date.now() - started,
    },
    'error',
  );
  recordPurgeOutcome(false, lastError);
  return false;
}

/** How long after the first purge the second one runs (see purgeCdnAfterRevalidation). */
export const CDN_REPURGE_DELAY_MS = 2000;

/**
 * Purges twice: at once, and again after a delay. A CDN fetch that reached the origin before the
 * revalidation was applied (Next applies it after the webhook's handler returns) can finish
 * after the first purge and store the old answer (an old page, or a new page's 404) for its
 * whole lifetime; the second purge removes it. A ban or purge only affects what the CDN already
 * holds, never a fetch still on its way.
 */
export async function purgeCdnAfterRevalidation(
  tags: string[],
  options: PurgeOptions & { repurgeDelayMs?: number } = {},
): Promise<boolean> {
  const first = await purgeCdnForTags(tags, options);
  await sleep(options.repurgeDelayMs ?? CDN_REPURGE_DELAY_MS);
  const second = await purgeCdnForTags(tags, options);
  return first && second;
}
