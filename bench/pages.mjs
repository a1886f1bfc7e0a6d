// The pages the bench visits, discovered from the dataset (never hard-coded slugs): published
// pages with a slug and no redirect block, plus the safety page when the dataset has one.
import { readFileSync } from 'node:fs';

/** The safety page's route is fixed by the product, its content comes from one document. */
export const SAFETY_ROUTE = '/sikkerhet';

export function readNdjson(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

export function renderableRoutes(documents) {
  const pages = documents
    .filter((document) => document._type === 'page' && !document._id.startsWith('drafts.'))
    .filter((page) => typeof page.slug?.current === 'string')
    .filter((page) => !(page.pageBuilder ?? []).some((block) => block._type === 'redirect'))
    .map((page) => (page.slug.current === '/' ? '/' : `/${page.slug.current}`))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
  const hasSafetyPage = documents.some(
    (document) => document._type === 'safetyPage' && !document._id.startsWith('drafts.'),
  );
  return hasSafetyPage ? [...pages, SAFETY_ROUTE] : pages;
}
