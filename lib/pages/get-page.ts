import 'server-only';
import { cache } from 'react';
import { withSameOriginFiles } from '@/components/blocks/link-tree/same-origin-files';
import { cacheTags } from '@/lib/sanity';
import { sanityFetch } from '@/lib/sanity/fetch';
import type { Page } from '@/lib/sanity/types';
import { pageBySlugQuery } from './page-query';

/**
 * One page and its blocks, or null. Wrapped in React cache so generateMetadata and the page
 * share one read per request.
 */
export const getPage = cache(async (slug: string): Promise<Page | null> => {
  const page = await sanityFetch<Page | null>({
    query: pageBySlugQuery,
    params: { slug },
    tags: [cacheTags.page(slug)],
  });
  if (!page?.pageBuilder) return page;
  return { ...page, pageBuilder: page.pageBuilder.map(withSameOriginFiles) };
});
