import type { NextRequest } from 'next/server';
import { programmeCalendar } from '@/lib/programme/calendar-routes';

// Rendered per request from the tagged programme read (one data-cache entry, revalidated on
// publish), so a selection in the query is never stored on the server; the CDN keeps each URL
// for the pages' lifetime (lib/programme/calendar-response.ts).
export const dynamic = 'force-dynamic';

/** GET /kalender.ics (?arrangement=id1,id2 for a selection): lib/programme/calendar-routes.ts. */
export async function GET(request: NextRequest) {
  return programmeCalendar(request.nextUrl.searchParams, 'nb');
}
