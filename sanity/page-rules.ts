/**
 * Mistakes that would reach visitors silently, caught before publish: the studio's validation
 * (sanity/schema/fields/page-checks.ts) and `npm run content:check` (scripts/dataset-check)
 * both ask these functions and show the same Norwegian message, written for editors.
 * Relative imports and no Sanity imports, so the dataset check can load it outside the studio.
 */

import { findPageRedirect } from '../lib/routing/redirect-target';
import { FIXED_ROUTE_SEGMENTS } from '../lib/routing/fixed-routes';
import { publishedIdOf } from '../lib/sanity/document-ids';
import { HOME_SLUG } from '../lib/sanity/constants';
import type { NumberLimit } from '../lib/sanity/limits';

/**
 * Page slugs a page can never be shown under: a fixed route of the app (its top-level folders)
 * or Next's own paths answer those addresses first.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  ...FIXED_ROUTE_SEGMENTS,
  '_next',
  '_not-found',
];

const pathOf = (slug: string) => (slug === HOME_SLUG ? '/' : `/${slug}`);

/** What editors read, in the studio and in content:check alike. */
export const editorMessages = {
  reservedSlug: (slug: string) =>
    `Adressen «${slug}» er opptatt av en fast del av nettstedet (${pathOf(slug)}), så siden ville aldri blitt vist. Velg en annen adresse.`,
  duplicateSlug: (slug: string, owners: readonly string[]) =>
    `Adressen «${slug}» er allerede brukt (${owners.join(', ')}). To dokumenter kan ikke ha samme adresse: velg en annen.`,
  redirectToSelf: (slug: string) =>
    `Videresendingen peker på siden selv (${pathOf(slug)}), så besøkende ville havnet i en evig løkke. Velg en annen side eller nettadresse.`,
  redirectCycle: (chain: readonly string[]) =>
    `Videresendingene går i ring (${chain.map(pathOf).join(' → ')}), så besøkende kommer aldri fram. Fjern eller endre én av dem.`,
  outOfRange: (limit: NumberLimit) =>
    `Bruk et tall fra ${limit.min} til ${limit.max} (${limit.unit}). Nettstedet viser aldri mindre eller mer enn det.`,
  notInteger: (limit: NumberLimit) => `Bruk et helt tall (${limit.unit}).`,
} as const;

/** The reserved-slug message for a page slug, or undefined when the slug is free to use. */
export function reservedSlugProblem(slug: string | undefined): string | undefined {
  if (!slug) return undefined;
  return RESERVED_PAGE_SLUGS.includes(slug.trim()) ? editorMessages.reservedSlug(slug) : undefined;
}

/**
 * Which other documents hold a slug: `ids` are the ids that carry it, `selfId` the document
 * being checked. Its own draft, published copy and release versions are the same document.
 */
export function duplicateSlugProblem(
  slug: string,
  ids: readonly string[],
  selfId: string,
): string | undefined {
  const self = publishedIdOf(selfId);
  const owners = [...new Set(ids.map(publishedIdOf).filter((id) => id !== self))];
  return owners.length > 0 ? editorMessages.duplicateSlug(slug, owners) : undefined;
}

/** A number outside its limit (lib/sanity/limits.ts), or undefined when it fits. */
export function numberLimitProblem(value: unknown, limit: NumberLimit): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  if (value < limit.min || value > limit.max) return editorMessages.outOfRange(limit);
  if (limit.integer && !Number.isInteger(value)) return editorMessages.notInteger(limit);
  return undefined;
}

/** The slug of the page on this site a redirect goes to, or null for another route or site. */
export function redirectTargetSlug(location: string): string | null {
  if (!location.startsWith('/') || location.startsWith('//')) return null;
  const { pathname } = new URL(location, 'http://site.invalid');
  if (pathname === '/') return HOME_SLUG;
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** A page as the redirect check sees it: its slug and its blocks (only redirects matter). */
export type RedirectingPage = { slug: string; pageBuilder?: readonly unknown[] | null };

export type RedirectProblem = {
  code: 'redirect-self' | 'redirect-cycle';
  /** The `_key` of the redirect block that the page follows. */
  blockKey: string | undefined;
  message: string;
};

function targetOf(page: RedirectingPage): string | null {
  const redirect = findPageRedirect(page.pageBuilder);
  return redirect ? redirectTargetSlug(redirect.location) : null;
}

/**
 * Whether following the page's redirect, and the redirects of the pages it leads to, comes
 * back to the page: to itself at once, or through any number of other pages. `others` are the
 * other pages as visitors (or, for a draft, the preview) would see them.
 */
export function redirectProblem(
  page: RedirectingPage,
  others: readonly RedirectingPage[],
): RedirectProblem | undefined {
  const redirect = findPageRedirect(page.pageBuilder);
  const first = redirect ? redirectTargetSlug(redirect.location) : null;
  if (!redirect || first === null) return undefined;
  const blockKey = redirect.key;
  if (first === page.slug) {
    return { code: 'redirect-self', blockKey, message: editorMessages.redirectToSelf(page.slug) };
  }
  const targets = new Map<string, string | null>();
  for (const other of others)
    if (other.slug !== page.slug) targets.set(other.slug, targetOf(other));
  const chain = [page.slug];
  for (let next: string | null = first; next !== null; next = targets.get(next) ?? null) {
    if (next === page.slug) {
      return {
        code: 'redirect-cycle',
        blockKey,
        message: editorMessages.redirectCycle([...chain, page.slug]),
      };
    }
    // A loop that does not pass through this page is reported on the pages that form it.
    if (chain.includes(next)) return undefined;
    chain.push(next);
  }
  return undefined;
}
