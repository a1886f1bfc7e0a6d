import { clashMessage, findClashes, type PlannedEvent } from '@/lib/programme/clashes';

const at = (time: string) => `2031-08-15T${time}:00Z`;
const plan = (id: string, start: string, end: string, cancelled = false): PlannedEvent => ({
  id,
  title: id.toUpperCase(),
  start: at(start),
  end: at(end),
  cancelled,
  multiDay: false,
});

describe('findClashes', () => {
  it('flags two overlapping events on both', () => {
    const clashes = findClashes([plan('a', '09:00', '10:00'), plan('b', '09:30', '10:30')]);
    expect(clashes.get('a')).toEqual(['B']);
    expect(clashes.get('b')).toEqual(['A']);
  });

  it('lets events that only touch pass', () => {
    expect(findClashes([plan('a', '09:00', '10:00'), plan('b', '10:00', '11:00')]).size).toBe(0);
  });

  it('ignores cancelled events', () => {
    expect(findClashes([plan('a', '09:00', '10:00'), plan('b', '09:00', '10:00', true)]).size).toBe(
      0,
    );
  });

  it('finds every pair whatever the input order, including one inside another', () => {
    const clashes = findClashes([
      plan('c', '11:00', '12:00'),
      plan('long', '09:00', '13:00'),
      plan('a', '09:00', '09:30'),
      plan('d', '14:00', '15:00'),
    ]);
    expect(clashes.get('long')).toEqual(['A', 'C']);
    expect(clashes.get('a')).toEqual(['LONG']);
    expect(clashes.get('c')).toEqual(['LONG']);
    expect(clashes.has('d')).toBe(false);
  });
});

describe('findClashes with late and multi-day events', () => {
  const late: PlannedEvent = {
    id: 'late',
    title: 'LATE',
    start: '2031-08-15T21:00:00Z',
    end: '2031-08-15T23:15:00Z',
    cancelled: false,
    multiDay: false,
  };
  const market: PlannedEvent = {
    id: 'market',
    title: 'MARKET',
    start: '2031-08-15T08:00:00Z',
    end: '2031-08-17T16:00:00Z',
    cancelled: false,
    multiDay: true,
  };

  it('uses the real overlap past midnight', () => {
    const afterMidnight = { ...late, id: 'night', title: 'NIGHT' };
    afterMidnight.start = '2031-08-15T22:30:00Z';
    afterMidnight.end = '2031-08-16T00:00:00Z';
    expect(findClashes([late, afterMidnight]).get('late')).toEqual(['NIGHT']);
  });

  it('lets an event over several days clash only when the visitor asks', () => {
    expect(findClashes([late, market]).size).toBe(0);
    expect(findClashes([late, market], { withMultiDay: true }).get('late')).toEqual(['MARKET']);
  });
});

describe('clashMessage', () => {
  it('speaks English on the English edition', () => {
    expect(clashMessage(['A', 'B'], 'en')).toBe('Clashes with A and B');
  });

  it('names the other events', () => {
    expect(clashMessage(['Krydderkurs'])).toBe('Kolliderer med Krydderkurs');
    expect(clashMessage(['A', 'B', 'C'])).toBe('Kolliderer med A, B og C');
  });
});
