import 'server-only';
import { cache } from 'react';
import { DEFAULT_MENU_SLUG } from './constants';
import { sanityFetch } from './fetch';
import {
  menuBySlugQuery,
  offlinePagesQuery,
  pageBySlugQuery,
  pageIndexQuery,
  safetyPageQuery,
  siteSettingsQuery,
} from './queries';
import { cacheTags } from './tags';
import type {
  NavigationMenu,
  OfflinePage,
  Page,
  PageIndexEntry,
  SafetyPage,
  SiteSettings,
} from './types';

/** Wrapped in React cache so generateMetadata and the page share one read per request. */
export const getPage = cache((slug: string) =>
  sanityFetch<Page | null>({
    query: pageBySlugQuery,
    params: { slug },
    tags: [cacheTags.page(slug)],
  }),
);

export const getMenu = cache((slug: string = DEFAULT_MENU_SLUG) =>
  sanityFetch<NavigationMenu | null>({
    query: menuBySlugQuery,
    params: { slug },
    tags: [cacheTags.menu(slug)],
  }),
);

export const getPageIndex = cache(
  async () =>
    (await sanityFetch<PageIndexEntry[] | null>({
      query: pageIndexQuery,
      tags: [cacheTags.pageIndex],
    })) ?? [],
);

export const getSiteSettings = cache(() =>
  sanityFetch<SiteSettings | null>({ query: siteSettingsQuery, tags: [cacheTags.siteSettings] }),
);

export const getSafetyPage = cache(() =>
  sanityFetch<SafetyPage | null>({ query: safetyPageQuery, tags: [cacheTags.safetyPage] }),
);

/** Tagged with the page index: every page publish revalidates it, so the switch takes effect. */
export const getOfflinePages = cache(async () =>
  (
    (await sanityFetch<OfflinePage[] | null>({
      query: offlinePagesQuery,
      tags: [cacheTags.pageIndex],
    })) ?? []
  ).filter((page): page is OfflinePage & { slug: string } => typeof page.slug === 'string'),
);
