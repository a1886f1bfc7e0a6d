import { eventCalendar } from '@/lib/programme/calendar-routes';
import { decodeRouteParam } from '@/lib/routing/route-param';

// Per request from the one tagged programme read (no per-slug query, nothing stored for an
// unknown slug); the CDN keeps it like a page (lib/programme/calendar-response.ts).
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** GET /arrangement/{slug}/kalender.ics: one event for the visitor's calendar; 404 when unknown. */
export async function GET(_request: Request, { params }: Context) {
  return eventCalendar(decodeRouteParam((await params).slug), 'nb');
}
