/**
 * The calendar files' route handlers, for each edition: the whole programme or a selection
 * (/kalender.ics, /en/calendar.ics) and one event (/arrangement/{slug}/kalender.ics,
 * /en/events/{slug}/calendar.ics). The app/ routes call these with their language.
 */
import { draftMode } from 'next/headers';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { programmeText } from '@/lib/i18n/programme-text';
import type { Language } from '@/lib/i18n/languages';
import { siteUrl } from '@/lib/routing/site-url';
import { getProgrammeEvents, getSiteSettings } from '@/lib/sanity';
import { buildCalendar, calendarFestival } from './calendar';
import { calendarProblem, calendarResponse } from './calendar-response';
import { parseCalendarSelection } from './calendar-selection';

/**
 * The whole programme, for subscribing; with ?arrangement=a,b only those events (Min festival:
 * event ids, or slugs as older links have them); unknown ones are left out, a malformed query
 * is a 400.
 */
export async function programmeCalendar(params: URLSearchParams, language: Language) {
  const preview = (await draftMode()).isEnabled;
  const selection = parseCalendarSelection(params);
  if (selection.kind === 'invalid') return calendarProblem(400, selection.message, preview);
  const text = programmeText(language).calendar;
  const [events, settings] = await Promise.all([
    getProgrammeEvents(language),
    getSiteSettings(language),
  ]);
  const festival = calendarFestival(settings?.festival, resolveSiteSettings(settings).brandTitle);
  const wanted = selection.kind === 'some' ? new Set(selection.slugs) : null;
  const chosen = wanted
    ? events.filter((event) => wanted.has(event._id) || wanted.has(event.slug))
    : events;
  const body = buildCalendar(chosen, {
    base: siteUrl(),
    festival,
    name: wanted ? text.mine(festival.name) : festival.name,
    language,
  });
  return calendarResponse(body, wanted ? text.fileMine : text.fileAll, preview);
}

/**
 * One event for the visitor's calendar; 404 when unknown, or when the slug in the address was
 * not decodable (null: lib/routing/route-param.ts).
 */
export async function eventCalendar(slug: string | null, language: Language) {
  const preview = (await draftMode()).isEnabled;
  if (slug === null) {
    return calendarProblem(404, programmeText(language).calendar.notFound, preview);
  }
  const [events, settings] = await Promise.all([
    getProgrammeEvents(language),
    getSiteSettings(language),
  ]);
  const event = events.find((candidate) => candidate.slug === slug);
  if (!event) {
    return calendarProblem(404, programmeText(language).calendar.notFound, preview);
  }
  const festival = calendarFestival(settings?.festival, resolveSiteSettings(settings).brandTitle);
  const body = buildCalendar([event], {
    base: siteUrl(),
    festival,
    name: festival.name,
    language,
  });
  return calendarResponse(body, `${event.slug}.ics`, preview);
}
