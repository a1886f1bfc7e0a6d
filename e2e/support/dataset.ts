import { expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The private dataset copy the e2e server runs on (see test-support/e2e-server.mjs). */
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

const fixtureDir = path.resolve('e2e/fixtures');

/** What the e2e server started with: the seed plus every e2e/fixtures/*.ndjson (test-support/e2e-server.mjs). */
const sourceFiles = [
  path.resolve('content/production.ndjson'),
  ...readdirSync(fixtureDir)
    .filter((name) => name.endsWith('.ndjson'))
    .sort()
    .map((name) => path.join(fixtureDir, name)),
];

function parseLines(text: string): DatasetDocument[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as DatasetDocument);
}

/**
 * The documents the site was started with. Read from the source files, not the live copy,
 * which publishing and fault tests change while other tests run.
 */
export function readDataset(): DatasetDocument[] {
  return sourceFiles.flatMap((file) => parseLines(readFileSync(file, 'utf8')));
}

/** The live dataset copy the server reads now (tests that publish changes edit it). */
export function readLiveDataset(): DatasetDocument[] {
  return parseLines(readFileSync(e2eDatasetFile, 'utf8'));
}

/** A document's edition: without `language` it is Norwegian (docs/i18n.md). */
export function documentLanguage(document: DatasetDocument): 'nb' | 'en' {
  return document.language === 'en' ? 'en' : 'nb';
}

/**
 * Published pages with a slug, as visitors see them, of one edition (Norwegian unless asked):
 * the tests written for the Norwegian edition see only its pages.
 */
export function publishedPages(
  documents = readDataset(),
  language: 'nb' | 'en' = 'nb',
): DatasetPage[] {
  return documents.filter(
    (document): document is DatasetPage =>
      document._type === 'page' &&
      documentLanguage(document) === language &&
      !document._id.startsWith('drafts.') &&
      !document._id.startsWith('versions.') &&
      typeof (document as DatasetPage).slug?.current === 'string',
  );
}

/** A page's URL in its edition: '/' or '/<slug>', '/en' or '/en/<slug>'. */
export function pageUrl(page: DatasetPage): string {
  const slug = page.slug?.current ?? '/';
  const prefix = documentLanguage(page) === 'en' ? '/en' : '';
  return slug === '/' ? prefix || '/' : `${prefix}/${slug}`;
}

/**
 * URLs of the dataset's image assets that are raster files of the site itself (`/…` JPEG, PNG or
 * WebP), which Next's optimizer resizes; Sanity CDN images and SVGs are not.
 */
export function localRasterImageUrls(documents = readDataset()): string[] {
  return documents
    .filter((document) => document._type === 'sanity.imageAsset')
    .map((document) => document.url)
    .filter(
      (url): url is string => typeof url === 'string' && /^\/.*\.(jpe?g|png|webp)$/i.test(url),
    );
}

/** Pages that render (no redirect block), optionally containing a block of the given type. */
export function renderablePages(blockType?: string, documents = readDataset()): DatasetPage[] {
  return publishedPages(documents).filter((page) => {
    const blocks = page.pageBuilder ?? [];
    if (blocks.some((block) => block._type === 'redirect')) return false;
    return blockType ? blocks.some((block) => block._type === blockType) : true;
  });
}

/**
 * What a test needs from the dataset (the seed plus e2e/fixtures/extra.ndjson). A test asserts
 * its data has the feature instead of skipping, so a fixture that loses it fails loudly.
 */
export function required<T>(value: T | null | undefined | false, what: string): T {
  expect(
    value,
    `the e2e dataset (content/ + e2e/fixtures/extra.ndjson) must have ${what}`,
  ).toBeTruthy();
  return value as T;
}
