import 'server-only';
import { draftMode } from 'next/headers';
import { unstable_cache } from 'next/cache';
import { contentCacheGeneration } from '@/lib/env/build-time';
import { runQuery } from './source';
import type { Perspective } from './types';

const CONTENT_SAFETY_NET_SECONDS = 3600;

// A new value per build (lib/env/build-time.ts), so a build never reads data an earlier one cached.
const BUILD_GENERATION = contentCacheGeneration();

type FetchArgs = {
  query: string;
  params?: Record<string, unknown>;
  /** Cache tags from ./tags, so the publishing webhook can revalidate exactly this read. */
  tags: string[];
};

async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    // Outside a request (generateStaticParams, sitemap at build time): always published.
    return false;
  }
}

/**
 * The one way pages read content. Visitors get the published perspective, cached under the
 * given tags until a webhook revalidates them; editors in draft mode read drafts uncached,
 * so a draft can never land in a cached public page.
 */
export async function sanityFetch<T>({ query, params = {}, tags }: FetchArgs): Promise<T> {
  if (await isDraftMode()) {
    return runQuery<T>(query, params, 'drafts');
  }
  const perspective: Perspective = 'published';
  const cached = unstable_cache(
    () => runQuery<T>(query, params, perspective),
    ['content', BUILD_GENERATION, query, JSON.stringify(params)],
    // Tags do the real work; the hourly expiry is a safety net: if the content service failed
    // during a rebuild, the cache kept the last good data and will retry within the hour.
    { tags, revalidate: CONTENT_SAFETY_NET_SECONDS },
  );
  return cached();
}
