// Relative imports only, so the studio's schema and the dataset check can load it outside Next.
import { DEFAULT_LANGUAGE, languagePrefix, type Language } from '../i18n/languages';

/** The folder in app/ of an event's page: /arrangement/{slug}. */
export const EVENT_ROUTE_SEGMENT = 'arrangement';

/** The whole programme as a subscribable calendar file: /kalender.ics. */
export const PROGRAMME_CALENDAR_SEGMENT = 'kalender.ics';

/**
 * Each edition's words for the event pages and calendar files: /arrangement/{slug} and
 * /kalender.ics in Norwegian, /en/events/{slug} and /en/calendar.ics in English.
 */
const SEGMENTS = {
  nb: { event: EVENT_ROUTE_SEGMENT, calendar: PROGRAMME_CALENDAR_SEGMENT },
  en: { event: 'events', calendar: 'calendar.ics' },
} as const satisfies Record<Language, { event: string; calendar: string }>;

/** The site path of a programme event's page in the Norwegian edition (fits `.map`). */
export function eventPath(slug: string): string {
  return eventPathIn(DEFAULT_LANGUAGE, slug);
}

/** The site path of a programme event's page in an edition. */
export function eventPathIn(language: Language, slug: string): string {
  return `${languagePrefix(language)}/${SEGMENTS[language].event}/${encodeURIComponent(slug)}`;
}

/** An event's own calendar file: /arrangement/{slug}/kalender.ics. */
export function eventCalendarPath(slug: string, language: Language = DEFAULT_LANGUAGE): string {
  return `${eventPathIn(language, slug)}/${SEGMENTS[language].calendar}`;
}

/** The whole programme's calendar (a selection with ?arrangement=id1,id2): /kalender.ics. */
export function programmeCalendarPath(language: Language = DEFAULT_LANGUAGE): string {
  return `${languagePrefix(language)}/${SEGMENTS[language].calendar}`;
}
