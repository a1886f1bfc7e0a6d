import { pagePath } from '@/lib/routing/page-path';
import type { WebhookBody } from './body';
import { isPublishedId } from '@/lib/sanity/document-ids';

/**
 * Paths that must render fresh on the very next visit: a URL cached as a 404 would otherwise
 * come back stale once and then keep its noindex (docs/caching.md#revalidating-from-the-webhook), so a page that appears at
 * a new URL (created, or its slug changed) is revalidated by path as well as by tag.
 */
export function pathsForDocument(body: WebhookBody): string[] {
  if (body._type !== 'page' || !isPublishedId(body._id) || !body.slug) return [];
  const appearsAtNewUrl =
    body.operation === 'create' || (body.operation === 'update' && body.slug !== body.previousSlug);
  return appearsAtNewUrl ? [pagePath(body.slug)] : [];
}
