import 'server-only';
import { cache } from 'react';
import { DEFAULT_MENU_SLUG } from './constants';
import { sanityFetch } from './fetch';
import { sameOriginFileUrl } from './file-url';
import {
  menuBySlugQuery,
  offlinePagesQuery,
  pageIndexQuery,
  programmeEventBySlugQuery,
  programmeEventSlugsQuery,
  programmeEventsQuery,
  safetyPageQuery,
  privacyPageQuery,
  accessibilityStatementQuery,
  siteSettingsQuery,
  venuesQuery,
} from './queries';
import {
  toEventIndex,
  toProgrammeEvent,
  toProgrammeEvents,
  type RawIndexEntry,
  type RawProgrammeEvent,
} from './programme-entries';
import { cacheTags } from './tags';
import type {
  NavigationMenu,
  OfflinePage,
  PageIndexEntry,
  ProgrammeEvent,
  ProgrammeEventIndexEntry,
  ProgrammeVenue,
  SafetyPage,
  PrivacyPage,
  AccessibilityStatement,
  SiteSettings,
} from './types';

// Files on Sanity's CDN are linked through this site's own origin (./file-url explains why).
// Applied after the cached read, so the cache holds what the content source said. (A page's
// link lists get the same in lib/pages/get-page.ts.)

function withSameOriginPdfs(page: SafetyPage | null): SafetyPage | null {
  if (!page) return page;
  return {
    ...page,
    riskAnalysisPdfUrl: sameOriginFileUrl(page.riskAnalysisPdfUrl),
    safetyPlanPdfUrl: sameOriginFileUrl(page.safetyPlanPdfUrl),
  };
}

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

export const getSafetyPage = cache(async () =>
  withSameOriginPdfs(
    await sanityFetch<SafetyPage | null>({ query: safetyPageQuery, tags: [cacheTags.safetyPage] }),
  ),
);

export const getPrivacyPage = cache(() =>
  sanityFetch<PrivacyPage | null>({ query: privacyPageQuery, tags: [cacheTags.privacyPage] }),
);

export const getAccessibilityStatement = cache(() =>
  sanityFetch<AccessibilityStatement | null>({
    query: accessibilityStatementQuery,
    tags: [cacheTags.accessibilityStatement],
  }),
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

// The programme: every read carries the one programme tag, so publishing any event or venue
// refreshes the lists, the event pages and the calendar files together. Bad entries are left
// out (./programme-entries), never thrown on.

export const getProgrammeEvents = cache(async (): Promise<ProgrammeEvent[]> =>
  toProgrammeEvents(
    await sanityFetch<RawProgrammeEvent[] | null>({
      query: programmeEventsQuery,
      tags: [cacheTags.programme],
    }),
  ),
);

export const getProgrammeEvent = cache(async (slug: string): Promise<ProgrammeEvent | null> =>
  toProgrammeEvent(
    await sanityFetch<RawProgrammeEvent | null>({
      query: programmeEventBySlugQuery,
      params: { slug },
      tags: [cacheTags.programme],
    }),
  ),
);

export const getVenues = cache(async (): Promise<ProgrammeVenue[]> => {
  const venues = await sanityFetch<ProgrammeVenue[] | null>({
    query: venuesQuery,
    tags: [cacheTags.programme],
  });
  return Array.isArray(venues) ? venues : [];
});

/** Every event slug with its last change: static params and the sitemap. */
export const getProgrammeEventIndex = cache(async (): Promise<ProgrammeEventIndexEntry[]> =>
  toEventIndex(
    await sanityFetch<RawIndexEntry[] | null>({
      query: programmeEventSlugsQuery,
      tags: [cacheTags.programme],
    }),
  ),
);
