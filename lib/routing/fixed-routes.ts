import { EVENT_ROUTE_SEGMENT, PROGRAMME_CALENDAR_SEGMENT } from './event-path';
import { LATE_PAGES_SEGMENT } from './late-pages.mjs';

/**
 * The app's fixed top-level routes (folders in app/ other than [slug]). No page may take one of
 * these as its slug (the studio refuses it); a test keeps this list equal to the folders.
 */
export const FIXED_ROUTE_SEGMENTS = [
  'api',
  EVENT_ROUTE_SEGMENT,
  'filer',
  'frakoblet',
  'ikoner',
  PROGRAMME_CALENDAR_SEGMENT,
  'serwist',
  LATE_PAGES_SEGMENT,
  'personvern',
  'sikkerhet',
  'studio',
  'tilgjengelighet',
];
