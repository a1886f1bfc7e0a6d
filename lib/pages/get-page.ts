import 'server-only';
import { cache } from 'react';
import { withSameOriginFiles } from '@/components/blocks/link-tree/same-origin-files';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { cacheTags } from '@/lib/sanity';
import { languageTag } from '@/lib/sanity/tags';
import { sanityFetch } from '@/lib/sanity/fetch';
import type { Page } from '@/lib/sanity/types';
import { pageBySlugQuery } from './page-query';

/**
 * One page and its blocks, or null. Wrapped in React cache so generateMetadata and the page
 * share one read per request. The language picks the edition (docs/i18n.md).
 */
export const getPage = cache(
  async (slug: string, language: Language = DEFAULT_LANGUAGE): Promise<Page | null> => {
    const page = await sanityFetch<Page | null>({
      query: pageBySlugQuery,
      params: { slug, language },
      tags: [languageTag(cacheTags.page(slug), language)],
    });
    if (!page?.pageBuilder) return page;
    return { ...page, pageBuilder: page.pageBuilder.map(withSameOriginFiles) };
  },
);
