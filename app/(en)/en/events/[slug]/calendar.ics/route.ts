// The English edition's calendar file of one event: today's Norwegian handler, at its English URL
// (the programme's calendar texts follow the edition once lib/programme takes a language).
export { GET } from '@/app/(nb)/arrangement/[slug]/kalender.ics/route';

export const dynamic = 'force-dynamic';
