/**
 * The programme actions statistics count. Components never call an analytics API: the element a
 * visitor clicks carries `data-analytics-event` (one of these) and `data-analytics-slug` (the
 * event's slug), and one listener (components/layout/analytics-events.tsx), installed only when
 * statistics are on, sends them.
 */
export const ANALYTICS_EVENTS = [
  'star-added',
  'calendar-downloaded',
  'ticket-link-followed',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export const isAnalyticsEvent = (value: string | null): value is AnalyticsEventName =>
  value !== null && (ANALYTICS_EVENTS as readonly string[]).includes(value);

// A programme slug: lowercase letters, digits and dashes, Norwegian letters included. Anything
// else is not sent, so nothing typed by or about a visitor can ride along.
const SLUG = /^[a-z0-9æøå][a-z0-9æøå-]{0,199}$/;

/** What a click on `element` should count, or null. Only the event name and the slug, nothing else. */
export function analyticsEventFor(
  element: Element | null,
): { name: AnalyticsEventName; slug: string } | null {
  const source = element?.closest('[data-analytics-event]');
  if (!source) return null;
  const name = source.getAttribute('data-analytics-event');
  const slug = source.getAttribute('data-analytics-slug') ?? '';
  if (!isAnalyticsEvent(name) || !SLUG.test(slug)) return null;
  return { name, slug };
}
