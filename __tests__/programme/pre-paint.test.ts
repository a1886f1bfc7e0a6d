/** @jest-environment jsdom */
import { dropUnknownValues, knownValues } from '@/lib/programme/filter-values';
import { MIN_FESTIVAL_KEY } from '@/lib/programme/min-festival-store';
import { festivalDays, festivalDaysOf } from '@/lib/programme/festival-days';
import { festivalIsOn, SOON_MINUTES } from '@/lib/programme/now-next';
import { prePaintProgramme, type PrePaintOptions } from '@/lib/programme/pre-paint';
import {
  festivalSpans,
  PRE_PAINT_OBSERVER,
  prePaintProgrammeStart,
  type PrePaintStartOptions,
} from '@/lib/programme/pre-paint-start';
import {
  FILTER_KEYS,
  foldSearch,
  MIN_FESTIVAL_VIEW,
  STAGE_VIEW,
  matchesFilter,
  parseFilter,
  type FilterableEvent,
} from '@/lib/programme/programme-filter';

type Item = FilterableEvent & { start: string; end: string; title: string };

const items: Item[] = [
  {
    id: 'id-a',
    slug: 'a',
    age: '18',
    language: 'en',
    title: 'Pizzakurs i Kjøkkenteltet',
    text: foldSearch('Pizzakurs i Kjøkkenteltet'),
    day: '2031-08-15',
    venue: 'nord',
    categories: ['kurs'],
    dietary: ['vegansk'],
    start: '2031-08-15T08:00:00Z',
    end: '2031-08-15T09:00:00Z',
  },
  {
    id: 'id-b',
    slug: 'b',
    age: 'alle',
    language: 'nb',
    title: 'Ostesmaking',
    text: foldSearch('Ostesmaking'),
    day: '2031-08-15',
    venue: 'sor',
    categories: ['kurs', 'demo'],
    dietary: [],
    start: '2031-08-15T09:00:00Z',
    end: '2031-08-15T10:00:00Z',
  },
  {
    id: 'id-c',
    slug: 'c',
    age: 'alle',
    language: '',
    title: 'Blåbærsuppe for barn',
    text: foldSearch('Blåbærsuppe for barn'),
    day: '2031-08-16',
    venue: 'nord',
    categories: ['barn'],
    dietary: ['vegansk', 'glutenfri'],
    start: '2031-08-16T08:00:00Z',
    end: '2031-08-16T09:00:00Z',
  },
  {
    id: 'id-d',
    slug: 'd',
    age: 'alle',
    language: '',
    title: 'Smørbrød',
    text: foldSearch('Smørbrød'),
    day: '2031-08-16',
    venue: null,
    categories: [],
    dietary: [],
    start: '2031-08-16T10:00:00Z',
    end: '2031-08-16T11:00:00Z',
  },
];

/** The list's markup, as the server writes it. */
function listHtml() {
  const days = [...new Set(items.map((item) => item.day))];
  return `${days
    .map(
      (day) =>
        `<section data-programme-day="${day}"><ul>${items
          .filter((item) => item.day === day)
          .map(
            (item) =>
              `<li data-programme-event data-id="${item.id}" data-slug="${item.slug}" data-day="${item.day}"${
                item.venue ? ` data-venue="${item.venue}"` : ''
              } data-categories="${item.categories.join(' ')}" data-dietary="${item.dietary.join(' ')}" data-age="${item.age}"${
                item.language ? ` data-session-language="${item.language}"` : ''
              } data-start="${item.start}" data-end="${item.end}"><a data-search>${item.title}</a></li>`,
          )
          .join('')}</ul></section>`,
    )
    .join('')}`;
}

function render() {
  document.body.innerHTML = `<div id="program-x">${listHtml()}</div>`;
}

const options = (now: number): PrePaintOptions => ({
  root: 'program-x',
  storageKey: MIN_FESTIVAL_KEY,
  keys: FILTER_KEYS,
  minFestivalView: MIN_FESTIVAL_VIEW,
  stageView: STAGE_VIEW,
  narrow: '(max-width: 1px)',
  soonMinutes: SOON_MINUTES,
  days: festivalDays([...new Set(items.map((item) => item.day))]),
  observerKey: PRE_PAINT_OBSERVER,
  now,
});

const startOptions = (now: number): PrePaintStartOptions => ({
  root: 'program-x',
  parameters: Object.values(FILTER_KEYS),
  days: festivalDays([...new Set(items.map((item) => item.day))]),
  spans: festivalSpans(items, SOON_MINUTES),
  observerKey: PRE_PAINT_OBSERVER,
  now,
});

