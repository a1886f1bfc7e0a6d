import type { MetadataRoute } from 'next';
import { getPageIndex } from '@/lib/sanity';
import { buildSitemap } from '@/lib/seo/sitemap';
import { siteUrl } from '@/lib/routing/site-url';

/** Cached under the page-index tag: publishing or deleting a page rebuilds it. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap(await getPageIndex(), siteUrl());
}
