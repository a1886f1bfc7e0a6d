import { pagePath } from '@/lib/routing/page-path';
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
    url: new URL(pagePath(page.slug), `${base}/`).toString(),
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

/** The organisation on every page, plus the event where the page describes one. */
export function pageJsonLd(
  page: Page | null,
  settings: SiteSettings | null,
  base: string,
): JsonLdObject[] {
  const event = page ? eventJsonLd(page, settings, base) : null;
  return event ? [organizationJsonLd(settings, base), event] : [organizationJsonLd(settings, base)];
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
