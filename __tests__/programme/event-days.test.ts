import { longEventProblem } from '@/sanity/programme-rules';
import { formatDayHeading } from '@/lib/programme/day-format';
import { formatDayHeading as norwegianHeading } from '@/lib/programme/oslo-time';
import { continuesFrom, eventDays, formatEventTime, isMultiDay } from '@/lib/programme/event-days';
import { festivalDaysOf } from '@/lib/programme/festival-days';
import { festivalIsOn } from '@/lib/programme/now-next';

// Oslo is UTC+2 in June: 21:00Z is 23:00 in Oslo. 2031-06-13 is a Friday.
const late = { start: '2031-06-13T21:00:00Z', end: '2031-06-13T23:15:00Z' };
const threeDays = { start: '2031-06-13T08:00:00Z', end: '2031-06-15T16:00:00Z' };

describe('the day rule', () => {
  it('lists an event that ends after midnight under its start day only', () => {
    expect(eventDays(late)).toEqual(['2031-06-13']);
    expect(isMultiDay(late)).toBe(false);
  });

  it('lists an event over several days under each of them', () => {
    expect(eventDays(threeDays)).toEqual(['2031-06-13', '2031-06-14', '2031-06-15']);
    expect(isMultiDay(threeDays)).toBe(true);
  });

  it('leaves out the early-morning tail before 06:00, and counts a day that goes past it', () => {
    expect(eventDays({ start: '2031-06-13T20:00:00Z', end: '2031-06-14T03:59:00Z' })).toEqual([
      '2031-06-13',
    ]);
    expect(eventDays({ start: '2031-06-13T20:00:00Z', end: '2031-06-14T04:30:00Z' })).toEqual([
      '2031-06-13',
      '2031-06-14',
    ]);
    expect(eventDays({ start: '2031-06-13T20:00:00Z', end: '2031-06-13T22:00:00Z' })).toEqual([
      '2031-06-13',
    ]);
  });

  it('keeps the festival on during a later day of a long event', () => {
    expect(
      festivalIsOn(
        [{ slug: 'x', cancelled: false, ...threeDays }],
        festivalDaysOf([threeDays]),
        Date.parse('2031-06-14T20:00:00Z'),
      ),
    ).toBe(true);
  });
});

describe('the time line', () => {
  it('marks an end after midnight with the night it belongs to', () => {
    expect(formatEventTime(late)).toBe('23:00–01:15, natt til lørdag');
    expect(formatEventTime(late, 'en')).toBe('23:00–01:15, ends Saturday night');
  });

  it('names both days of an event over several days', () => {
    expect(formatEventTime(threeDays)).toBe('fredag 10:00 – søndag 18:00');
    expect(formatEventTime(threeDays, 'en')).toBe('Friday 10:00 – Sunday 18:00');
  });

  it('says a long event continues, from its second day on', () => {
    expect(continuesFrom(threeDays, '2031-06-13')).toBeNull();
    expect(continuesFrom(threeDays, '2031-06-14')).toBe('Fortsetter fra fredag');
    expect(continuesFrom(threeDays, '2031-06-15', 'en')).toBe('Continues from Friday');
  });

  it('writes a plain range for an event within one day', () => {
    expect(formatEventTime({ start: '2031-06-13T10:00:00Z', end: '2031-06-13T11:30:00Z' })).toBe(
      '12:00–13:30',
    );
  });
});

describe('day headings', () => {
  it('are the same from the dictionary as from the studio’s dependency-free Norwegian one', () => {
    for (const day of ['2031-06-13', '2031-06-14', '2031-12-31', '2032-01-04']) {
      expect(formatDayHeading(day, 'nb')).toBe(norwegianHeading(day));
    }
    expect(formatDayHeading('2031-06-13', 'en')).toBe('Friday 13 June');
  });
});

describe('the studio’s warning about long events', () => {
  it('warns about an event over 12 hours listed under one day, not about one over several days', () => {
    expect(longEventProblem('2031-06-13T06:00:00Z', '2031-06-13T20:00:00Z')).toMatch(/12 timer/);
    expect(longEventProblem('2031-06-13T15:00:00Z', '2031-06-14T03:30:00Z')).toMatch(/12 timer/);
    expect(longEventProblem(threeDays.start, threeDays.end)).toBeUndefined();
    expect(longEventProblem(late.start, late.end)).toBeUndefined();
    expect(longEventProblem('nope', late.end)).toBeUndefined();
  });
});
