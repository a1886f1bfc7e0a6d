import { execFileSync } from 'node:child_process';
import path from 'node:path';
import * as osloTime from '@/lib/programme/oslo-time';

const { formatDayHeading, formatTimeRange, osloDayKey, overlaps } = osloTime;

// Instants as Sanity stores them (UTC), and what a visitor in Oslo reads.
const cases = {
  summer: {
    iso: '2027-08-20T10:00:00Z',
    day: '2027-08-20',
    time: '12:00',
    withOffset: '2027-08-20T12:00:00+02:00',
  },
  winter: {
    iso: '2027-01-15T11:30:00Z',
    day: '2027-01-15',
    time: '12:30',
    withOffset: '2027-01-15T12:30:00+01:00',
  },
  // Last Sunday of March 2027: at 02:00 Oslo time the clocks jump to 03:00.
  beforeSpring: {
    iso: '2027-03-28T00:59:00Z',
    day: '2027-03-28',
    time: '01:59',
    withOffset: '2027-03-28T01:59:00+01:00',
  },
  afterSpring: {
    iso: '2027-03-28T01:00:00Z',
    day: '2027-03-28',
    time: '03:00',
    withOffset: '2027-03-28T03:00:00+02:00',
  },
  // Last Sunday of October 2027: at 03:00 Oslo time the clocks go back to 02:00, so 02:30 comes twice.
  beforeAutumn: {
    iso: '2027-10-31T00:30:00Z',
    day: '2027-10-31',
    time: '02:30',
    withOffset: '2027-10-31T02:30:00+02:00',
  },
  afterAutumn: {
    iso: '2027-10-31T01:30:00Z',
    day: '2027-10-31',
    time: '02:30',
    withOffset: '2027-10-31T02:30:00+01:00',
  },
  // 00:30 in Oslo is still the day before in UTC and in New York.
  afterMidnight: {
    iso: '2027-08-20T22:30:00Z',
    day: '2027-08-21',
    time: '00:30',
    withOffset: '2027-08-21T00:30:00+02:00',
  },
};

// An event from 22:30 to 00:15 the next night.
const lateEvent = { start: '2027-08-21T20:30:00Z', end: '2027-08-21T22:15:00Z' };

/** Everything the module computes for the cases above, as one JSON-able value. */
function computeAll(time: typeof osloTime) {
  return {
    cases: Object.fromEntries(
      Object.entries(cases).map(([name, { iso }]) => [
        name,
        {
          day: time.osloDayKey(iso),
          time: time.formatOsloTime(iso),
          withOffset: time.osloIsoWithOffset(iso),
        },
      ]),
    ),
    lateEvent: {
      range: time.formatTimeRange(lateEvent.start, lateEvent.end),
      days: [time.osloDayKey(lateEvent.start), time.osloDayKey(lateEvent.end)],
    },
    headings: ['2027-08-20', '2027-08-21', '2027-08-22', '2027-03-28'].map(time.formatDayHeading),
  };
}

const expected = {
  cases: Object.fromEntries(
    Object.entries(cases).map(([name, { day, time, withOffset }]) => [
      name,
      { day, time, withOffset },
    ]),
  ),
  lateEvent: { range: '22:30–00:15', days: ['2027-08-21', '2027-08-22'] },
  headings: ['Fredag 20. august', 'Lørdag 21. august', 'Søndag 22. august', 'Søndag 28. mars'],
};

