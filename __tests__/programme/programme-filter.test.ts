import {
  countMessage,
  isFiltered,
  matchesFilter,
  NO_FILTER,
  parseFilter,
  serialiseFilter,
  type FilterableEvent,
} from '@/lib/programme/programme-filter';

const event: FilterableEvent = {
  slug: 'krydderkurs',
  day: '2031-08-15',
  venue: 'testscene-sor',
  categories: ['kurs', 'demo'],
  dietary: ['vegansk', 'vegetar'],
};

describe('parseFilter', () => {
  it('reads every key', () => {
    expect(
      parseFilter(
        '?dag=2031-08-15&scene=testscene-sor&kategori=kurs&kosthold=vegansk&vis=min-festival',
      ),
    ).toEqual({
      day: '2031-08-15',
      venue: 'testscene-sor',
      category: 'kurs',
      dietary: 'vegansk',
      mine: true,
    });
  });

  it('reads URLSearchParams and plain pairs the same way', () => {
    expect(parseFilter(new URLSearchParams('kategori=demo'))).toEqual({
      ...NO_FILTER,
      category: 'demo',
    });
    expect(parseFilter({ kosthold: 'uten-notter', kategori: null })).toEqual({
      ...NO_FILTER,
      dietary: 'uten-notter',
    });
  });

  it('normalises case and spaces', () => {
    expect(parseFilter('kategori=%20KURS%20&scene=Hovedscenen').category).toBe('kurs');
    expect(parseFilter('scene=Hovedscenen').venue).toBe('hovedscenen');
  });

  it.each([
    ['dag=2031-13-01', 'a month that does not exist'],
    ['dag=31-08-2031', 'another date order'],
    ['dag=2031-08-15T10:00', 'a time'],
    ['scene=%3Cscript%3E', 'markup'],
    ['scene=a%20b', 'a space inside'],
    [`scene=${'a'.repeat(200)}`, 'an overlong value'],
    ['kategori=hemmelig', 'an unknown category'],
    ['kosthold=toString', 'a prototype name'],
    ['vis=alt', 'an unknown view'],
    ['dag=&scene=&kategori=&kosthold=&vis=', 'empty values'],
    ['%E0%A4%A=1&dag', 'a malformed escape and a bare key'],
  ])('ignores %s (%s)', (query) => {
    expect(parseFilter(query)).toEqual(NO_FILTER);
  });

  it('takes the first of repeated keys', () => {
    expect(parseFilter('kategori=kurs&kategori=demo').category).toBe('kurs');
  });
});

describe('serialiseFilter', () => {
  it('writes readable Norwegian keys and round-trips', () => {
    const filter = {
      day: '2031-08-16',
      venue: 'telt',
      category: 'barn',
      dietary: 'glutenfri',
      mine: true,
    } as const;
    const query = serialiseFilter(filter);
    expect(query).toBe(
      '?dag=2031-08-16&scene=telt&kategori=barn&kosthold=glutenfri&vis=min-festival',
    );
    expect(parseFilter(query)).toEqual(filter);
  });

  it('keeps other parameters and drops cleared filters', () => {
    expect(
      serialiseFilter({ ...NO_FILTER, category: 'kurs' }, '?utm_source=plakat&dag=2031-08-15'),
    ).toBe('?utm_source=plakat&kategori=kurs');
    expect(serialiseFilter(NO_FILTER, '?dag=2031-08-15&vis=min-festival')).toBe('');
  });
});

describe('matchesFilter', () => {
  const none = new Set<string>();

  it('shows everything without a filter', () => {
    expect(matchesFilter(event, NO_FILTER, none)).toBe(true);
    expect(isFiltered(NO_FILTER)).toBe(false);
  });

  it('combines the filters: all must hold', () => {
    const filter = {
      day: '2031-08-15',
      venue: 'testscene-sor',
      category: 'kurs',
      dietary: 'vegansk',
      mine: false,
    } as const;
    expect(matchesFilter(event, filter, none)).toBe(true);
    expect(matchesFilter(event, { ...filter, day: '2031-08-16' }, none)).toBe(false);
    expect(matchesFilter(event, { ...filter, venue: 'telt' }, none)).toBe(false);
    expect(matchesFilter(event, { ...filter, category: 'barn' }, none)).toBe(false);
    expect(matchesFilter(event, { ...filter, dietary: 'glutenfri' }, none)).toBe(false);
    expect(isFiltered(filter)).toBe(true);
  });

  it('Min festival shows only starred events', () => {
    const mine = { ...NO_FILTER, mine: true };
    expect(matchesFilter(event, mine, none)).toBe(false);
    expect(matchesFilter(event, mine, new Set(['krydderkurs']))).toBe(true);
  });

  it('an event without a venue never matches a venue filter', () => {
    expect(matchesFilter({ ...event, venue: null }, { ...NO_FILTER, venue: 'telt' }, none)).toBe(
      false,
    );
  });
});

describe('countMessage', () => {
  it('says how many show', () => {
    expect(countMessage(12, 40)).toBe('Viser 12 av 40 arrangementer');
    expect(countMessage(1, 1)).toBe('Viser 1 av 1 arrangement');
  });
});