/** Runs the script as the page does: from its source text, with nothing else in scope. */
function runAsInlineScript(query: string, now = Date.parse('2030-01-01T00:00:00Z')) {
  window.history.replaceState(null, '', `/program${query}`);
  render();
  new Function(`(${prePaintProgramme.toString()})(${JSON.stringify(options(now))})`)();
}

const visibleSlugs = () =>
  [...document.querySelectorAll<HTMLElement>('[data-programme-event]:not([hidden])')].map(
    (item) => item.dataset.slug,
  );

beforeEach(() => window.localStorage.clear());

describe('the pre-paint script agrees with the filters island', () => {
  it.each([
    '',
    '?dag=2031-08-15',
    '?scene=nord',
    '?kategori=kurs',
    '?kosthold=vegansk',
    '?dag=2031-08-16&scene=nord&kosthold=glutenfri',
    '?kategori=kurs&scene=sor',
    '?kategori=hemmelig&dag=2031-13-45&scene=%3Cb%3E',
    '?scene=finnes-ikke',
    '?scene=finnes-ikke&scene=nord',
    '?scene=nord&scene=sor&kosthold=vegansk,glutenfri',
    '?alder=18',
    '?sprak=nb&sprak=en',
    '?sok=kjokken',
    '?sok=BLABAER',
    '?sok=smorbrod%20pizza',
    '?plan=id-a,id-d',
    '?vis=min-festival',
    '?vis=min-festival&dag=2031-08-16',
  ])('%s', (query) => {
    window.localStorage.setItem(
      MIN_FESTIVAL_KEY,
      JSON.stringify({
        version: 1,
        starred: [
          { slug: 'c', seen: 'x' },
          { id: 'id-b', slug: 'gammel', title: 'B', seen: 'y' },
        ],
      }),
    );
    runAsInlineScript(query);
    const expected = items
      .filter((item) =>
        matchesFilter(
          item,
          dropUnknownValues(parseFilter(query), knownValues(items)).filter,
          new Set(['id-b', 'c']),
        ),
      )
      .map((item) => item.slug);
    expect(visibleSlugs()).toEqual(expected);
    for (const section of document.querySelectorAll<HTMLElement>('[data-programme-day]')) {
      const day = section.dataset.programmeDay;
      expect(section.hidden).toBe(
        !items.some((item) => item.day === day && expected.includes(item.slug)),
      );
    }
  });

  it('shows nothing starred when the stored plan is corrupt', () => {
    window.localStorage.setItem(MIN_FESTIVAL_KEY, '{not json');
    runAsInlineScript('?vis=min-festival');
    expect(visibleSlugs()).toEqual([]);
  });

  it('marks finished events and a running festival from the clock', () => {
    runAsInlineScript('', Date.parse('2031-08-15T09:30:00Z'));
    const over = [...document.querySelectorAll<HTMLElement>('[data-over]')].map(
      (item) => item.dataset.slug,
    );
    expect(over).toEqual(['a']);
    expect(document.getElementById('program-x')!.hasAttribute('data-festival-on')).toBe(true);
  });

  it('leaves the festival off outside its days', () => {
    runAsInlineScript('', Date.parse('2031-09-01T09:30:00Z'));
    expect(document.getElementById('program-x')!.hasAttribute('data-festival-on')).toBe(false);
    expect(document.querySelectorAll('[data-over]')).toHaveLength(items.length);
  });
});

/** The page's order: the first half with an empty root, the list parsed, then the second half. */
async function runBothHalves(query: string, now: number) {
  window.history.replaceState(null, '', `/program${query}`);
  document.body.innerHTML = '<div id="program-x"></div>';
  new Function(`(${prePaintProgrammeStart.toString()})(${JSON.stringify(startOptions(now))})`)();
  const root = document.getElementById('program-x')!;
  const afterStart = {
    pending: root.hasAttribute('data-pre-paint-pending'),
    festivalOn: root.hasAttribute('data-festival-on'),
  };
  // The parser adds the list; the observer's callback runs before the next paint (a microtask).
  const template = document.createElement('template');
  template.innerHTML = listHtml();
  root.append(template.content);
  await Promise.resolve();
  const overBeforeSecondHalf = [...root.querySelectorAll<HTMLElement>('[data-over]')].map(
    (item) => item.dataset.slug,
  );
  new Function(`(${prePaintProgramme.toString()})(${JSON.stringify(options(now))})`)();
  return { root, afterStart, overBeforeSecondHalf };
}

