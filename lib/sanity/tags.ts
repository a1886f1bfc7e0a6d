import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

/**
 * Cache tag names, built in one place: the fetch code tags what it reads with these,
 * and the publishing webhook revalidates with the same functions.
 */
export const cacheTags = {
  page: (slug: string) => `page:${slug}`,
  menu: (slug: string) => `menu:${slug}`,
  /** The list of all pages: static params, sitemap. */
  pageIndex: 'page-index',
  siteSettings: 'site-settings',
  safetyPage: 'safety-page',
  privacyPage: 'privacy-page',
  accessibilityStatement: 'accessibility-statement',
  /** Every programme read: events, venues, the event index (pages, calendar files, sitemap). */
  programme: 'programme',
  /**
   * One event's own URLs (its page and calendar file). No read carries it: the publishing
   * webhook revalidates it with the programme tag, and the CDN purge turns it into those URLs.
   */
  event: (slug: string) => `event:${slug}`,
} as const;

/**
 * A tag in one edition: Norwegian tags are the ones above, unchanged; another language's tags
 * carry its code in front (`en:page:tickets`), so a publish in one edition leaves the other's
 * cached reads alone. The programme tag is shared: an event exists once for both editions.
 */
export function languageTag(tag: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? tag : `${language}:${tag}`;
}
