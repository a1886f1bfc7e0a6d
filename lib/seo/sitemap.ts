import type { MetadataRoute } from 'next';
import { HOME_SLUG } from '@/lib/sanity/constants';
import type { PageIndexEntry, ProgrammeEventIndexEntry } from '@/lib/sanity/types';
import { eventPath } from '@/lib/routing/event-path';
import { pagePath } from '@/lib/routing/page-path';
import { findRedirect } from '@/lib/routing/redirect-target';
import { FIXED_ROUTE_SEGMENTS } from '@/lib/routing/fixed-routes';
import { ACCESSIBILITY_PATH, PRIVACY_PATH } from '@/lib/routing/trust-paths';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/i18n/languages';
import {
  everyLanguagePath,
  pageLanguagePaths,
  type LanguagePaths,
} from '@/lib/routing/language-paths';
import {
  EDITION_ROUTES,
  localizedEventPath,
  localizedPagePath,
  routePath,
  type EditionRoute,
} from '@/lib/routing/edition-paths';
import { LATE_PAGES_SEGMENT } from '@/lib/routing/late-pages.mjs';
import { hreflangAlternates } from './alternates';

/** Served by its own route, not from a page document. */
export const SAFETY_PAGE_PATH = '/sikkerhet';

// Same rule as generateStaticParams in app/(nb)/[slug]: a slug with a slash has no route; a fixed
// route answers its own path before any page could.
const isRoutable = (slug: string) =>
  slug === HOME_SLUG || (/^[^/]+$/.test(slug) && !FIXED_ROUTE_SEGMENTS.includes(slug));

/** Search engines should index where a redirect leads, not the page that sends visitors on. */
const isRedirectPage = (page: PageIndexEntry) => findRedirect(page.redirects) !== null;

/** Another edition's routable slugs: single segments that are not its fixed routes. */
const isRoutableIn = (slug: string, language: Language) =>
  slug === HOME_SLUG ||
  (/^[^/]+$/.test(slug) &&
    ![...Object.values(EDITION_ROUTES[language]), LATE_PAGES_SEGMENT].includes(slug));

/**
 * Every page, every event page (/arrangement/{slug}) and the safety page. With `editions` (each
 * other language's page index, docs/i18n.md) it lists those editions too, and every entry with a
 * translation carries its hreflang alternates.
 */
export function buildSitemap(
  pages: PageIndexEntry[],
  base: string,
  events: ProgrammeEventIndexEntry[] = [],
  editions: Partial<Record<Language, PageIndexEntry[]>> = {},
): MetadataRoute.Sitemap {
  const withAlternates = (paths: LanguagePaths) => {
    const languages = hreflangAlternates(paths, base);
    return languages ? { alternates: { languages } } : {};
  };
  const hasEditions = Object.keys(editions).length > 0;
  const url = (path: string) => new URL(path, `${base}/`).toString();
  const entries: MetadataRoute.Sitemap = pages
    .filter((page) => isRoutable(page.slug) && !isRedirectPage(page))
    .map((page) => ({
      url: url(pagePath(page.slug)),
      ...(page._updatedAt ? { lastModified: page._updatedAt } : {}),
      priority: page.slug === HOME_SLUG ? 1 : 0.7,
      ...withAlternates(pageLanguagePaths(page.slug, DEFAULT_LANGUAGE, page.translations)),
    }));
  const editionEntries: MetadataRoute.Sitemap = (
    Object.entries(editions) as [Language, PageIndexEntry[]][]
  ).flatMap(([language, edition]) =>
    edition
      .filter((page) => isRoutableIn(page.slug, language) && !isRedirectPage(page))
      .map((page) => ({
        url: url(localizedPagePath(page.slug, language)),
        ...(page._updatedAt ? { lastModified: page._updatedAt } : {}),
        priority: page.slug === HOME_SLUG ? 0.9 : 0.6,
        ...withAlternates(pageLanguagePaths(page.slug, language, page.translations)),
      })),
  );
  const editionsShown: Language[] = hasEditions
    ? LANGUAGES.filter((language) => language === DEFAULT_LANGUAGE || language in editions)
    : [DEFAULT_LANGUAGE];
  const fixed = (route: EditionRoute, priority: number): MetadataRoute.Sitemap => {
    const paths = everyLanguagePath((language) => routePath(route, language));
    return editionsShown.map((language) => ({
      url: url(routePath(route, language)),
      priority,
      ...(hasEditions ? withAlternates(paths) : {}),
    }));
  };
  // Same rule as generateStaticParams in app/(nb)/arrangement/[slug]: a slug with a slash has no page.
  const eventEntries: MetadataRoute.Sitemap = events
    .filter((event) => /^[^/]+$/.test(event.slug))
    .flatMap((event) => {
      const paths = everyLanguagePath((language) => localizedEventPath(event.slug, language));
      return editionsShown.map((language) => ({
        url: url(language === DEFAULT_LANGUAGE ? eventPath(event.slug) : paths[language]!),
        ...(event._updatedAt ? { lastModified: event._updatedAt } : {}),
        priority: 0.5,
        ...(hasEditions ? withAlternates(paths) : {}),
      }));
    });
  if (!hasEditions) {
    return [
      ...entries,
      ...eventEntries,
      { url: url(SAFETY_PAGE_PATH), priority: 0.3 },
      { url: url(PRIVACY_PATH), priority: 0.2 },
      { url: url(ACCESSIBILITY_PATH), priority: 0.2 },
    ];
  }
  return [
    ...entries,
    ...editionEntries,
    ...eventEntries,
    ...fixed('safety', 0.3),
    ...fixed('privacy', 0.2),
    ...fixed('accessibility', 0.2),
  ];
}

export function buildRobots(base: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
