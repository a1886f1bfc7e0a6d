import { eventPath } from '@/lib/routing/event-path';
import { pagePath } from '@/lib/routing/page-path';
import type { WebhookBody } from './body';
import { isPublishedId } from '@/lib/sanity/document-ids';

/** Document types with a URL of their own: a page, and an event (/arrangement/{slug}). */
const PATH_OF_TYPE = new Map<string, (slug: string) => string>([
  ['page', pagePath],
  ['programmeEvent', eventPath],
]);

/**
 * Paths that must render fresh on the very next visit: a URL cached as a 404 would otherwise
 * come back stale once and then keep its noindex (docs/caching.md#revalidating-from-the-webhook), so
 * a page that appears at a new URL (created, or its slug changed) is revalidated by path as well as
 * by tag. The webhook revalidates each path's late-route path too (latePagePath in
 * lib/routing/late-pages.mjs).
 */
export function pathsForDocument(body: WebhookBody): string[] {
  const pathOf = PATH_OF_TYPE.get(body._type);
  if (!pathOf || !isPublishedId(body._id) || !body.slug) return [];
  const appearsAtNewUrl =
    body.operation === 'create' || (body.operation === 'update' && body.slug !== body.previousSlug);
  return appearsAtNewUrl ? [pathOf(body.slug)] : [];
}
