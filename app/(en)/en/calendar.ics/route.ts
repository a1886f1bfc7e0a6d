// The English edition's programme feed at /en/calendar.ics: the same handler as /kalender.ics
// (the programme's calendar texts follow the edition once lib/programme takes a language).
export { GET } from '@/app/kalender.ics/route';

export const dynamic = 'force-dynamic';
