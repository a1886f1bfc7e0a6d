import 'server-only';
import { probeSanity } from '@/lib/sanity/client';
import { readContentEnv, type ContentEnv } from '@/lib/env/content';
import { loadDataset } from '@/lib/sanity/local-dataset';
import { processEnv } from '@/lib/env/process-env.mjs';

const HEALTH_TIMEOUT_MS = 2000;

// The cheapest query that proves the dataset answers: one index lookup, a number back.
export const HEALTH_QUERY = 'count(*[_id == "siteSettings"])';

export type ContentCheck = {
  contentSource: ContentEnv['source'];
  reachable: boolean;
  durationMs: number;
  /** A short, secret-free reason for the response; `detail` is for the log only. */
  problem?: string;
  detail?: string;
};

type CheckOptions = { env?: Record<string, string | undefined>; timeoutMs?: number };

function sanityProblem(error: unknown, timeoutMs: number): string {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') return `Sanity answered ${status}`;
  const name = error instanceof Error ? error.name : '';
  if (name === 'AbortError' || name === 'TimeoutError' || /timed? ?out/i.test(String(error))) {
    return `Sanity did not answer within ${timeoutMs} ms`;
  }
  return 'Sanity could not be reached';
}

/**
 * A real but cheap check of the content source pages read from: the local dataset must parse
 * (the loader re-reads the file only when it changed), Sanity must answer a tiny query in time.
 */
export async function checkContentSource({
  env = processEnv(),
  timeoutMs = HEALTH_TIMEOUT_MS,
}: CheckOptions = {}): Promise<ContentCheck> {
  const started = Date.now();
  let content: ContentEnv;
  try {
    content = readContentEnv(env);
  } catch (error) {
    return {
      contentSource: env.SANITY_PROJECT_ID?.trim() ? 'sanity' : 'local',
      reachable: false,
      durationMs: 0,
      problem: 'content environment is invalid',
      detail: String(error),
    };
  }
  const done = (problem?: string, error?: unknown): ContentCheck => ({
    contentSource: content.source,
    reachable: problem === undefined,
    durationMs: Date.now() - started,
    ...(problem ? { problem, detail: error instanceof Error ? error.message : String(error) } : {}),
  });
  try {
    if (content.source === 'sanity') await probeSanity(content, HEALTH_QUERY, timeoutMs);
    else loadDataset(content.datasetFile);
    return done();
  } catch (error) {
    return done(
      content.source === 'sanity'
        ? sanityProblem(error, timeoutMs)
        : 'the content dataset cannot be read',
      error,
    );
  }
}

/** A probe storm (every instance's readiness checks, a monitor) costs at most one query per this long. */
export const CONTENT_PROBE_CACHE_MS = 10_000;

type Memo = { at: number; pending?: Promise<ContentCheck>; result?: ContentCheck };
const memo: Memo = { at: 0 };

/**
 * checkContentSource, at most once per CONTENT_PROBE_CACHE_MS per process; concurrent callers
 * share the probe in flight. The answer says how old it is (`ageMs`).
 */
export async function checkContentSourceCached(
  now = Date.now,
): Promise<ContentCheck & { ageMs: number }> {
  if (memo.result && now() - memo.at < CONTENT_PROBE_CACHE_MS)
    return { ...memo.result, ageMs: now() - memo.at };
  memo.pending ??= checkContentSource().then((result) => {
    memo.result = result;
    memo.at = now();
    memo.pending = undefined;
    return result;
  });
  const result = await memo.pending;
  return { ...result, ageMs: now() - memo.at };
}

/** Tests only: forget the cached probe. */
export function resetContentProbeCache(): void {
  memo.at = 0;
  memo.result = undefined;
  memo.pending = undefined;
}