describe('Oslo time', () => {
  it('shows every instant in Oslo time, across both daylight-saving switches', () => {
    expect(computeAll(osloTime)).toEqual(expected);
  });

  it.each(['America/New_York', 'Asia/Tokyo'])(
    'gives the same answers in a process running in %s',
    (timeZone) => {
      const moduleUrl = path.join(process.cwd(), 'lib/programme/oslo-time.ts');
      const script = `
        const time = await import(${JSON.stringify(moduleUrl)});
        const offset = new Date('2027-08-20T10:00:00Z').getTimezoneOffset();
        const computeAll = ${computeAll.toString()};
        const cases = ${JSON.stringify(cases)};
        const lateEvent = ${JSON.stringify(lateEvent)};
        process.stdout.write(JSON.stringify({ offset, result: computeAll(time) }));
      `;
      const output = execFileSync(
        process.execPath,
        ['--no-warnings', '--input-type=module', '-e', script],
        {
          env: { ...process.env, TZ: timeZone },
          encoding: 'utf8',
        },
      );
      const { offset, result } = JSON.parse(output);
      // The child really runs in that zone: New York is behind UTC, Tokyo ahead.
      expect(offset).toBe(timeZone === 'Asia/Tokyo' ? -540 : 240);
      expect(result).toEqual(expected);
    },
  );

  it('agrees with the time zone rules read instant by instant, offset changes included', () => {
    // The module reads Oslo's offset once per UTC hour; this reads every instant afresh.
    const reference = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Oslo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const wallClock = (time: number) => {
      const parts = Object.fromEntries(reference.formatToParts(time).map((p) => [p.type, p.value]));
      return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
    };
    const instants: number[] = [];
    // Every 7 min 13 s over both 2027 switches, and over the zone's first standard time (the
    // 1890s, a change that is not on a whole UTC hour), plus a spread over five decades.
    for (const around of [
      '2027-03-28T01:00:00Z',
      '2027-10-31T01:00:00Z',
      '1895-01-01T00:00:00Z',
      '1893-04-01T00:00:00Z',
    ]) {
      const centre = Date.parse(around);
      for (let step = -200; step <= 200; step += 1) instants.push(centre + step * 433_000);
    }
    for (
      let time = Date.parse('1990-01-01T00:00:00Z');
      time < Date.parse('2040-01-01T00:00:00Z');
      time += 86_399_999
    ) {
      instants.push(time);
    }
    const mismatches = instants
      .map((time) => new Date(time).toISOString())
      .filter((iso) => osloTime.osloIsoWithOffset(iso).slice(0, 19) !== wallClock(Date.parse(iso)));
    expect(mismatches).toEqual([]);
    expect(instants.length).toBeGreaterThan(1_800);
  });

  it('formats a time range with an en dash', () => {
    expect(formatTimeRange('2027-08-21T10:00:00Z', '2027-08-21T11:30:00Z')).toBe('12:00–13:30');
  });

  it('refuses what is not a date, naming it', () => {
    expect(() => osloDayKey('i morgen')).toThrow(/i morgen/);
    expect(() => formatDayHeading('2027-02-30')).toThrow(/2027-02-30/);
    expect(() => formatDayHeading('21.08.2027')).toThrow(/21\.08\.2027/);
  });
});

describe('overlaps', () => {
  const span = (start: string, end: string) => ({ start, end });
  const a = span('2027-08-21T10:00:00Z', '2027-08-21T11:00:00Z');

  it('finds spans sharing time, in either order and when one holds the other', () => {
    const later = span('2027-08-21T10:30:00Z', '2027-08-21T12:00:00Z');
    const inside = span('2027-08-21T10:15:00Z', '2027-08-21T10:45:00Z');
    expect(overlaps(a, later)).toBe(true);
    expect(overlaps(later, a)).toBe(true);
    expect(overlaps(a, inside)).toBe(true);
    expect(overlaps(inside, a)).toBe(true);
  });

  it('does not count one ending as the other starts, or spans apart', () => {
    const next = span('2027-08-21T11:00:00Z', '2027-08-21T12:00:00Z');
    const apart = span('2027-08-21T13:00:00Z', '2027-08-21T14:00:00Z');
    expect(overlaps(a, next)).toBe(false);
    expect(overlaps(next, a)).toBe(false);
    expect(overlaps(a, apart)).toBe(false);
  });

  it('compares instants, not strings: the same time written with an offset overlaps', () => {
    expect(overlaps(a, span('2027-08-21T12:59:00+02:00', '2027-08-21T14:00:00+02:00'))).toBe(true);
    expect(overlaps(a, span('2027-08-21T13:00:00+02:00', '2027-08-21T14:00:00+02:00'))).toBe(false);
  });
});
