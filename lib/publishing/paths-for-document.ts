import { LANGUAGES, languageOf, type Language } from '@/lib/i18n/languages';
import { localizedEventPath, localizedPagePath } from '@/lib/routing/edition-paths';
import type { WebhookBody } from './body';
import { isPublishedId } from '@/lib/sanity/document-ids';

/**
 * Document types with URLs of their own: a page (in its edition), and an event (its page in
 * every edition: an event exists once).
 */
const PATHS_OF_TYPE = new Map<string, (slug: string, language: Language) => string[]>([
  ['page', (slug, language) => [localizedPagePath(slug, language)]],
  ['programmeEvent', (slug) => LANGUAGES.map((edition) => localizedEventPath(slug, edition))],
]);

/**
 * Paths that must render fresh on the very next visit: a URL cached as a 404 would otherwise
 * come back stale once and then keep its noindex (docs/caching.md#revalidating-from-the-webhook), so
 * a page that appears at a new URL (created, or its slug changed) is revalidated by path as well as
 * by tag. The webhook revalidates each path's late-route path too (latePagePath in
 * lib/routing/late-pages.mjs).
 */
export function pathsForDocument(body: WebhookBody): string[] {
  const pathsOf = PATHS_OF_TYPE.get(body._type);
  if (!pathsOf || !isPublishedId(body._id) || !body.slug) return [];
  const appearsAtNewUrl =
    body.operation === 'create' || (body.operation === 'update' && body.slug !== body.previousSlug);
  return appearsAtNewUrl ? pathsOf(body.slug, languageOf(body.language)) : [];
}
