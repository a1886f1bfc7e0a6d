import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { localizedPagePath } from '@/lib/routing/edition-paths';
import type { Page, SiteSettings } from '@/lib/sanity/types';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { absoluteUrl } from './absolute-url';
import { shareImage } from './share-image';

export type JsonLdObject = {
  '@context': 'https://schema.org';
  '@type': string;
  [key: string]: unknown;
};

export const organizationId = (base: string) => `${base}/#organization`;

export function organizationJsonLd(settings: SiteSettings | null, base: string): JsonLdObject {
  const site = resolveSiteSettings(settings);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(base),
    name: site.companyName,
    alternateName: site.brandTitle,
    url: `${base}/`,
    email: site.email,
    logo: absoluteUrl(site.logoLight.url, base) ?? undefined,
    sameAs: site.social.map((link) => link.url),
  };
}

/** A schema.org Event for a page with event details; null when the content lacks a name or start date. */
export function eventJsonLd(
  page: Page,
  settings: SiteSettings | null,
  base: string,
  language: Language = DEFAULT_LANGUAGE,
): JsonLdObject | null {
  const event = page.event;
  const name = event?.name || page.title;
  if (!event?.startDate || !name) return null;
  const ticketUrl = absoluteUrl(event.ticketUrl, base);
  const image = shareImage(page, settings, base);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    description: page.description ?? undefined,
    url: new URL(localizedPagePath(page.slug, language), `${base}/`).toString(),
    ...inLanguage(language),
    startDate: event.startDate,
    endDate: event.endDate ?? undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.locationName || 'Oslo',
      address: { '@type': 'PostalAddress', addressLocality: 'Oslo', addressCountry: 'NO' },
    },
    image: image ? [image.url] : undefined,
    offers: ticketUrl ? { '@type': 'Offer', url: ticketUrl } : undefined,
    organizer: { '@id': organizationId(base) },
  };
}

/**
 * `inLanguage` for another edition's pages. Norwegian pages carry none, as before the English
 * edition: a page without it is read in the site's language.
 */
function inLanguage(language: Language): { inLanguage?: string } {
  return language === DEFAULT_LANGUAGE ? {} : { inLanguage: language };
}

/** A page of another edition names itself and its language (schema.org WebPage). */
function webPageJsonLd(page: Page, base: string, language: Language): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: new URL(localizedPagePath(page.slug, language), `${base}/`).toString(),
    name: page.title ?? undefined,
    inLanguage: language,
    publisher: { '@id': organizationId(base) },
  };
}

/** The organisation on every page, plus the event where the page describes one. */
export function pageJsonLd(
  page: Page | null,
  settings: SiteSettings | null,
  base: string,
  language: Language = DEFAULT_LANGUAGE,
): JsonLdObject[] {
  const event = page ? eventJsonLd(page, settings, base, language) : null;
  const webPage =
    page && language !== DEFAULT_LANGUAGE ? webPageJsonLd(page, base, language) : null;
  return [
    organizationJsonLd(settings, base),
    ...(webPage ? [webPage] : []),
    ...(event ? [event] : []),
  ];
}

/**
 * JSON for an inline <script>: `<` is escaped so content like "</script>" cannot end the
 * element early; > and & too, and the line separators older parsers choke on.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
