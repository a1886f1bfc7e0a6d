import 'server-only';
import { logEvent } from '@/lib/log';
import { runQuery } from '@/lib/sanity/source';
import { readCdnEnv, type CdnEnv } from '@/lib/env/cdn';
import { DEFAULT_MENU_SLUG } from '@/lib/sanity/constants';
import { cacheTags } from '@/lib/sanity/tags';
import { purgePathsForTags, type PageMenu } from './paths';
import { purgePaths } from './providers';
import { enqueuePurgeRetry, type PurgeRetryStore } from './retry-queue';
import { purgeRetryStore, startPurgeRetries } from './retry-worker';
import { recordPurgeOutcome } from './status';
import { processEnv } from '@/lib/env/process-env.mjs';
import { sleep } from '@/lib/util/sleep';

const PAGES_WITH_MENUS = `*[_type == "page" && defined(slug.current)]{
  "slug": slug.current,
  "menuSlug": menuSlug.current,
  "programme": count(pageBuilder[_type == "programme"]) > 0,
  "language": coalesce(language, "nb")
}`;

const EVENT_SLUGS = `*[_type == "programmeEvent" && defined(slug.current)].slug.current`;

export type PurgeOptions = {
  env?: Record<string, string | undefined>;
  /** Delays between attempts; three attempts by default. */
  retryDelaysMs?: number[];
  pages?: () => Promise<PageMenu[]>;
  /** Every published event's slug (the programme's and site-wide purges cover their pages). */
  events?: () => Promise<string[]>;
  /**
   * Where a purge that failed every attempt waits for a later retry (./retry-queue.ts); by
   * default the process's store, null to keep it out (the retries themselves).
   */
  retryStore?: PurgeRetryStore | null;
};

/** A tag without its edition's prefix (`en:menu:x` → `menu:x`, lib/sanity/tags.ts). */
const baseTag = (tag: string) => tag.replace(/^[a-z]{2}:(?=[a-z-]+(:|$))/, '');

const needsPageList = (tags: string[]) =>
  tags
    .map(baseTag)
    .some(
      (tag) => tag.startsWith('menu:') || tag === 'site-settings' || tag === cacheTags.programme,
    );

const needsEventList = (tags: string[]) =>
  tags
    .map(baseTag)
    .some(
      (tag) =>
        tag === cacheTags.programme ||
        tag === 'site-settings' ||
        tag === cacheTags.menu(DEFAULT_MENU_SLUG),
    );

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
        const events = needsEventList(tags)
          ? await (options.events ?? (() => runQuery<string[]>(EVENT_SLUGS, {}, 'published')))()
          : [];
        paths = purgePathsForTags(tags, pages ?? [], events ?? []);
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
  if (options.retryStore !== null) {
    try {
      await enqueuePurgeRetry(options.retryStore ?? purgeRetryStore(), tags, lastError);
    } catch (error) {
      logEvent(
        'cdn.purge-retry-failed',
        { tags, error: `Could not keep the purge for a retry: ${String(error)}` },
        'error',
      );
    }
  }
  return false;
}

/** Sends due purges from the retry queue again, every 30 s (instrumentation.ts). */
export function startCdnPurgeRetries(env: Record<string, string | undefined> = processEnv()) {
  try {
    if (!readCdnEnv(env)) return;
  } catch {
    return;
  }
  startPurgeRetries(async (tags) => ({
    ok: await purgeCdnForTags(tags, { env, retryDelaysMs: [], retryStore: null }),
  }));
}

/**
 * When the purge is repeated, after the first one (see purgeCdnAfterRevalidation). One second
 * covers an origin render that was under way at the publish, and keeps a change at the edge
 * within two seconds; the last one catches a render slowed by a loaded origin.
 */
export const CDN_REPURGE_DELAYS_MS = [1000, 5000] as const;

/**
 * Purges at once and again after each delay. Next applies the revalidated tags alongside the
 * webhook's `after()` callbacks, not before them, and a CDN fetch that reached the origin
 * before they were applied can finish after a purge: the CDN then keeps that old answer (an old
 * page, or a new page's 404) for its whole lifetime, since a ban or purge only affects what the
 * CDN already holds, never a fetch still on its way. Each later purge removes such an answer.
 */
export async function purgeCdnAfterRevalidation(
  tags: string[],
  options: PurgeOptions & {
    repurgeDelaysMs?: readonly number[];
    /**
     * Runs before each later purge: the webhook invalidates the origin's shared cache again,
     * so a render that read the old content before the publish and stored it after the first
     * invalidation is removed before the CDN is told to fetch again.
     */
    beforeRepurge?: (tags: string[]) => Promise<unknown>;
  } = {},
): Promise<boolean> {
  const delays = options.repurgeDelaysMs ?? CDN_REPURGE_DELAYS_MS;
  // Only the last purge's failure goes to the retry queue: a later success covers the earlier.
  const notLast = { ...options, retryStore: null };
  let confirmed = await purgeCdnForTags(tags, delays.length > 0 ? notLast : options);
  let waited = 0;
  for (const [index, delay] of delays.entries()) {
    await sleep(delay - waited);
    waited = delay;
    await options.beforeRepurge?.(tags).catch(() => undefined);
    confirmed =
      (await purgeCdnForTags(tags, index === delays.length - 1 ? options : notLast)) && confirmed;
  }
  return confirmed;
}
