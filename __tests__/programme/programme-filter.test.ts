import { dictionary } from '@/lib/i18n/dictionary';
import { dropUnknownValues, knownValues } from '@/lib/programme/filter-values';
import {
  foldSearch,
  isFiltered,
  matchesFilter,
  matchesSearch,
  NO_FILTER,
  parseFilter,
  serialiseFilter,
  withoutFilters,
  type FilterableEvent,
} from '@/lib/programme/programme-filter';

const event: FilterableEvent = {
  id: 'event-krydderkurs',
  slug: 'krydderkurs',
  day: '2031-08-15',
  venue: 'testscene-sor',
  categories: ['kurs', 'demo'],
  dietary: ['vegansk', 'vegetar'],
  age: '18',
  language: 'en',
  text: foldSearch('Krydderkurs i Kjøkkenteltet Kurs'),
};

describe('parseFilter', () => {
  it('reads every key, several values per dimension (repeated keys or commas)', () => {
    expect(
      parseFilter(
        '?dag=2031-08-15&scene=sor&scene=nord&kategori=kurs,demo&kosthold=vegansk&alder=18&sprak=en&sok=pizza%20ovn&vis=scene',
      ),
    ).toEqual({
      day: ['2031-08-15'],
      venue: ['sor', 'nord'],
      category: ['kurs', 'demo'],
      dietary: ['vegansk'],
      age: ['18'],
      language: ['en'],
      search: 'pizza ovn',
      view: 'stage',
      plan: null,
    });
  });

  it('reads values as written (trimmed, lower case, no duplicates); known-ness is checked later', () => {
    expect(parseFilter('scene=%20Hovedscenen%20&scene=hovedscenen').venue).toEqual(['hovedscenen']);
    expect(parseFilter('scene=finnes-ikke').venue).toEqual(['finnes-ikke']);
  });

  it.each([
    ['', 'nothing'],
    ['dag=&scene=&kategori=&kosthold=&vis=', 'empty values'],
    ['%E0%A4%A=1&dag', 'a malformed escape and a bare key'],
  ])('ignores %s (%s)', (query) => {
    expect(parseFilter(query)).toEqual(NO_FILTER);
  });

  it('reads a shared plan of event ids, leaving out what cannot be an id', () => {
    expect(parseFilter('plan=a1,b-2,%3Cx%3E,a1').plan).toEqual(['a1', 'b-2']);
    expect(parseFilter('plan=').plan).toBeNull();
    expect(parseFilter('vis=min-festival').view).toBe('mine');
  });
});

describe('serialiseFilter', () => {
  it('writes readable Norwegian keys and round-trips', () => {
    const filter = {
      ...NO_FILTER,
      day: ['2031-08-16'],
      venue: ['telt', 'nord'],
      dietary: ['vegansk', 'glutenfri'],
      search: 'pizza',
      view: 'mine' as const,
    };
    const query = serialiseFilter(filter);
    expect(query).toBe(
      '?dag=2031-08-16&scene=telt&scene=nord&kosthold=vegansk&kosthold=glutenfri&sok=pizza&vis=min-festival',
    );
    expect(parseFilter(query)).toEqual(filter);
  });

  it('keeps other parameters and drops cleared filters', () => {
    expect(
      serialiseFilter({ ...NO_FILTER, category: ['kurs'] }, '?utm_source=plakat&dag=2031-08-15'),
    ).toBe('?utm_source=plakat&kategori=kurs');
    expect(serialiseFilter(NO_FILTER, '?dag=2031-08-15&vis=min-festival')).toBe('');
  });

  it('reset keeps the view and a shared plan', () => {
    const filter = { ...NO_FILTER, venue: ['a'], view: 'stage' as const, plan: ['x'] };
    expect(withoutFilters(filter)).toEqual({ ...NO_FILTER, view: 'stage', plan: ['x'] });
    expect(isFiltered(withoutFilters(filter))).toBe(false);
  });
});

