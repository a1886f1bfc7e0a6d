import { z } from 'zod';
/** The embedded dataset, used when no Sanity project is configured. */
export const DEFAULT_DATASET_FILE = 'content/production.ndjson';

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
  SANITY_TIMEOUT_MS: optional.pipe(
    z.coerce.number<string | undefined>().int().min(100).max(60_000).optional(),
  ),
  SANITY_MAX_RETRIES: optional.pipe(
    z.coerce.number<string | undefined>().int().min(0).max(1).optional(),
  ),
  SANITY_CONSISTENCY_DELAY_MS: optional.pipe(
    z.coerce.number<string | undefined>().int().min(0).max(60_000).optional(),
  ),
});

/**
 * A few seconds per attempt and one retry: well inside Varnish's 30 s first-byte limit, so a
 * slow Sanity fails a render (the last good page is served) instead of holding it for minutes.
 */
export const DEFAULT_SANITY_TIMEOUT_MS = 4000;
export const DEFAULT_SANITY_MAX_RETRIES = 1;

/**
 * Sanity can deliver a webhook before its query API serves the change, so the webhook waits this
 * long before revalidating (next-sanity's parseBody waits as long).
 */
export const DEFAULT_SANITY_CONSISTENCY_DELAY_MS = 3000;

export type ContentEnv =
  | {
      source: 'sanity';
      projectId: string;
      dataset: string;
      apiHost: string | undefined;
      /** Origin of Sanity's file CDN; only a test's stand-in sets it (default cdn.sanity.io). */
      cdnHost: string | undefined;
      readToken: string | undefined;
      /** One attempt's time limit (SANITY_TIMEOUT_MS). */
      timeoutMs: number;
      /** Retries after a timeout, network error or 5xx (SANITY_MAX_RETRIES, 0 or 1). */
      maxRetries: number;
      /** The webhook's wait before it revalidates (SANITY_CONSISTENCY_DELAY_MS, 0 to 60,000). */
      consistencyDelayMs: number;
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
      timeoutMs: vars.SANITY_TIMEOUT_MS ?? DEFAULT_SANITY_TIMEOUT_MS,
      maxRetries: vars.SANITY_MAX_RETRIES ?? DEFAULT_SANITY_MAX_RETRIES,
      consistencyDelayMs: vars.SANITY_CONSISTENCY_DELAY_MS ?? DEFAULT_SANITY_CONSISTENCY_DELAY_MS,
    };
  }
  return { source: 'local', datasetFile: vars.CONTENT_DATASET_FILE ?? DEFAULT_DATASET_FILE };
}
