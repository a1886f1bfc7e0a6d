import { z } from 'zod';
import { DEFAULT_DATASET_FILE } from './constants';

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const schema = z.object({
  SANITY_PROJECT_ID: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a Sanity project id (lower-case letters, digits, dashes)')
      .optional(),
  ),
  SANITY_DATASET: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9_-]+$/)
      .optional(),
  ),
  SANITY_API_HOST: optional.pipe(z.url().optional()),
  SANITY_CDN_HOST: optional.pipe(z.url().optional()),
  SANITY_API_READ_TOKEN: optional,
  CONTENT_DATASET_FILE: optional,
});

export type ContentEnv =
  | {
      source: 'sanity';
      projectId: string;
      dataset: string;
      apiHost: string | undefined;
      /** Origin of Sanity's file CDN; only a test's stand-in sets it (default cdn.sanity.io). */
      cdnHost: string | undefined;
      readToken: string | undefined;
    }
  | { source: 'local'; datasetFile: string };

/**
 * Reads which content source to use. Sanity when SANITY_PROJECT_ID is set, otherwise the
 * embedded NDJSON dataset. A malformed variable fails with a message naming it.
 */
export function readContentEnv(env: Record<string, string | undefined> = process.env): ContentEnv {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid content environment variables: ${problems}`);
  }
  const vars = parsed.data;
  if (vars.SANITY_PROJECT_ID) {
    return {
      source: 'sanity',
      projectId: vars.SANITY_PROJECT_ID,
      dataset: vars.SANITY_DATASET ?? 'production',
      apiHost: vars.SANITY_API_HOST,
      cdnHost: vars.SANITY_CDN_HOST,
      readToken: vars.SANITY_API_READ_TOKEN,
    };
  }
  return { source: 'local', datasetFile: vars.CONTENT_DATASET_FILE ?? DEFAULT_DATASET_FILE };
}
