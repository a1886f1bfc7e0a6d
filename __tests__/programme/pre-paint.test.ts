/** @jest-environment jsdom */
import { dropUnknownValues, knownValues } from '@/lib/programme/filter-values';
import { MIN_FESTIVAL_KEY } from '@/lib/programme/min-festival-store';
import { SOON_MINUTES } from '@/lib/programme/now-next';
import { prePaintProgramme, type PrePaintOptions } from '@/lib/programme/pre-paint';
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

function render() {
  const days = [...new Set(items.map((item) => item.day))];
  document.body.innerHTML = `<div id="program-x">${days
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
    .join('')}</div>`;
}

const options = (now: number): PrePaintOptions => ({
  root: 'program-x',
  storageKey: MIN_FESTIVAL_KEY,
  keys: FILTER_KEYS,
  minFestivalView: MIN_FESTIVAL_VIEW,
  stageView: STAGE_VIEW,
  narrow: '(max-width: 1px)',
  soonMinutes: SOON_MINUTES,
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
