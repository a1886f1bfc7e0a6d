import { EVENT_ROUTE_SEGMENT, PROGRAMME_CALENDAR_SEGMENT } from './event-path';
import { ENGLISH_PREFIX, LATE_PAGES_SEGMENT } from './late-pages.mjs';

/**
 * The app's fixed top-level routes (folders in app/ and in its route groups app/(nb), app/(en),
 * other than [slug]). No page may take one of these as its slug (the studio refuses it); a test
 * keeps this list equal to the folders. The English edition's `en` is one of them.
 */
export const FIXED_ROUTE_SEGMENTS = [
  'api',
  ENGLISH_PREFIX.slice(1),
  EVENT_ROUTE_SEGMENT,
  'filer',
  'frakoblet',
  'ikoner',
  // The Norwegian edition's web app manifest (app/(nb)/manifest.webmanifest).
  'manifest.webmanifest',
  PROGRAMME_CALENDAR_SEGMENT,
  'serwist',
  LATE_PAGES_SEGMENT,
  'personvern',
  'sikkerhet',
  'studio',
  'tilgjengelighet',
];
