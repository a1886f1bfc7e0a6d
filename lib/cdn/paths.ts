import { pagePath } from '@/lib/routing/page-path';
import { ACCESSIBILITY_PATH, PRIVACY_PATH } from '@/lib/routing/trust-paths';
import { DEFAULT_MENU_SLUG } from '@/lib/sanity/constants';

/** A page as the purge needs it: its slug and the menu it shows. */
export type PageMenu = { slug: string; menuSlug: string | null };

/** The safety page's route, which shows the default menu and the site settings too. */
export const SAFETY_PATH = '/sikkerhet';

/** Routes of their own (not page documents) that show the default menu and the site settings. */
const FIXED_PAGE_PATHS = [SAFETY_PATH, PRIVACY_PATH, ACCESSIBILITY_PATH];

/**
 * The site paths whose cached HTML shows what these cache tags cover (the tags the webhook
 * revalidated, see lib/publishing/tags-for-document.ts): a page's URL (old and new after a
 * rename: both slugs are tagged), every page showing a changed menu, every page for site
 * settings, the safety, privacy and accessibility pages, and the sitemap when the page list changed.
 */
export function purgePathsForTags(tags: string[], pages: PageMenu[]): string[] {
  const paths = new Set<string>();
  const menuOf = (page: PageMenu) => page.menuSlug ?? DEFAULT_MENU_SLUG;
  for (const tag of tags) {
    const [kind, ...rest] = tag.split(':');
    const value = rest.join(':');
    if (kind === 'page' && value) paths.add(pagePath(value));
    else if (kind === 'menu' && value) {
      pages
        .filter((page) => menuOf(page) === value)
        .forEach((page) => paths.add(pagePath(page.slug)));
      if (value === DEFAULT_MENU_SLUG) FIXED_PAGE_PATHS.forEach((path) => paths.add(path));
    } else if (tag === 'site-settings') {
      pages.forEach((page) => paths.add(pagePath(page.slug)));
      FIXED_PAGE_PATHS.forEach((path) => paths.add(path));
    } else if (tag === 'safety-page') paths.add(SAFETY_PATH);
    else if (tag === 'privacy-page') paths.add(PRIVACY_PATH);
    else if (tag === 'accessibility-statement') paths.add(ACCESSIBILITY_PATH);
    // Venues' accessibility texts: the statement lists them, the safety page links to them.
    else if (tag === 'programme')
      [ACCESSIBILITY_PATH, SAFETY_PATH].forEach((path) => paths.add(path));
    else if (tag === 'page-index') paths.add('/sitemap.xml');
  }
  return [...paths].sort();
}
