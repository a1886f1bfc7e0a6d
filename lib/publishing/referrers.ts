import { referrersQuery, singletonReferrersQuery } from '@/lib/sanity/queries';
import { runQuery } from '@/lib/sanity/source';

export type DocumentReferrers = {
  /** Norwegian menus and pages (no `language`, or "nb") that reference the document. */
  menuSlugs: string[];
  pageSlugs: string[];
  siteSettings: boolean;
  safetyPage: boolean;
  /** Menus and pages of another edition (docs/i18n.md). */
  translated?: { kind: 'menu' | 'page'; slug: string; language: string }[];
  /** Singletons of another edition that reference it (an English site settings' logo). */
  translatedSingletons?: { kind: 'siteSettings' | 'safetyPage'; language: string }[];
};

export type ReferrerLookup = (documentId: string) => Promise<DocumentReferrers>;

type RawTranslated = { slug?: string | null; language?: string | null }[] | null;
type RawReferrers = {
  menuSlugs?: (string | null)[] | null;
  pageSlugs?: (string | null)[] | null;
  translatedMenus?: RawTranslated;
  translatedPages?: RawTranslated;
} | null;
type RawSingletons = {
  siteSettings?: boolean | null;
  safetyPage?: boolean | null;
  translatedSiteSettings?: (string | null)[] | null;
  translatedSafetyPages?: (string | null)[] | null;
} | null;

const translatedOf = (kind: 'menu' | 'page', raw: RawTranslated) =>
  (raw ?? []).flatMap((entry) =>
    entry?.slug && entry.language ? [{ kind, slug: entry.slug, language: entry.language }] : [],
  );

const languagesOf = (
  kind: 'siteSettings' | 'safetyPage',
  raw: (string | null)[] | null | undefined,
) => (raw ?? []).flatMap((language) => (language ? [{ kind, language }] : []));

const slugs = (values: (string | null)[] | null | undefined): string[] =>
  (values ?? []).filter((value): value is string => typeof value === 'string' && value !== '');

/** Who shows a document: always read published, since only published content is cached. */
export const findReferrers: ReferrerLookup = async (documentId) => {
  const params = { id: documentId };
  const [lists, singletons] = await Promise.all([
    runQuery<RawReferrers>(referrersQuery, params, 'published'),
    runQuery<RawSingletons>(singletonReferrersQuery, params, 'published'),
  ]);
  return {
    menuSlugs: slugs(lists?.menuSlugs),
    pageSlugs: slugs(lists?.pageSlugs),
    siteSettings: singletons?.siteSettings === true,
    safetyPage: singletons?.safetyPage === true,
    translated: [
      ...translatedOf('menu', lists?.translatedMenus ?? null),
      ...translatedOf('page', lists?.translatedPages ?? null),
    ],
    translatedSingletons: [
      ...languagesOf('siteSettings', singletons?.translatedSiteSettings),
      ...languagesOf('safetyPage', singletons?.translatedSafetyPages),
    ],
  };
};
