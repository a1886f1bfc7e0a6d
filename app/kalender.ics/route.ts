import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { buildCalendar, calendarFestival } from '@/lib/programme/calendar';
import { calendarProblem, calendarResponse } from '@/lib/programme/calendar-response';
import { parseCalendarSelection } from '@/lib/programme/calendar-selection';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { siteUrl } from '@/lib/routing/site-url';
import { getProgrammeEvents, getSiteSettings } from '@/lib/sanity';

// Rendered per request from the tagged programme read (one data-cache entry, revalidated on
// publish), so a selection in the query is never stored on the server; the CDN keeps each URL
// for the pages' lifetime (lib/programme/calendar-response.ts).
export const dynamic = 'force-dynamic';

/**
 * GET /kalender.ics: the whole programme, for subscribing. GET /kalender.ics?arrangement=a,b:
 * only those events (Min festival); unknown slugs are left out, a malformed query is a 400.
 */
export async function GET(request: NextRequest) {
  const preview = (await draftMode()).isEnabled;
  const selection = parseCalendarSelection(request.nextUrl.searchParams);
  if (selection.kind === 'invalid') return calendarProblem(400, selection.message, preview);

  const [events, settings] = await Promise.all([getProgrammeEvents(), getSiteSettings()]);
  const festival = calendarFestival(settings?.festival, resolveSiteSettings(settings).brandTitle);
  const wanted = selection.kind === 'some' ? new Set(selection.slugs) : null;
  const chosen = wanted ? events.filter((event) => wanted.has(event.slug)) : events;
  const body = buildCalendar(chosen, {
    base: siteUrl(),
    festival,
    name: wanted ? `Min festival – ${festival.name}` : festival.name,
  });
  return calendarResponse(body, wanted ? 'min-festival.ics' : 'programmet.ics', preview);
}
