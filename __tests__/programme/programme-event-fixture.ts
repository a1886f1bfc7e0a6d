import type { ProgrammeEvent, ProgrammeVenue } from '@/lib/sanity/types';

export const VENUE: ProgrammeVenue = {
  _id: 'venue-test-hovedscenen',
  _updatedAt: '2027-05-01T10:00:00Z',
  name: 'Testscenen',
  nameLanguage: 'nb',
  slug: 'testscenen',
  description: 'Den store scenen ved fontenen.',
  descriptionLanguage: 'nb',
  accessibility: 'Trinnfri adkomst fra plassen; teleslynge foran scenen.',
  accessibilityLanguage: 'nb',
  order: 1,
};

/** A programme event as the getters return it; override what a test is about. */
export function programmeEvent(overrides: Partial<ProgrammeEvent> = {}): ProgrammeEvent {
  return {
    _id: 'event-test-pizzakurs',
    _updatedAt: '2027-06-01T10:00:00Z',
    title: 'Pizzakurs med steinovn',
    titleLanguage: 'nb',
    slug: 'pizzakurs-med-steinovn',
    summary: 'Lær å bake napolitansk pizza.',
    summaryLanguage: 'nb',
    description: 'Vi lager deig, saus og steker i vedfyrt ovn.',
    descriptionLanguage: 'nb',
    image: null,
    start: '2027-08-21T10:00:00Z',
    end: '2027-08-21T11:30:00Z',
    venue: VENUE,
    categories: ['kurs'],
    dietary: ['vegetar'],
    price: 250,
    ticketUrl: 'https://billetter.example.org/pizzakurs',
    soldOut: null,
    ageLimit: null,
    sessionLanguage: null,
    status: 'planned',
    statusNote: null,
    statusNoteLanguage: null,
    previousStart: null,
    ...overrides,
  };
}
