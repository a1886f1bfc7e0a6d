import type { NextRequest } from 'next/server';
import { programmeCalendar } from '@/lib/programme/calendar-routes';

// The English edition's programme feed, as /kalender.ics is the Norwegian one: rendered per
// request from the tagged programme read, texts in English (lib/programme/calendar-routes.ts).
export const dynamic = 'force-dynamic';

/** GET /en/calendar.ics (?arrangement=id1,id2 for a selection). */
export async function GET(request: NextRequest) {
  return programmeCalendar(request.nextUrl.searchParams, 'en');
}
