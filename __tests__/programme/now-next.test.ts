import { festivalDays, festivalDaysOf } from '@/lib/programme/festival-days';
import {
  festivalDayAt,
  festivalIsOn,
  msToNextMinute,
  nextFestivalCheck,
  selectNowNext,
  type TimedEvent,
} from '@/lib/programme/now-next';

const event = (slug: string, start: string, end: string, cancelled = false): TimedEvent => ({
  slug,
  start,
  end,
  cancelled,
});
const ms = (iso: string) => Date.parse(iso);

const programme = [
  event('over', '2031-08-15T08:00:00Z', '2031-08-15T09:00:00Z'),
  event('running', '2031-08-15T09:00:00Z', '2031-08-15T10:00:00Z'),
  event('starts-now', '2031-08-15T09:10:00Z', '2031-08-15T09:40:00Z'),
  event('in-an-hour', '2031-08-15T10:10:00Z', '2031-08-15T11:00:00Z'),
  event('later', '2031-08-15T10:11:00Z', '2031-08-15T11:00:00Z'),
  event('cancelled-running', '2031-08-15T09:00:00Z', '2031-08-15T10:00:00Z', true),
  event('cancelled-soon', '2031-08-15T09:30:00Z', '2031-08-15T10:00:00Z', true),
];

describe('selectNowNext', () => {
  it('sorts events into now, soon (within 60 minutes) and over', () => {
    const { now, soon, over } = selectNowNext(programme, ms('2031-08-15T09:10:00Z'));
    expect(now.map((e) => e.slug)).toEqual(['running', 'starts-now']);
    expect(soon.map((e) => e.slug)).toEqual(['in-an-hour']);
    expect([...over]).toEqual(['over']);
  });

  it('counts an event as over the moment it ends', () => {
    const { now, over } = selectNowNext(programme, ms('2031-08-15T10:00:00Z'));
    expect(over.has('running')).toBe(true);
    expect(over.has('cancelled-running')).toBe(true);
    expect(now.map((e) => e.slug)).toEqual([]);
  });
});

describe('festivalIsOn', () => {
  it('is on during an Oslo day with events, from its Oslo midnight', () => {
    // 00:10 in Oslo (summer time) on the 15th is still the 14th in UTC.
    expect(festivalIsOn(programme, festivalDaysOf(programme), ms('2031-08-14T22:10:00Z'))).toBe(
      true,
    );
    expect(festivalIsOn(programme, festivalDaysOf(programme), ms('2031-08-14T21:50:00Z'))).toBe(
      false,
    );
    expect(festivalIsOn(programme, festivalDaysOf(programme), ms('2031-08-15T23:00:00Z'))).toBe(
      false,
    );
  });

  it('stays on while an event runs past midnight', () => {
    const late = [event('late', '2031-08-15T21:00:00Z', '2031-08-15T23:30:00Z')];
    expect(festivalIsOn(late, festivalDaysOf(late), ms('2031-08-15T23:00:00Z'))).toBe(true);
    expect(festivalIsOn(late, festivalDaysOf(late), ms('2031-08-15T23:30:00Z'))).toBe(false);
  });
});

describe('festival days', () => {
  it('bound each Oslo day at its Oslo midnights, short and long days included', () => {
    expect(festivalDays(['2031-08-15', '2027-03-28', '2027-10-31'])).toEqual([
      ['2031-08-15', ms('2031-08-14T22:00:00Z'), ms('2031-08-15T22:00:00Z')],
      // Summer time starts: a day of 23 hours; it ends: a day of 25.
      ['2027-03-28', ms('2027-03-27T23:00:00Z'), ms('2027-03-28T22:00:00Z')],
      ['2027-10-31', ms('2027-10-30T22:00:00Z'), ms('2027-10-31T23:00:00Z')],
    ]);
  });

  it('lists every day an event is listed under, once, in order', () => {
    const night = event('natt', '2031-08-16T21:00:00Z', '2031-08-16T23:30:00Z');
    const days = festivalDaysOf([night, ...programme]).map(([day]) => day);
    expect(days).toEqual([...new Set(days)].sort());
    expect(days).toContain('2031-08-16');
  });

  it('finds the listed day an instant falls on, and none between them', () => {
    const days = festivalDays(['2031-08-15', '2031-08-17']);
    expect(festivalDayAt(days, ms('2031-08-14T22:00:00Z'))).toBe('2031-08-15');
    expect(festivalDayAt(days, ms('2031-08-15T21:59:59Z'))).toBe('2031-08-15');
    expect(festivalDayAt(days, ms('2031-08-15T22:00:00Z'))).toBeNull();
    expect(festivalDayAt(days, ms('2031-08-17T12:00:00Z'))).toBe('2031-08-17');
  });
});

describe('timers', () => {
  it('wakes on the next whole minute', () => {
    expect(msToNextMinute(ms('2031-08-15T09:10:15.500Z'))).toBe(44_500);
    expect(msToNextMinute(ms('2031-08-15T09:10:00Z'))).toBe(60_000);
  });

  it('outside the festival waits for an hour before the next event, or not at all', () => {
    expect(nextFestivalCheck(programme, ms('2030-01-01T00:00:00Z'))).toBe(
      ms('2031-08-15T07:00:00Z'),
    );
    expect(nextFestivalCheck(programme, ms('2031-09-01T00:00:00Z'))).toBeNull();
  });
});
