import { evaluate, parse } from 'groq-js';
import type { StructureBuilder, StructureResolverContext } from 'sanity/structure';
import { osloDayRange } from '@/lib/programme/oslo-day-range';
import { formatDayHeading } from '@/lib/programme/oslo-time';
import {
  eventPreviewSubtitle,
  festivalDayKeys,
  programmeBlockPreview,
} from '@/sanity/programme-desk';
import { structure } from '@/sanity/structure';
import { word } from './generated-dataset';

/**
 * A stand-in for Sanity's structure builder that records every call: each builder method
 * returns a node whose calls are kept by name, so the test reads back the desk the resolver
 * built (titles, ids, filters, orderings, children) without a studio.
 */
type Recorded = { kind: string; args: unknown[]; calls: Record<string, unknown[]> };

function recorder(kind: string, args: unknown[]): Recorded & Record<string, unknown> {
  const node: Recorded = { kind, args, calls: {} };
  const proxy: Record<string, unknown> = new Proxy(node, {
    // Not a thenable: the day list is returned from an async child and gets awaited.
    get: (target, key: string) =>
      key === 'then'
        ? undefined
        : key in target
          ? target[key as keyof Recorded]
          : (...callArgs: unknown[]) => {
              target.calls[key] = callArgs;
              return proxy;
            },
  });
  return proxy as Recorded & Record<string, unknown>;
}

const S = new Proxy(
  {},
  {
    get:
      (_, kind: string) =>
      (...args: unknown[]) =>
        recorder(kind, args),
  },
) as unknown as StructureBuilder;

const itemsOf = (list: Recorded) => list.calls.items[0] as Recorded[];
const titled = (items: Recorded[], title: string) => {
  const item = items.find((candidate) => candidate.calls.title?.[0] === title);
  if (!item) throw new Error(`no item ${title}`);
  return item;
};

function desk(starts: unknown[]) {
  const fetched: string[] = [];
  const context = {
    getClient: () => ({
      fetch: async (query: string) => {
        fetched.push(query);
        return starts;
      },
    }),
  } as unknown as StructureResolverContext;
  return { root: structure(S, context) as unknown as Recorded, fetched };
}

// Summer time and winter time, and the nights the clocks change (Oslo).
const CASES = {
  summer: ['2031-06-13T10:00:00Z', '2031-06-13T21:59:00Z', '2031-06-13T22:00:00Z'],
  winter: ['2031-01-10T22:59:00Z', '2031-01-10T23:00:00Z'],
};

describe('the studio desk: events grouped by festival day, in Oslo time', () => {
  it('lists the programme as “Arrangementer per dag” and “Alle arrangementer” ordered by start', async () => {
    const { root, fetched } = desk([...CASES.summer, null, 'ikke en dato']);
    const events = titled(itemsOf(root), 'Arrangementer');
    const list = events.calls.child[0] as Recorded;
    const all = titled(itemsOf(list), 'Alle arrangementer').calls.child[0] as Recorded;
    expect(all.args).toEqual(['programmeEvent']);
    expect(all.calls.defaultOrdering[0]).toEqual([{ field: 'start', direction: 'asc' }]);
    expect(titled(itemsOf(root), 'Scener').calls.schemaType).toEqual(['venue']);

    const perDay = titled(itemsOf(list), 'Arrangementer per dag');
    const days = (await (perDay.calls.child[0] as () => Promise<Recorded>)()) as Recorded;
    expect(fetched).toHaveLength(1);
    // 21:59 UTC is still the 13th in Oslo (UTC+2); 22:00 UTC is the 14th.
    expect(itemsOf(days).map((item) => item.calls.title[0])).toEqual([
      formatDayHeading('2031-06-13'),
      formatDayHeading('2031-06-14'),
    ]);
  });

  it('each day’s list holds exactly the events starting that Oslo day, by start (run with GROQ)', async () => {
    const starts = [...CASES.summer, ...CASES.winter];
    const { root } = desk(starts);
    const list = titled(itemsOf(root), 'Arrangementer').calls.child[0] as Recorded;
    const perDay = titled(itemsOf(list), 'Arrangementer per dag');
    const days = itemsOf(await (perDay.calls.child[0] as () => Promise<Recorded>)());
    const dataset = starts.map((start) => ({ _id: word('event'), _type: 'programmeEvent', start }));
    dataset.push({ _id: word('venue'), _type: 'venue', start: CASES.summer[0] });

    const perKey: Record<string, string[]> = {};
    for (const item of days) {
      const dayList = item.calls.child[0] as Recorded;
      expect(dayList.calls.defaultOrdering[0]).toEqual([{ field: 'start', direction: 'asc' }]);
      const filter = dayList.calls.filter[0] as string;
      const params = dayList.calls.params[0] as Record<string, unknown>;
      const result = await evaluate(parse(`*[${filter}] | order(start asc).start`, { params }), {
        dataset,
        params,
      });
      perKey[item.calls.id[0] as string] = (await result.get()) as string[];
    }
    expect(perKey).toEqual({
      '2031-01-10': ['2031-01-10T22:59:00Z'],
      '2031-01-11': ['2031-01-10T23:00:00Z'],
      '2031-06-13': ['2031-06-13T10:00:00Z', '2031-06-13T21:59:00Z'],
      '2031-06-14': ['2031-06-13T22:00:00Z'],
    });
  });

  it('works out Oslo days across the changes to and from summer time', () => {
    expect(osloDayRange('2031-03-30')).toEqual({
      from: '2031-03-29T23:00:00.000Z',
      to: '2031-03-30T22:00:00.000Z',
    });
    expect(osloDayRange('2031-10-26')).toEqual({
      from: '2031-10-25T22:00:00.000Z',
      to: '2031-10-26T23:00:00.000Z',
    });
    expect(() => osloDayRange('13.06.2031')).toThrow(RangeError);
    expect(festivalDayKeys(['2031-10-26T22:30:00Z', '2031-03-29T23:30:00Z', 7])).toEqual([
      '2031-03-30',
      '2031-10-26',
    ]);
  });
});

describe('studio previews', () => {
  it('an event shows day, time and venue in Oslo time, whatever the machine’s zone', () => {
    expect(
      eventPreviewSubtitle({
        start: '2031-06-14T10:00:00Z',
        end: '2031-06-14T11:30:00Z',
        venueName: 'Teltet',
      }),
    ).toBe(`${formatDayHeading('2031-06-14')} · 12:00–13:30 · Teltet`);
    expect(
      eventPreviewSubtitle({
        start: '2031-01-10T23:15:00Z',
        end: '2031-01-11T00:00:00Z',
        venueName: 'Kjelleren',
        status: 'cancelled',
      }),
    ).toBe(`Avlyst · ${formatDayHeading('2031-01-11')} · 00:15–01:00 · Kjelleren`);
  });

  it('an event says what it lacks', () => {
    expect(eventPreviewSubtitle({ status: 'changed' })).toBe(
      'Endret · Uten tidspunkt · Uten scene',
    );
    expect(eventPreviewSubtitle({ start: '2031-06-14T10:00:00Z' })).toBe(
      `${formatDayHeading('2031-06-14')} · fra 12:00 · Uten scene`,
    );
  });

  it('the programme block says what it lists', () => {
    expect(
      programmeBlockPreview({ title: 'Lørdag', venueName: 'Teltet', category: 'kurs' }),
    ).toEqual({ title: 'Lørdag', subtitle: 'Program · bare Teltet, Kurs' });
    expect(programmeBlockPreview({})).toEqual({
      title: 'Program uten tittel',
      subtitle: 'Program · hele programmet',
    });
  });
});
