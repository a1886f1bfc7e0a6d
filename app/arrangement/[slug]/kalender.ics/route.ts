import { draftMode } from 'next/headers';
import { buildCalendar, calendarFestival } from '@/lib/programme/calendar';
import { calendarProblem, calendarResponse } from '@/lib/programme/calendar-response';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { decodeRouteParam } from '@/lib/routing/route-param';
import { siteUrl } from '@/lib/routing/site-url';
import { getProgrammeEvents, getSiteSettings } from '@/lib/sanity';

// Per request from the one tagged programme read (no per-slug query, nothing stored for an
// unknown slug); the CDN keeps it like a page (lib/programme/calendar-response.ts).
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** GET /arrangement/{slug}/kalender.ics: one event for the visitor's calendar; 404 when unknown. */
export async function GET(_request: Request, { params }: Context) {
  const preview = (await draftMode()).isEnabled;
  const slug = decodeRouteParam((await params).slug);
  if (slug === null) return calendarProblem(404, 'Fant ikke arrangementet.', preview);
  const [events, settings] = await Promise.all([getProgrammeEvents(), getSiteSettings()]);
  const event = events.find((candidate) => candidate.slug === slug);
  if (!event) return calendarProblem(404, 'Fant ikke arrangementet.', preview);
  const festival = calendarFestival(settings?.festival, resolveSiteSettings(settings).brandTitle);
  const body = buildCalendar([event], { base: siteUrl(), festival, name: festival.name });
  return calendarResponse(body, `${event.slug}.ics`, preview);
}
