import { queryLocalDataset } from '@/lib/sanity/local-dataset';
import { pageBySlugQuery } from '@/lib/pages/page-query';
import type { Page, PageBlock } from '@/lib/sanity/types';
import { slug, token, writeDataset, type Doc } from '../fixtures/content-fixture';

/**
 * Blocks as a page's query returns them: the given raw blocks in one page of a fresh local
 * dataset (with the other documents they point at), read back through the real page query, so a
 * block's test checks its own query.ts too.
 */
export async function queryPageBlocks(
  blocks: Record<string, unknown>[],
  documents: Doc[] = [],
): Promise<PageBlock[]> {
  const pageSlug = token('side');
  const page: Doc = {
    _id: token('page'),
    _type: 'page',
    title: 'Blokker',
    slug: slug(pageSlug),
    pageBuilder: blocks.map((block) => ({ _key: token('k'), ...block })),
  };
  const file = writeDataset([page, ...documents]);
  const result = await queryLocalDataset<Page | null>(
    file,
    pageBySlugQuery,
    { slug: pageSlug, language: 'nb' },
    'published',
  );
  return result?.pageBuilder ?? [];
}
