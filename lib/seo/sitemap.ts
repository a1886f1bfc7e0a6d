import type { MetadataRoute } from 'next';
import { HOME_SLUG } from '@/lib/sanity/constants';
import type { PageIndexEntry, ProgrammeEventIndexEntry } from '@/lib/sanity/types';
import { eventPath } from '@/lib/routing/event-path';
import { pagePath } from '@/lib/routing/page-path';
import { findRedirect } from '@/lib/routing/redirect-target';
import { FIXED_ROUTE_SEGMENTS } from '@/lib/routing/fixed-routes';
import { ACCESSIBILITY_PATH, PRIVACY_PATH } from '@/lib/routing/trust-paths';

/** Served by its own route, not from a page document. */
export const SAFETY_PAGE_PATH = '/sikkerhet';

// Same rule as generateStaticParams in app/(nb)/[slug]: a slug with a slash has no route; a fixed
// route answers its own path before any page could.
const isRoutable = (slug: string) =>
  slug === HOME_SLUG || (/^[^/]+$/.test(slug) && !FIXED_ROUTE_SEGMENTS.includes(slug));

/** Search engines should index where a redirect leads, not the page that sends visitors on. */
const isRedirectPage = (page: PageIndexEntry) => findRedirect(page.redirects) !== null;

/** Every page, every event page (/arrangement/{slug}) and the safety page. */
export function buildSitemap(
  pages: PageIndexEntry[],
  base: string,
  events: ProgrammeEventIndexEntry[] = [],
): MetadataRoute.Sitemap {
  const url = (path: string) => new URL(path, `${base}/`).toString();
  const entries: MetadataRoute.Sitemap = pages
    .filter((page) => isRoutable(page.slug) && !isRedirectPage(page))
    .map((page) => ({
      url: url(pagePath(page.slug)),
      ...(page._updatedAt ? { lastModified: page._updatedAt } : {}),
      priority: page.slug === HOME_SLUG ? 1 : 0.7,
    }));
  // Same rule as generateStaticParams in app/(nb)/arrangement/[slug]: a slug with a slash has no page.
  const eventEntries: MetadataRoute.Sitemap = events
    .filter((event) => /^[^/]+$/.test(event.slug))
    .map((event) => ({
      url: url(eventPath(event.slug)),
      ...(event._updatedAt ? { lastModified: event._updatedAt } : {}),
      priority: 0.5,
    }));
  return [
    ...entries,
    ...eventEntries,
    { url: url(SAFETY_PAGE_PATH), priority: 0.3 },
    { url: url(PRIVACY_PATH), priority: 0.2 },
    { url: url(ACCESSIBILITY_PATH), priority: 0.2 },
  ];
}

export function buildRobots(base: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
