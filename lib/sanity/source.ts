import { querySanity } from './client';
import { readContentEnv } from '@/lib/env/content';
import { queryLocalDataset } from './local-dataset';
import type { Perspective } from './types';

/** Runs a GROQ query on whichever source the environment selects; callers never know which. */
export function runQuery<T>(
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
): Promise<T> {
  const env = readContentEnv();
  return env.source === 'sanity'
    ? querySanity<T>(env, query, params, perspective)
    : queryLocalDataset<T>(env.datasetFile, query, params, perspective);
}
