// Relative imports only, so the studio's schema and the dataset check can load it outside Next.

/** The folder in app/ of an event's page: /arrangement/{slug}. */
export const EVENT_ROUTE_SEGMENT = 'arrangement';

/** The whole programme as a subscribable calendar file: /kalender.ics. */
export const PROGRAMME_CALENDAR_SEGMENT = 'kalender.ics';

/** The site path of a programme event's page. */
export function eventPath(slug: string): string {
  return `/${EVENT_ROUTE_SEGMENT}/${encodeURIComponent(slug)}`;
}
