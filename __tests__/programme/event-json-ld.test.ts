import { programmeEventJsonLd } from '@/lib/seo/programme-event-json-ld';
import { organizationId, organizationJsonLd } from '@/lib/seo/json-ld';
import type { SiteSettings } from '@/lib/sanity/types';
import { programmeEvent, VENUE } from './programme-event-fixture';

const BASE = 'https://matfestival.example.org';
const SETTINGS = {
  companyName: 'Testselskapet AS',
  brandTitle: 'Testfestivalen',
  festival: {
    name: 'Testfestivalen 2027',
    startDate: '2027-08-20',
    endDate: '2027-08-22',
    locationName: 'Testplassen 1, 0150 Oslo',
  },
} as SiteSettings;

describe('programmeEventJsonLd', () => {
  test('a planned summer event: times with +02:00, venue at the festival address, offer, links', () => {
    const event = programmeEvent({ start: '2027-08-21T10:00:00Z', end: '2027-08-21T11:30:00Z' });
    const data = programmeEventJsonLd(event, SETTINGS, BASE);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description: event.summary,
      url: `${BASE}/arrangement/${event.slug}`,
      startDate: '2027-08-21T12:00:00+02:00',
      endDate: '2027-08-21T13:30:00+02:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: VENUE.name,
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Testplassen 1, 0150 Oslo',
          addressCountry: 'NO',
        },
      },
      offers: { '@type': 'Offer', price: 250, priceCurrency: 'NOK', url: event.ticketUrl },
      organizer: { '@id': organizationId(BASE) },
      superEvent: {
        name: 'Testfestivalen 2027',
        startDate: '2027-08-20',
        endDate: '2027-08-22',
        url: `${BASE}/`,
      },
    });
    expect(data).not.toHaveProperty('previousStartDate');
    // The organiser named by id is the Organization every page carries.
    expect(organizationJsonLd(SETTINGS, BASE)['@id']).toBe(organizationId(BASE));
  });

  test('a winter event carries +01:00', () => {
    const event = programmeEvent({ start: '2027-01-16T11:00:00Z', end: '2027-01-16T12:00:00Z' });
    const data = programmeEventJsonLd(event, SETTINGS, BASE);
    expect(data.startDate).toBe('2027-01-16T12:00:00+01:00');
    expect(data.endDate).toBe('2027-01-16T13:00:00+01:00');
  });

  test('a moved event is EventRescheduled with its previous start', () => {
    const event = programmeEvent({
      status: 'changed',
      statusNote: 'Flyttet en time.',
      previousStart: '2027-08-21T09:00:00Z',
    });
    const data = programmeEventJsonLd(event, SETTINGS, BASE);
    expect(data.eventStatus).toBe('https://schema.org/EventRescheduled');
    expect(data.previousStartDate).toBe('2027-08-21T11:00:00+02:00');
  });

  test('a cancelled event is EventCancelled', () => {
    const data = programmeEventJsonLd(
      programmeEvent({ status: 'cancelled', statusNote: 'Avlyst.' }),
      SETTINGS,
      BASE,
    );
    expect(data.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(data).not.toHaveProperty('previousStartDate');
  });

  test('a free event offers price 0; no price and no ticket link means no offer', () => {
    const free = programmeEventJsonLd(
      programmeEvent({ price: 0, ticketUrl: null }),
      SETTINGS,
      BASE,
    );
    expect(free.offers).toEqual({
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'NOK',
      availability: 'https://schema.org/InStock',
    });
    const none = programmeEventJsonLd(
      programmeEvent({ price: null, ticketUrl: null }),
      SETTINGS,
      BASE,
    );
    expect(none.offers).toBeUndefined();
  });

  test('honest status: rescheduled only when the time moved; cancelled offers nothing; sold out says so', () => {
    const noteOnly = programmeEventJsonLd(
      programmeEvent({ status: 'changed', statusNote: 'Ny gjest.', previousStart: null }),
      SETTINGS,
      BASE,
    );
    expect(noteOnly.eventStatus).toBe('https://schema.org/EventScheduled');
    const moved = programmeEventJsonLd(
      programmeEvent({
        status: 'changed',
        statusNote: 'Flyttet.',
        previousStart: '2027-08-21T08:00:00Z',
      }),
      SETTINGS,
      BASE,
    );
    expect(moved.eventStatus).toBe('https://schema.org/EventRescheduled');
    const cancelled = programmeEventJsonLd(
      programmeEvent({ status: 'cancelled', statusNote: 'Avlyst.' }),
      SETTINGS,
      BASE,
    );
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(cancelled.offers).toBeUndefined();
    const soldOut = programmeEventJsonLd(programmeEvent({ soldOut: true }), SETTINGS, BASE);
    expect(soldOut.offers).toEqual({
      '@type': 'Offer',
      price: 250,
      priceCurrency: 'NOK',
      availability: 'https://schema.org/SoldOut',
    });
  });

  test('age limit and session language', () => {
    const data = programmeEventJsonLd(
      programmeEvent({ ageLimit: 18, sessionLanguage: 'en' }),
      SETTINGS,
      BASE,
      'en',
    );
    expect(data.typicalAgeRange).toBe('18-');
    expect(data.inLanguage).toBe('en');
    expect(data.url).toBe(`${BASE}/en/events/pizzakurs-med-steinovn`);
    const plain = programmeEventJsonLd(
      programmeEvent({ sessionLanguage: 'other' }),
      SETTINGS,
      BASE,
    );
    expect(plain.typicalAgeRange).toBeUndefined();
    expect(plain.inLanguage).toBeUndefined();
  });

  test('an unsafe ticket link is left out', () => {
    const data = programmeEventJsonLd(
      programmeEvent({ price: null, ticketUrl: 'javascript:alert(1)' }),
      SETTINGS,
      BASE,
    );
    expect(data.offers).toBeUndefined();
  });

  test('without festival settings the place is still in Oslo and the festival is the site', () => {
    const data = programmeEventJsonLd(programmeEvent({ venue: null }), null, BASE);
    expect(data.location).toMatchObject({ name: 'Oslo', address: { addressLocality: 'Oslo' } });
    expect(data.superEvent).toMatchObject({ name: 'Matfestivalen', url: `${BASE}/` });
  });
});
