import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The private dataset copy the e2e server runs on (see scripts/e2e-server.mjs). */
export const e2eWorkDir = path.resolve(process.env.E2E_WORK_DIR ?? '.data/e2e');
export const e2eDatasetFile = path.join(e2eWorkDir, 'dataset.ndjson');

export type DatasetDocument = { _id: string; _type: string; [field: string]: unknown };

export type DatasetPage = DatasetDocument & {
  title?: string;
  slug?: { current?: string };
  hideFooter?: boolean;
  fixHeader?: boolean;
  menuSlug?: { current?: string };
  pageBuilder?: Array<{ _type: string; _key: string; [field: string]: unknown }>;
};

export function readDataset(file = e2eDatasetFile): DatasetDocument[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as DatasetDocument);
}

/** Published pages with a slug, as visitors see them. */
export function publishedPages(documents = readDataset()): DatasetPage[] {
  return documents.filter(
    (document): document is DatasetPage =>
      document._type === 'page' &&
      !document._id.startsWith('drafts.') &&
      typeof (document as DatasetPage).slug?.current === 'string',
  );
}

export function pageUrl(page: DatasetPage): string {
  const slug = page.slug?.current ?? '/';
  return slug === '/' ? '/' : `/${slug}`;
}

/** Pages that render (no redirect block), optionally containing a block of the given type. */
export function renderablePages(blockType?: string, documents = readDataset()): DatasetPage[] {
  return publishedPages(documents).filter((page) => {
    const blocks = page.pageBuilder ?? [];
    if (blocks.some((block) => block._type === 'redirect')) return false;
    return blockType ? blocks.some((block) => block._type === blockType) : true;
  });
}