describe("the pre-paint step's first half, before the list is parsed", () => {
  it.each([
    ['before the festival', '2031-08-14T09:00:00Z'],
    ['the evening before the first event, in Oslo', '2031-08-14T22:30:00Z'],
    ['soon before the first event', '2031-08-15T07:30:00Z'],
    ['during an event', '2031-08-15T08:30:00Z'],
    ['between the days', '2031-08-15T23:30:00Z'],
    ['after the last event, on its day', '2031-08-16T20:00:00Z'],
    ['after the festival', '2031-09-01T09:30:00Z'],
  ])('agrees with the island and the second half %s', async (_, at) => {
    const now = Date.parse(at);
    const { root, afterStart, overBeforeSecondHalf } = await runBothHalves('', now);
    const island = items.map((item) => ({ ...item, cancelled: false }));
    expect(afterStart.festivalOn).toBe(festivalIsOn(island, festivalDaysOf(island), now));
    expect(root.hasAttribute('data-festival-on')).toBe(afterStart.festivalOn);
    // Every finished event was marked as it was parsed, before the second half ran.
    const over = [...root.querySelectorAll<HTMLElement>('[data-over]')].map(
      (item) => item.dataset.slug,
    );
    expect(overBeforeSecondHalf).toEqual(over);
    expect(over).toEqual(
      items.filter((item) => Date.parse(item.end) <= now).map((item) => item.slug),
    );
  });

  it('reads no time zone in either half: a phone pays 20–30 ms for the first one', async () => {
    const timeZoneReads = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const { root } = await runBothHalves('?dag=2031-08-16', Date.parse('2031-08-15T22:30:00Z'));
      // 00:30 on the second day in Oslo, before any event that day: on by the day's bounds.
      expect(root.hasAttribute('data-festival-on')).toBe(true);
      expect(timeZoneReads).not.toHaveBeenCalled();
    } finally {
      timeZoneReads.mockRestore();
    }
  });

  it('leaves the list to show at once on a plain address, and marks nothing after the second half', async () => {
    const { root, afterStart } = await runBothHalves('', Date.parse('2030-01-01T00:00:00Z'));
    expect(afterStart.pending).toBe(false);
    expect(root.hasAttribute('data-pre-paint-pending')).toBe(false);
    // The observer stopped: an event added later is the island's to mark, not the script's.
    const late = document.createElement('li');
    late.setAttribute('data-programme-event', '');
    late.setAttribute('data-end', '2000-01-01T00:00:00Z');
    root.append(late);
    await Promise.resolve();
    expect(late.hasAttribute('data-over')).toBe(false);
  });

  it.each(['?dag=2031-08-15', '?sok=ost', '?vis=scene', '?plan=id-a', '?kategori=finnes-ikke'])(
    'hides the list for %s until the second half has filtered it',
    async (query) => {
      const { root, afterStart } = await runBothHalves(query, Date.parse('2030-01-01T00:00:00Z'));
      expect(afterStart.pending).toBe(true);
      expect(root.hasAttribute('data-pre-paint-pending')).toBe(false);
    },
  );

  it('does not hide the list for empty parameters or others', async () => {
    const { afterStart } = await runBothHalves(
      '?dag=&sok=%20&utm_source=nyhetsbrev',
      Date.parse('2030-01-01T00:00:00Z'),
    );
    expect(afterStart.pending).toBe(false);
  });

  it('shows the list even when the second half fails', () => {
    document.body.innerHTML = '<div id="program-x" data-pre-paint-pending></div>';
    const broken = { ...options(0), keys: undefined } as unknown as PrePaintOptions;
    prePaintProgramme(broken);
    expect(document.getElementById('program-x')!.hasAttribute('data-pre-paint-pending')).toBe(
      false,
    );
  });

  it('sends a few merged spans, not one per event', () => {
    expect(
      festivalSpans(
        [
          { start: '2031-08-15T10:00:00Z', end: '2031-08-15T11:00:00Z' },
          { start: '2031-08-15T08:00:00Z', end: '2031-08-15T09:00:00Z' },
          { start: '2031-08-15T09:30:00Z', end: '2031-08-15T10:30:00Z' },
          { start: '2031-08-16T08:00:00Z', end: '2031-08-16T09:00:00Z' },
          { start: 'not a time', end: '2031-08-16T09:00:00Z' },
        ],
        60,
      ).map(([from, to]) => [new Date(from).toISOString(), new Date(to).toISOString()]),
    ).toEqual([
      ['2031-08-15T07:00:00.000Z', '2031-08-15T11:00:00.000Z'],
      ['2031-08-16T07:00:00.000Z', '2031-08-16T09:00:00.000Z'],
    ]);
  });
});
