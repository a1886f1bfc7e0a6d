import { DEFAULT_LANGUAGE, LANGUAGES, languageOf, type Language } from '@/lib/i18n/languages';
import {
  localizedEventCalendarPath,
  localizedEventPath,
  localizedPagePath,
  routePath,
} from '@/lib/routing/edition-paths';
import { DEFAULT_MENU_SLUG } from '@/lib/sanity/constants';

/**
 * A page as the purge needs it: its slug, the menu it shows, and whether it holds a programme
 * block (it then shows every event and venue the block covers).
 */
export type PageMenu = {
  slug: string;
  menuSlug: string | null;
  programme?: boolean;
  /** The page's edition; missing means Norwegian (docs/i18n.md). */
  language?: string | null;
};

/** The safety page's route, which shows the default menu and the site settings too. */
export const SAFETY_PATH = routePath('safety');

/** The whole programme as a calendar file. */
export const PROGRAMME_CALENDAR_PATH = routePath('calendar');

/**
 * An event's own URLs in every edition: its pages and its calendar files (an event exists once,
 * so a publish changes both editions' copies).
 */
export function eventPurgePaths(slug: string): string[] {
  return LANGUAGES.flatMap((language) => [
    localizedEventPath(slug, language),
    localizedEventCalendarPath(slug, language),
  ]);
}

/** An edition's routes of their own (not page documents) that show its default menu and site settings. */
const fixedPagePaths = (language: Language) =>
  (['safety', 'privacy', 'accessibility'] as const).map((route) => routePath(route, language));

/** A tag's edition and the tag without its language (lib/sanity/tags.ts languageTag). */
function splitLanguage(tag: string): { language: Language; tag: string } {
  const [first, ...rest] = tag.split(':');
  const language = LANGUAGES.find((code) => code !== DEFAULT_LANGUAGE && code === first);
  return language ? { language, tag: rest.join(':') } : { language: DEFAULT_LANGUAGE, tag };
}

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
  // Tags name one edition (`en:page:x`); its pages, menus and fixed routes are its own URLs.
  for (const languageTagged of tags) {
    const { language, tag } = splitLanguage(languageTagged);
    const pagePath = (slug: string) => localizedPagePath(slug, language);
    const ownPages = pages.filter((page) => languageOf(page.language) === language);
    const [kind, ...rest] = tag.split(':');
    const value = rest.join(':');
    if (kind === 'page' && value) paths.add(pagePath(value));
    else if (kind === 'menu' && value) {
      ownPages
        .filter((page) => menuOf(page) === value)
        .forEach((page) => paths.add(pagePath(page.slug)));
      if (value === DEFAULT_MENU_SLUG) {
        fixedPagePaths(language).forEach((path) => paths.add(path));
        eventSlugs
          .map((slug) => localizedEventPath(slug, language))
          .forEach((path) => paths.add(path));
      }
    } else if (tag === 'site-settings') {
      // The Norwegian settings also stand in for an edition that has none of its own
      // (lib/sanity/content.ts getSiteSettings), so they reach every edition's pages.
      const editions = language === DEFAULT_LANGUAGE ? LANGUAGES : [language];
      pages
        .filter((page) => editions.includes(languageOf(page.language)))
        .forEach((page) => paths.add(localizedPagePath(page.slug, languageOf(page.language))));
      for (const edition of editions) {
        fixedPagePaths(edition).forEach((path) => paths.add(path));
        paths.add(routePath('calendar', edition));
        // The installed app's name (lib/install/manifest.ts).
        paths.add(routePath('manifest', edition));
      }
      // Event pages have the header and footer; the calendars name the festival.
      eventSlugs.flatMap(eventPurgePaths).forEach((path) => paths.add(path));
    } else if (tag === 'safety-page') paths.add(routePath('safety', language));
    else if (tag === 'privacy-page') paths.add(routePath('privacy', language));
    else if (tag === 'accessibility-statement') paths.add(routePath('accessibility', language));
    else if (tag === 'page-index') paths.add('/sitemap.xml');
    else if (kind === 'event' && value) eventPurgePaths(value).forEach((path) => paths.add(path));
    else if (tag === 'programme') {
      // Both editions: the programme is one. Venues' accessibility texts: the statement lists
      // them, the safety page links to them.
      for (const edition of LANGUAGES) {
        [routePath('accessibility', edition), routePath('safety', edition)].forEach((path) =>
          paths.add(path),
        );
        paths.add(routePath('calendar', edition));
      }
      pages
        .filter((page) => page.programme)
        .forEach((page) => paths.add(localizedPagePath(page.slug, languageOf(page.language))));
      eventSlugs.flatMap(eventPurgePaths).forEach((path) => paths.add(path));
      paths.add('/sitemap.xml');
    }
  }
  return [...paths].sort();
}
