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
