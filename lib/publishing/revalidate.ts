import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { invalidateSharedTags, type InvalidationFailure } from '@/lib/cache/invalidation.mjs';
import { purgeCdnAfterRevalidation } from '@/lib/cdn/purge';
import type { BodyResult } from '@/lib/http/limited-body';
import { latePagePath } from '@/lib/routing/late-pages.mjs';
import { readContentEnv } from '@/lib/env/content';
import { processEnv } from '@/lib/env/process-env.mjs';
import { parseWebhookBody, type WebhookBody } from './body';
import { readPublishingEnv } from '@/lib/env/publishing';
import { logDelivery } from './log';
import { pathsForDocument } from './paths-for-document';
import type { ReferrerLookup } from './referrers';
import { verifySignature } from './signature';
import { needsReferrerLookup, ownTags, tagsForDocument } from './tags-for-document';
import { sleep } from '@/lib/util/sleep';

/** Sanity's projection bodies are tiny; anything larger is not ours. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * 'max' keeps serving the last good page while the new one renders, so a content source
 * outage never replaces a page with an error (docs/caching.md#revalidating-from-the-webhook).
 */
const REVALIDATE_PROFILE = 'max';

export type RevalidateOutcome = {
  status: number;
  body: Record<string, unknown>;
};

export type WebhookDelivery = {
  /** The body as read with readLimitedBody(request, MAX_BODY_BYTES): the signature covers these exact bytes. */
  body: BodyResult;
  signatureHeader: string | null;
};

export type RevalidateOptions = {
  env?: Record<string, string | undefined>;
  now?: number;
  lookup?: ReferrerLookup;
  consistencyDelayMs?: number;
  /**
   * Purges the CDN for the revalidated tags. By default it runs in the background after the
   * origin is revalidated, at once and again after CDN_REPURGE_DELAYS_MS (retried and logged in
   * lib/cdn), so a CDN failure never fails nor slows the webhook. The route passes the same
   * purge inside Next's after(); tests pass their own to wait for it.
   */
  purge?: (tags: string[]) => unknown;
  /**
   * Invalidates the tags in the shared cache and reports each failure: by default the cache
   * handler's own handlers (lib/cache/invalidation.mjs). A failure answers 503, so Sanity
   * delivers the webhook again.
   */
  invalidate?: (tags: string[]) => Promise<InvalidationFailure[]>;
};

/** Next's tag for a path's cached render (what revalidatePath invalidates). */
const pathTag = (path: string) => `_N_T_${path}`;

/** How long to wait for Sanity's API to serve the change: none for the embedded dataset. */
function consistencyDelay(
  env: Record<string, string | undefined>,
  override: number | undefined,
): number {
  if (override !== undefined) return override;
  const content = readContentEnv(env);
  return content.source === 'sanity' ? content.consistencyDelayMs : 0;
}

type Applied = { tags: string[]; paths: string[]; lookupError?: string };

function revalidateTags(tags: string[]): void {
  tags.forEach((tag) => revalidateTag(tag, REVALIDATE_PROFILE));
}

