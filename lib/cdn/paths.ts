import { eventPath, PROGRAMME_CALENDAR_SEGMENT } from '@/lib/routing/event-path';
import { pagePath } from '@/lib/routing/page-path';
import { ACCESSIBILITY_PATH, PRIVACY_PATH } from '@/lib/routing/trust-paths';
import { DEFAULT_MENU_SLUG } from '@/lib/sanity/constants';

/**
 * A page as the purge needs it: its slug, the menu it shows, and whether it holds a programme
 * block (it then shows every event and venue the block covers).
 */
export type PageMenu = { slug: string; menuSlug: string | null; programme?: boolean };

/** The safety page's route, which shows the default menu and the site settings too. */
export const SAFETY_PATH = '/sikkerhet';

/** The whole programme as a calendar file. */
export const PROGRAMME_CALENDAR_PATH = `/${PROGRAMME_CALENDAR_SEGMENT}`;

/** An event's own URLs: its page and its calendar file. */
export function eventPurgePaths(slug: string): string[] {
  const page = eventPath(slug);
  return [page, `${page}/${PROGRAMME_CALENDAR_SEGMENT}`];
}

/** Routes of their own (not page documents) that show the default menu and the site settings. */
const FIXED_PAGE_PATHS = [SAFETY_PATH, PRIVACY_PATH, ACCESSIBILITY_PATH];

/**
 * The site paths whose cached HTML shows what these cache tags cover (the tags the webhook
 * revalidated, see lib/publishing/tags-for-document.ts): a page's URL (old and new after a
 * rename: both slugs are tagged), every page showing a changed menu (event pages and the safety,
 * privacy and accessibility pages show the default one), every page, event page and the calendars
 * for site settings, the safety, privacy and accessibility pages, and the sitemap when the page list
 * changed.
 *
 * The programme: an event's tags name its page and calendar file, old and new slug alike (a
 * deleted or renamed event is no longer among `eventSlugs`). The programme tag covers every
 * page holding a programme block, the whole-programme calendar, the sitemap, every event's
 * page and calendar file (an event page lists the other events at its venue that day and shows
 * the venue, so a moved event or a renamed venue changes other events' pages too), and the
 * accessibility statement's venue section with the safety page's link to it.
 */
export function purgePathsForTags(
  tags: string[],
  pages: PageMenu[],
  eventSlugs: readonly string[] = [],
): string[] {
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
      if (value === DEFAULT_MENU_SLUG) {
        FIXED_PAGE_PATHS.forEach((path) => paths.add(path));
        eventSlugs.flatMap(eventPath).forEach((path) => paths.add(path));
      }
    } else if (tag === 'site-settings') {
      pages.forEach((page) => paths.add(pagePath(page.slug)));
      FIXED_PAGE_PATHS.forEach((path) => paths.add(path));
      // Event pages have the header and footer; the calendars name the festival.
      eventSlugs.flatMap(eventPurgePaths).forEach((path) => paths.add(path));
      paths.add(PROGRAMME_CALENDAR_PATH);
    } else if (tag === 'safety-page') paths.add(SAFETY_PATH);
    else if (tag === 'privacy-page') paths.add(PRIVACY_PATH);
    else if (tag === 'accessibility-statement') paths.add(ACCESSIBILITY_PATH);
    else if (tag === 'page-index') paths.add('/sitemap.xml');
    else if (kind === 'event' && value) eventPurgePaths(value).forEach((path) => paths.add(path));
    else if (tag === 'programme') {
      // Venues' accessibility texts: the statement lists them, the safety page links to them.
      [ACCESSIBILITY_PATH, SAFETY_PATH].forEach((path) => paths.add(path));
      pages.filter((page) => page.programme).forEach((page) => paths.add(pagePath(page.slug)));
      eventSlugs.flatMap(eventPurgePaths).forEach((path) => paths.add(path));
      paths.add(PROGRAMME_CALENDAR_PATH);
      paths.add('/sitemap.xml');
    }
  }
  return [...paths].sort();
}
