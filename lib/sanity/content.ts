import 'server-only';
import { cache } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { DEFAULT_MENU_SLUG } from './constants';
import { sanityFetch } from './fetch';
import { sameOriginFileUrl } from './file-url';
import {
  menuBySlugQuery,
  offlinePagesQuery,
  pageIndexQuery,
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
  toProgrammeEvents,
  type RawIndexEntry,
  type RawProgrammeEvent,
} from './programme-entries';
import { cacheTags, languageTag } from './tags';
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

// Every read of translated documents takes the edition's language (Norwegian when left out): it
// goes into the query as $language and into the cache tag (./tags languageTag), docs/i18n.md.

export const getMenu = cache(
  (slug: string = DEFAULT_MENU_SLUG, language: Language = DEFAULT_LANGUAGE) =>
    sanityFetch<NavigationMenu | null>({
      query: menuBySlugQuery,
      params: { slug, language },
      tags: [languageTag(cacheTags.menu(slug), language)],
    }),
);

export const getPageIndex = cache(
  async (language: Language = DEFAULT_LANGUAGE) =>
    (await sanityFetch<PageIndexEntry[] | null>({
      query: pageIndexQuery,
      params: { language },
      tags: [languageTag(cacheTags.pageIndex, language)],
    })) ?? [],
);

/**
 * The edition's site settings. With no document in that language, the Norwegian one: its logos,
 * e-mail address and festival dates hold for every edition.
 */
export const getSiteSettings = cache(
  async (language: Language = DEFAULT_LANGUAGE): Promise<SiteSettings | null> => {
    const settings = await sanityFetch<SiteSettings | null>({
      query: siteSettingsQuery,
      params: { language },
      tags: [languageTag(cacheTags.siteSettings, language)],
    });
    return settings ?? (language === DEFAULT_LANGUAGE ? null : getSiteSettings(DEFAULT_LANGUAGE));
  },
);

export const getSafetyPage = cache(async (language: Language = DEFAULT_LANGUAGE) =>
  withSameOriginPdfs(
    await sanityFetch<SafetyPage | null>({
      query: safetyPageQuery,
      params: { language },
      tags: [languageTag(cacheTags.safetyPage, language)],
    }),
  ),
);

/**
 * The safety page an edition shows: its own document, or else the Norwegian document's facts
 * (its contacts' phone numbers and its two PDFs, which a visitor in danger needs in any language)
 * under the edition's built-in heading and introduction (lib/defaults/safety-page.ts).
 */
export const getEditionSafetyPage = cache(
  async (language: Language = DEFAULT_LANGUAGE): Promise<SafetyPage | null> => {
    const own = await getSafetyPage(language);
    if (own || language === DEFAULT_LANGUAGE) return own;
    const norwegian = await getSafetyPage(DEFAULT_LANGUAGE);
    return norwegian ? { ...norwegian, heading: null, intro: null } : null;
  },
);

export const getPrivacyPage = cache((language: Language = DEFAULT_LANGUAGE) =>
  sanityFetch<PrivacyPage | null>({
    query: privacyPageQuery,
    params: { language },
    tags: [languageTag(cacheTags.privacyPage, language)],
  }),
);

export const getAccessibilityStatement = cache((language: Language = DEFAULT_LANGUAGE) =>
  sanityFetch<AccessibilityStatement | null>({
    query: accessibilityStatementQuery,
    params: { language },
    tags: [languageTag(cacheTags.accessibilityStatement, language)],
  }),
);

/** Tagged with the page index: every page publish revalidates it, so the switch takes effect. */
export const getOfflinePages = cache(async (language: Language = DEFAULT_LANGUAGE) =>
  (
    (await sanityFetch<OfflinePage[] | null>({
      query: offlinePagesQuery,
      params: { language },
      tags: [languageTag(cacheTags.pageIndex, language)],
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