describe('search folding', () => {
  it('finds æ/ø/å written as ae/o/a, whatever the case', () => {
    expect(matchesSearch(foldSearch('Kjøkkenteltet'), 'kjokken')).toBe(true);
    expect(matchesSearch(foldSearch('Smørbrød på Grünerløkka'), 'SMORBROD grunerlokka')).toBe(true);
    expect(matchesSearch(foldSearch('Blåbærsuppe'), 'blabaersuppe')).toBe(true);
    expect(matchesSearch(foldSearch('Crème brûlée'), 'creme')).toBe(true);
    expect(matchesSearch(foldSearch('Kjøkkenteltet'), 'kjokken pizza')).toBe(false);
    expect(matchesSearch(foldSearch('Kjøkkenteltet'), '   ')).toBe(true);
  });
});

describe('matchesFilter', () => {
  const none = new Set<string>();

  it('shows everything without a filter', () => {
    expect(matchesFilter(event, NO_FILTER, none)).toBe(true);
    expect(isFiltered(NO_FILTER)).toBe(false);
  });

  it('matches any value within a dimension, and all dimensions together', () => {
    const filter = {
      ...NO_FILTER,
      day: ['2031-08-15'],
      venue: ['testscene-sor', 'telt'],
      category: ['barn', 'kurs'],
      dietary: ['glutenfri', 'vegansk'],
      age: ['18'],
      language: ['en'],
      search: 'kjokken',
    };
    expect(matchesFilter(event, filter, none)).toBe(true);
    expect(matchesFilter(event, { ...filter, day: ['2031-08-16'] }, none)).toBe(false);
    expect(matchesFilter(event, { ...filter, venue: ['telt'] }, none)).toBe(false);
    expect(matchesFilter(event, { ...filter, category: ['barn'] }, none)).toBe(false);
    expect(matchesFilter(event, { ...filter, age: ['alle'] }, none)).toBe(false);
    expect(matchesFilter(event, { ...filter, language: ['nb'] }, none)).toBe(false);
    expect(matchesFilter(event, { ...filter, search: 'pizza' }, none)).toBe(false);
    expect(isFiltered(filter)).toBe(true);
  });

  it('Min festival shows starred events, by id or by an old slug star', () => {
    const mine = { ...NO_FILTER, view: 'mine' as const };
    expect(matchesFilter(event, mine, none)).toBe(false);
    expect(matchesFilter(event, mine, new Set(['event-krydderkurs']))).toBe(true);
    expect(matchesFilter(event, mine, new Set(['krydderkurs']))).toBe(true);
  });

  it('a shared plan shows only its events', () => {
    expect(matchesFilter(event, { ...NO_FILTER, plan: ['event-krydderkurs'] }, none)).toBe(true);
    expect(matchesFilter(event, { ...NO_FILTER, plan: ['annet'] }, none)).toBe(false);
  });
});

describe('unknown filter values', () => {
  it('are dropped, each named, and the rest kept', () => {
    const known = knownValues([event, { ...event, venue: 'nord', day: '2031-08-16' }]);
    const filter = parseFilter('scene=finnes-ikke&scene=nord&dag=2019-08-15&kategori=kurs');
    const { filter: kept, dropped } = dropUnknownValues(filter, known);
    expect(kept.venue).toEqual(['nord']);
    expect(kept.day).toEqual([]);
    expect(kept.category).toEqual(['kurs']);
    expect(dropped).toEqual([
      { dimension: 'day', value: '2019-08-15' },
      { dimension: 'venue', value: 'finnes-ikke' },
    ]);
    expect(dictionary('nb').programme.filters.unknown.venue('finnes-ikke')).toBe(
      'Scenen «finnes-ikke» finnes ikke lenger.',
    );
  });
});

describe('the count', () => {
  it('says how many show, in each language', () => {
    expect(dictionary('nb').programme.filters.count(12, 40)).toBe('Viser 12 av 40 arrangementer');
    expect(dictionary('nb').programme.filters.count(1, 1)).toBe('Viser 1 av 1 arrangement');
    expect(dictionary('en').programme.filters.count(1, 40)).toBe('Showing 1 of 40 events');
  });
});
