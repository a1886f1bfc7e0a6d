import { referrersQuery, singletonReferrersQuery } from '@/lib/sanity/queries';
import { runQuery } from '@/lib/sanity/source';

export type DocumentReferrers = {
  menuSlugs: string[];
  pageSlugs: string[];
  siteSettings: boolean;
  safetyPage: boolean;
};

export type ReferrerLookup = (documentId: string) => Promise<DocumentReferrers>;

type RawReferrers = {
  menuSlugs?: (string | null)[] | null;
  pageSlugs?: (string | null)[] | null;
} | null;
type RawSingletons = { siteSettings?: boolean | null; safetyPage?: boolean | null } | null;

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
  };
};
