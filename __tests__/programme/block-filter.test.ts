import { randomBytes } from 'node:crypto';
import { eventsCoveredBy } from '@/lib/programme/block-filter';
import type { ProgrammeEvent } from '@/lib/sanity/types';

const word = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

describe('eventsCoveredBy', () => {
  const venueA = { _id: word('venue'), name: word('Scene'), slug: word('scene') };
  const venueB = { _id: word('venue'), name: word('Scene'), slug: word('scene') };
  const event = (venue: typeof venueA, categories: ProgrammeEvent['categories']) =>
    ({
      _id: word('event'),
      slug: word('arrangement'),
      venue: { ...venue, description: null, accessibility: null, order: null },
      categories,
    }) as unknown as ProgrammeEvent;
  const events = [event(venueA, ['kurs']), event(venueB, ['kurs', 'barn']), event(venueA, null)];

  it('lists every event without presets, and only the matching ones with them', () => {
    expect(eventsCoveredBy({ venue: null, category: null }, events)).toEqual(events);
    expect(eventsCoveredBy({ venue: venueA, category: null }, events)).toEqual([
      events[0],
      events[2],
    ]);
    expect(eventsCoveredBy({ venue: null, category: 'barn' }, events)).toEqual([events[1]]);
    expect(eventsCoveredBy({ venue: venueA, category: 'kurs' }, events)).toEqual([events[0]]);
  });
});
