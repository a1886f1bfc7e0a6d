import type { MetadataRoute } from 'next';
import { getPageIndex, getProgrammeEventIndex } from '@/lib/sanity';
import { buildSitemap } from '@/lib/seo/sitemap';
import { siteUrl } from '@/lib/routing/site-url';

/**
 * Cached under the page-index and programme tags: publishing or deleting a page or an event
 * rebuilds it.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, events] = await Promise.all([getPageIndex(), getProgrammeEventIndex()]);
  return buildSitemap(pages, siteUrl(), events);
}
