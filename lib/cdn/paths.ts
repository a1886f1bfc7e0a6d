import { pagePath } from '@/lib/routing/page-path';
import { DEFAULT_MENU_SLUG } from '@/lib/sanity/constants';

/** A page as the purge needs it: its slug and the menu it shows. */
export type PageMenu = { slug: string; menuSlug: string | null };

/** The safety page's route, which shows the default menu and the site settings too. */
export const SAFETY_PATH = '/sikkerhet';

/**
 * The site paths whose cached HTML shows what these cache tags cover (the tags the webhook
 * revalidated, see lib/publishing/tags-for-document.ts): a page's URL (old and new after a
 * rename: both slugs are tagged), every page showing a changed menu, every page for site
 * settings, the safety page, and the sitemap when the page list changed.
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
      if (value === DEFAULT_MENU_SLUG) paths.add(SAFETY_PATH);
    } else if (tag === 'site-settings') {
      pages.forEach((page) => paths.add(pagePath(page.slug)));
      paths.add(SAFETY_PATH);
    } else if (tag === 'safety-page') paths.add(SAFETY_PATH);
    else if (tag === 'page-index') paths.add('/sitemap.xml');
  }
  return [...paths].sort();
}