/** Revalidates the document's own tags before looking up referrers, so a failed lookup still publishes the page itself. */
async function applyRevalidation(
  body: WebhookBody,
  lookup: ReferrerLookup | undefined,
): Promise<Applied> {
  const paths = pathsForDocument(body);
  const own = ownTags(body);
  revalidateTags(own);
  paths.forEach((path) => revalidatePath(path));
  // A page the build did not prerender is cached under the late-page route's own path.
  paths.flatMap((path) => latePagePath(path) ?? []).forEach((path) => revalidatePath(path));
  if (!needsReferrerLookup(body)) return { tags: own, paths };
  try {
    const all = await tagsForDocument(body, lookup);
    revalidateTags(all.filter((tag) => !own.includes(tag)));
    return { tags: all, paths };
  } catch (error) {
    return {
      tags: own,
      paths,
      lookupError: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * The whole webhook flow: secret, signature over the raw body, projection, cache tags,
 * revalidation. Returns the status and JSON body for the route; logs one JSON line.
 * Idempotent: a repeated delivery revalidates the same tags again, which is harmless.
 */
export async function handleRevalidateWebhook(
  delivery: WebhookDelivery,
  options: RevalidateOptions = {},
): Promise<RevalidateOutcome> {
  const env = options.env ?? processEnv();
  const startedAt = Date.now();
  const finish = (
    outcome: RevalidateOutcome,
    details: Record<string, unknown> = {},
  ): RevalidateOutcome => {
    logDelivery({ status: outcome.status, durationMs: Date.now() - startedAt, ...details });
    return outcome;
  };

  const { revalidateSecret } = readPublishingEnv(env);
  if (!revalidateSecret) {
    return finish(
      { status: 500, body: { message: 'Revalidation is not configured on this server' } },
      { error: 'SANITY_REVALIDATE_SECRET is not set: every webhook is refused until it is' },
    );
  }
  if (delivery.body.kind === 'too-large') {
    return finish(
      { status: 413, body: { message: 'Body too large' } },
      { error: `body exceeds ${MAX_BODY_BYTES / 1024} KiB` },
    );
  }
  if (delivery.body.kind === 'not-utf8') {
    return finish(
      { status: 400, body: { message: 'Body is not valid UTF-8' } },
      { error: 'body is not valid UTF-8' },
    );
  }
  const rawBody = delivery.body.text;

  const signature = verifySignature({
    rawBody,
    header: delivery.signatureHeader,
    secret: revalidateSecret,
    now: options.now,
  });
  if (!signature.valid) {
    const message = signature.reason === 'missing' ? 'Missing signature' : 'Invalid signature';
    return finish(
      { status: 401, body: { message } },
      { error: `signature rejected: ${signature.reason}` },
    );
  }

  const parsed = parseWebhookBody(rawBody);
  if (!parsed.success) {
    return finish(
      {
        status: 400,
        body: { message: 'Body does not match the webhook projection', problems: parsed.problems },
      },
      { error: `invalid body: ${parsed.problems.join('; ')}` },
    );
  }
  const body = parsed.body;
  const document = { documentId: body._id, type: body._type, operation: body.operation };

  const delay = consistencyDelay(env, options.consistencyDelayMs);
  const hasWork = ownTags(body).length > 0 || needsReferrerLookup(body);
  if (delay > 0 && hasWork) await sleep(delay);

  let applied: Applied;
  try {
    applied = await applyRevalidation(body, options.lookup);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return finish(
      { status: 500, body: { message: 'Revalidation failed' } },
      { ...document, error: detail },
    );
  }
  const result = {
    ...document,
    revalidated: applied.tags.length + applied.paths.length > 0,
    tags: applied.tags,
    paths: applied.paths,
  };
  const failures = await (options.invalidate ?? invalidateSharedTags)([
    ...applied.tags,
    ...applied.paths.map(pathTag),
    ...applied.paths.flatMap((path) => latePagePath(path) ?? []).map(pathTag),
  ]);
  if (failures.length > 0) {
    // No purge: the CDN would only fetch the old page again. Sanity retries a 5xx delivery.
    return finish(
      {
        status: 503,
        body: {
          ...result,
          revalidated: false,
          message: 'The shared cache could not be invalidated; deliver the webhook again',
        },
      },
      {
        ...result,
        error: `cache invalidation failed: ${failures
          .slice(0, 3)
          .map((failure) => `${failure.handler} ${failure.tag}: ${failure.error}`)
          .join('; ')}`,
      },
    );
  }
  const purge = options.purge ?? ((tags: string[]) => void purgeCdnAfterRevalidation(tags));
  try {
    purge(applied.tags);
  } catch {
    // The purge logs its own failures; the origin is revalidated whatever happens here.
  }
  if (applied.lookupError) {
    // 5xx makes Sanity retry the delivery; the retry is harmless because revalidation is idempotent.
    return finish(
      {
        status: 500,
        body: {
          ...result,
          message: 'Revalidated the document but could not find what references it',
        },
      },
      { ...result, error: `referrer lookup failed: ${applied.lookupError}` },
    );
  }
  return finish({ status: 200, body: result }, result);
}
