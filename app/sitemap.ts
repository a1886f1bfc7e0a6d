import type { MetadataRoute } from 'next';
import { getPageIndex, getProgrammeEventIndex } from '@/lib/sanity';
import { buildSitemap } from '@/lib/seo/sitemap';
import { siteUrl } from '@/lib/routing/site-url';

/**
 * Cached under both editions' page-index tags and the programme tag: publishing or deleting a page or an event
 * rebuilds it.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, english, events] = await Promise.all([
    getPageIndex(),
    getPageIndex('en'),
    getProgrammeEventIndex(),
  ]);
  // Both editions, with their hreflang alternates (docs/i18n.md).
  return buildSitemap(pages, siteUrl(), events, { en: english });
}
