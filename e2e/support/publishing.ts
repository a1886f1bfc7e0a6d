import { randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { signPayload } from '../../lib/publishing/signature';
import { withLockSync } from '../../test-support/dir-lock.mjs';
import { e2eDatasetFile, readLiveDataset, type DatasetDocument } from './dataset';

/** The secrets test-support/e2e-server.mjs starts the server with. */
export const REVALIDATE_SECRET = process.env.SANITY_REVALIDATE_SECRET ?? 'e2e-revalidate-secret';
export const PREVIEW_SECRET = process.env.SANITY_PREVIEW_SECRET ?? 'e2e-preview-secret';

export type Operation = 'create' | 'update' | 'delete';
export type Projection = {
  _type: string;
  _id: string;
  slug: string | null;
  previousSlug: string | null;
  operation: Operation;
};

/**
 * Replaces the dataset copy in one rename, so the server never reads a half-written file. Both
 * Playwright workers edit it (each its own documents): the read, the change and the rename hold
 * one lock, so an edit never writes back a copy read before the other worker's edit.
 */
export function editDataset(change: (documents: DatasetDocument[]) => DatasetDocument[]) {
  withLockSync(`${e2eDatasetFile}.lock`, () => {
    const documents = readLiveDataset();
    const temporary = path.join(
      path.dirname(e2eDatasetFile),
      `.publishing-${randomBytes(6).toString('hex')}.tmp`,
    );
    writeFileSync(
      temporary,
      `${change(documents)
        .map((document) => JSON.stringify(document))
        .join('\n')}\n`,
    );
    renameSync(temporary, e2eDatasetFile);
  });
}

export const upsert = (...updated: DatasetDocument[]) =>
  editDataset((documents) => [
    ...documents.filter((document) => !updated.some((next) => next._id === document._id)),
    ...updated,
  ]);

export const remove = (id: string) =>
  editDataset((documents) => documents.filter((document) => document._id !== id));

/**
 * A page as Sanity stores it, with one compact hero (its heading shown on the page): what the
 * publishing tests add to the live dataset. `fields` adds or overrides any other field.
 */
export const heroPageDocument = (
  id: string,
  slug: string,
  heading: string,
  fields: Record<string, unknown> = {},
): DatasetDocument => ({
  _id: id,
  _type: 'page',
  title: heading,
  slug: { _type: 'slug', current: slug },
  pageBuilder: [{ _type: 'hero', _key: 'hero', heading, compact: true }],
  ...fields,
});

/** The body Sanity's webhook sends for a document (docs/publishing.md, the projection). */
export const projection = (
  document: DatasetDocument,
  operation: Operation,
  previousSlug?: string | null,
): Projection => {
  const slug = (document.slug as { current?: string } | undefined)?.current ?? null;
  return {
    _type: document._type,
    _id: document._id,
    slug,
    previousSlug: previousSlug !== undefined ? previousSlug : operation === 'create' ? null : slug,
    operation,
  };
};

export async function sendWebhook(
  request: APIRequestContext,
  body: Projection,
  { secret = REVALIDATE_SECRET, signed = true } = {},
) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signed) headers['sanity-webhook-signature'] = signPayload(raw, secret);
  return request.post('/api/revalidate', { data: raw, headers });
}

export async function publish(request: APIRequestContext, body: Projection) {
  const response = await sendWebhook(request, body);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { tags: string[]; paths: string[] };
}
