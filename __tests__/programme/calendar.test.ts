import ICAL from 'ical.js';
import {
  buildCalendar,
  CALENDAR_REFRESH_SECONDS,
  calendarFestival,
  eventSequence,
  type CalendarOptions,
} from '@/lib/programme/calendar';
import { eventPath } from '@/lib/routing/event-path';
import { programmeEvent, VENUE } from './programme-event-fixture';

const BASE = 'https://matfestival.example.org';
const OPTIONS: CalendarOptions = {
  base: BASE,
  festival: calendarFestival({ name: 'Testfestivalen 2027', locationName: 'Testplassen 1, Oslo' }),
  name: 'Testfestivalen 2027',
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  return { calendar, events };
}

function only(text: string) {
  const { events } = parse(text);
  expect(events).toHaveLength(1);
  return events[0];
}

const instant = (component: ICAL.Component, name: string) =>
  (component.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();

describe('buildCalendar', () => {
  test('an event in summer time starts and ends at its instants (Oslo 12:00 = 10:00 UTC)', () => {
    const event = programmeEvent({
      start: '2027-08-21T12:00:00+02:00',
      end: '2027-08-21T13:30:00+02:00',
    });
    const vevent = only(buildCalendar([event], OPTIONS));
    expect(instant(vevent, 'dtstart')).toBe('2027-08-21T10:00:00.000Z');
    expect(instant(vevent, 'dtend')).toBe('2027-08-21T11:30:00.000Z');
  });

  test('an event in winter time starts and ends at its instants (Oslo 12:00 = 11:00 UTC)', () => {
    const event = programmeEvent({
      start: '2027-01-16T12:00:00+01:00',
      end: '2027-01-16T13:00:00+01:00',
    });
    const vevent = only(buildCalendar([event], OPTIONS));
    expect(instant(vevent, 'dtstart')).toBe('2027-01-16T11:00:00.000Z');
    expect(instant(vevent, 'dtend')).toBe('2027-01-16T12:00:00.000Z');
  });

  test('an event across the switch to winter time keeps its length in real time', () => {
    // 2027-10-31 01:30 UTC is 02:30 CET, an hour after 02:30 CEST.
    const event = programmeEvent({ start: '2027-10-31T00:30:00Z', end: '2027-10-31T01:30:00Z' });
    const vevent = only(buildCalendar([event], OPTIONS));
    expect(instant(vevent, 'dtstart')).toBe('2027-10-31T00:30:00.000Z');
    expect(instant(vevent, 'dtend')).toBe('2027-10-31T01:30:00.000Z');
  });

  test('summary, location, URL and description come from the event, venue and festival', () => {
    const event = programmeEvent();
    const vevent = only(buildCalendar([event], OPTIONS));
    expect(vevent.getFirstPropertyValue('summary')).toBe(event.title);
    expect(vevent.getFirstPropertyValue('location')).toBe(`${VENUE.name}, Testplassen 1, Oslo`);
    expect(vevent.getFirstPropertyValue('url')).toBe(`${BASE}${eventPath(event.slug)}`);
    expect(vevent.getFirstPropertyValue('description')).toBe(event.summary);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  test('the UID is the document id, the same on every host and after a new title, slug and time', () => {
    const before = only(buildCalendar([programmeEvent()], OPTIONS));
    const after = only(
      buildCalendar(
        [
          programmeEvent({
            title: 'Nytt navn',
            slug: 'nytt-navn',
            start: '2027-08-21T14:00:00Z',
            end: '2027-08-21T15:00:00Z',
            _updatedAt: '2027-08-20T09:00:00Z',
          }),
        ],
        OPTIONS,
      ),
    );
    expect(before.getFirstPropertyValue('uid')).toBe(
      'event-test-pizzakurs@programme.matfestivalen',
    );
    expect(after.getFirstPropertyValue('uid')).toBe(before.getFirstPropertyValue('uid'));
    const otherHost = only(
      buildCalendar([programmeEvent()], { ...OPTIONS, base: 'https://preview.example.net' }),
    );
    expect(otherHost.getFirstPropertyValue('uid')).toBe(before.getFirstPropertyValue('uid'));
  });

  test('SEQUENCE and LAST-MODIFIED follow the last publish, so phones take the update', () => {
    const first = only(
      buildCalendar([programmeEvent({ _updatedAt: '2027-06-01T10:00:00Z' })], OPTIONS),
    );
    const later = only(
      buildCalendar([programmeEvent({ _updatedAt: '2027-08-20T09:00:00Z' })], OPTIONS),
    );
    expect(instant(later, 'last-modified')).toBe('2027-08-20T09:00:00.000Z');
    expect(Number(later.getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(first.getFirstPropertyValue('sequence')),
    );
    expect(Number(later.getFirstPropertyValue('sequence'))).toBeLessThan(2 ** 31);
    expect(eventSequence(null)).toBe(0);
    expect(eventSequence('not a date')).toBe(0);
  });

  test('a renamed venue moves SEQUENCE and LAST-MODIFIED', () => {
    const event = programmeEvent({ _updatedAt: '2027-06-01T10:00:00Z' });
    const before = only(buildCalendar([event], OPTIONS));
    const renamed = programmeEvent({
      _updatedAt: '2027-06-01T10:00:00Z',
      venue: { ...event.venue!, name: 'Nytt navn', _updatedAt: '2027-07-01T10:00:00Z' },
    });
    const after = only(buildCalendar([renamed], OPTIONS));
    expect(instant(after, 'last-modified')).toBe('2027-07-01T10:00:00.000Z');
    expect(Number(after.getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(before.getFirstPropertyValue('sequence')),
    );
  });

  test('the English file speaks English, and says sold out, age limit and language', () => {
    const event = programmeEvent({ soldOut: true, ageLimit: 18, sessionLanguage: 'en' });
    const file = buildCalendar([event], { ...OPTIONS, language: 'en' });
    const vevent = only(file);
    expect(String(vevent.getFirstPropertyValue('description'))).toContain(
      'Sold out · 18+ · In English',
    );
    expect(String(vevent.getFirstPropertyValue('url'))).toContain('/en/events/');
    expect(file).toContain('CATEGORIES:Course');
    const norwegian = only(buildCalendar([event], OPTIONS));
    expect(String(norwegian.getFirstPropertyValue('description'))).toContain(
      'Utsolgt · 18 år · På engelsk',
    );
  });

  test('the same content gives the same file (no request time in it)', () => {
    expect(buildCalendar([programmeEvent()], OPTIONS)).toBe(
      buildCalendar([programmeEvent()], OPTIONS),
    );
  });

  test('a cancelled event is STATUS:CANCELLED with its note after the summary', () => {
    const event = programmeEvent({ status: 'cancelled', statusNote: 'Kokken er syk.' });
    const vevent = only(buildCalendar([event], OPTIONS));
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('description')).toBe(
      `${event.summary}\n\nAvlyst: Kokken er syk.`,
    );
  });

  test('a changed event stays confirmed and says what changed', () => {
    const event = programmeEvent({ status: 'changed', statusNote: 'Flyttet en time.' });
    const vevent = only(buildCalendar([event], OPTIONS));
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('description')).toContain('Endret: Flyttet en time.');
  });

  test('without a venue or an address LOCATION names what there is', () => {
    const noVenue = only(buildCalendar([programmeEvent({ venue: null })], OPTIONS));
    expect(noVenue.getFirstPropertyValue('location')).toBe('Testplassen 1, Oslo');
    const noAddress = only(
      buildCalendar([programmeEvent()], { ...OPTIONS, festival: calendarFestival(null) }),
    );
    expect(noAddress.getFirstPropertyValue('location')).toBe(VENUE.name);
  });

  test('the calendar is named and tells subscribed apps to refresh', () => {
    const text = buildCalendar([programmeEvent()], OPTIONS);
    const { calendar } = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Testfestivalen 2027');
    const refresh = calendar.getFirstPropertyValue('refresh-interval') as ICAL.Duration;
    expect(refresh.toSeconds()).toBe(CALENDAR_REFRESH_SECONDS);
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT1H');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });

  test('many events keep their order and each its own UID', () => {
    const events = [
      programmeEvent(),
      programmeEvent({ _id: 'event-test-b', slug: 'b', title: 'B' }),
      programmeEvent({ _id: 'event-test-c', slug: 'c', title: 'C' }),
    ];
    const { events: parsed } = parse(buildCalendar(events, OPTIONS));
    expect(parsed.map((vevent) => vevent.getFirstPropertyValue('summary'))).toEqual(
      events.map((event) => event.title),
    );
    expect(new Set(parsed.map((vevent) => vevent.getFirstPropertyValue('uid'))).size).toBe(3);
  });

  test('an empty programme is still a valid calendar', () => {
    const { calendar, events } = parse(buildCalendar([], OPTIONS));
    expect(calendar.name).toBe('vcalendar');
    expect(events).toHaveLength(0);
  });
});
