import 'server-only';
import { probeSanity } from '@/lib/sanity/client';
import { readContentEnv, type ContentEnv } from '@/lib/sanity/env';
import { loadDataset } from '@/lib/sanity/local-dataset';

const HEALTH_TIMEOUT_MS = 2000;

// The cheapest query that proves the dataset answers: one index lookup, a number back.
export const HEALTH_QUERY = 'count(*[_id == "siteSettings"])';

type ContentCheck = {
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
  env = process.env,
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
