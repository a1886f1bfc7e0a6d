import 'server-only';
import { cache } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { DEFAULT_MENU_SLUG } from './constants';
import { sanityFetch } from './fetch';
import { sameOriginFileUrl } from './file-url';
import {
  menuBySlugQuery,
  offlinePagesQuery,
  pageBySlugQuery,
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
  LinkTreeBlock,
  NavigationMenu,
  OfflinePage,
  Page,
  PageBlock,
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
// Applied after the cached read, so the cache holds what the content source said.

function isLinkTree(block: PageBlock): block is LinkTreeBlock {
  return block._type === 'linkTree' && 'links' in block;
}

function withSameOriginFiles(page: Page | null): Page | null {
  if (!page?.pageBuilder) return page;
  const pageBuilder = page.pageBuilder.map((block) =>
    isLinkTree(block)
      ? {
          ...block,
          links:
            block.links?.map((link) => ({ ...link, fileUrl: sameOriginFileUrl(link.fileUrl) })) ??
            null,
        }
      : block,
  );
  return { ...page, pageBuilder };
}

function withSameOriginPdfs(page: SafetyPage | null): SafetyPage | null {
  if (!page) return page;
  return {
    ...page,
    riskAnalysisPdfUrl: sameOriginFileUrl(page.riskAnalysisPdfUrl),
    safetyPlanPdfUrl: sameOriginFileUrl(page.safetyPlanPdfUrl),
  };
}

/** Wrapped in React cache so generateMetadata and the page share one read per request. */
export const getPage = cache(async (slug: string) =>
  withSameOriginFiles(
    await sanityFetch<Page | null>({
      query: pageBySlugQuery,
      // $language: the texts of a programme block's venue (./localized-text.ts).
      params: { slug, language: DEFAULT_LANGUAGE },
      tags: [cacheTags.page(slug)],
    }),
  ),
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
// refreshes the lists, the event pages and the calendar files together, in both languages.
// Texts come in `language`, Norwegian where a text has no translation, each with the language
// it is in (./localized-text.ts). Bad entries are left out (./programme-entries), never thrown on.

export const getProgrammeEvents = cache(
  async (language: Language = DEFAULT_LANGUAGE): Promise<ProgrammeEvent[]> =>
    toProgrammeEvents(
      await sanityFetch<RawProgrammeEvent[] | null>({
        query: programmeEventsQuery,
        params: { language },
        tags: [cacheTags.programme],
      }),
    ),
);

export const getProgrammeEvent = cache(
  async (slug: string, language: Language = DEFAULT_LANGUAGE): Promise<ProgrammeEvent | null> =>
    toProgrammeEvent(
      await sanityFetch<RawProgrammeEvent | null>({
        query: programmeEventBySlugQuery,
        params: { slug, language },
        tags: [cacheTags.programme],
      }),
    ),
);

export const getVenues = cache(
  async (language: Language = DEFAULT_LANGUAGE): Promise<ProgrammeVenue[]> => {
    const venues = await sanityFetch<ProgrammeVenue[] | null>({
      query: venuesQuery,
      params: { language },
      tags: [cacheTags.programme],
    });
    return Array.isArray(venues) ? venues : [];
  },
);

/** Every event slug with its last change: static params and the sitemap. */
export const getProgrammeEventIndex = cache(async (): Promise<ProgrammeEventIndexEntry[]> =>
  toEventIndex(
    await sanityFetch<RawIndexEntry[] | null>({
      query: programmeEventSlugsQuery,
      tags: [cacheTags.programme],
    }),
  ),
);
