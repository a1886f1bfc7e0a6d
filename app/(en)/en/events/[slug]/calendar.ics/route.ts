import { eventCalendar } from '@/lib/programme/calendar-routes';
import { decodeRouteParam } from '@/lib/routing/route-param';

// The English edition's calendar file of one event, as /arrangement/{slug}/kalender.ics is the
// Norwegian one (lib/programme/calendar-routes.ts).
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** GET /en/events/{slug}/calendar.ics: one event for the visitor's calendar; 404 when unknown. */
export async function GET(_request: Request, { params }: Context) {
  return eventCalendar(decodeRouteParam((await params).slug), 'en');
}
