// The URLs of both editions, in one place, so the routes, the language switch, hreflang, the
// sitemap, the CDN purge and the service worker agree. Relative imports only: the studio and the
// dataset check load lib/routing outside Next.
import { DEFAULT_LANGUAGE, languagePrefix, type Language } from '../i18n/languages';
import { HOME_SLUG } from '../sanity/constants';

/** The fixed routes of each edition: the folder names in app/(nb)/ and app/(en)/en/. */
export const EDITION_ROUTES = {
  nb: {
    events: 'arrangement',
    safety: 'sikkerhet',
    privacy: 'personvern',
    accessibility: 'tilgjengelighet',
    offline: 'frakoblet',
    calendar: 'kalender.ics',
    manifest: 'manifest.webmanifest',
  },
  en: {
    events: 'events',
    safety: 'safety',
    privacy: 'privacy',
    accessibility: 'accessibility',
    offline: 'offline',
    calendar: 'calendar.ics',
    manifest: 'manifest.webmanifest',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type EditionRoute = keyof (typeof EDITION_ROUTES)['nb'];

/** The edition's home: '/' for Norwegian, '/en' for English. */
export function editionHome(language: Language): string {
  return languagePrefix(language) || '/';
}

/** A fixed route of an edition: routePath('safety', 'en') → '/en/safety'. */
export function routePath(route: EditionRoute, language: Language = DEFAULT_LANGUAGE): string {
  return `${languagePrefix(language)}/${EDITION_ROUTES[language][route]}`;
}

/** A content page's path in its edition: the home slug is the edition's home. */
export function localizedPagePath(slug: string, language: Language = DEFAULT_LANGUAGE): string {
  const trimmed = slug.replace(/^\/+|\/+$/g, '');
  if (slug === HOME_SLUG || trimmed === '') return editionHome(language);
  return `${languagePrefix(language)}/${trimmed}`;
}

/** An event page's path in an edition. */
export function localizedEventPath(slug: string, language: Language = DEFAULT_LANGUAGE): string {
  return `${routePath('events', language)}/${encodeURIComponent(slug)}`;
}

/** One event's calendar file in an edition. */
export function localizedEventCalendarPath(
  slug: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return `${localizedEventPath(slug, language)}/${EDITION_ROUTES[language].calendar}`;
}

/** The edition a site path belongs to: '/en' and '/en/…' are English, everything else is not. */
export function languageOfPath(pathname: string): Language {
  for (const [language] of Object.entries(EDITION_ROUTES) as [Language, unknown][]) {
    const prefix = languagePrefix(language);
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return language;
  }
  return DEFAULT_LANGUAGE;
}
