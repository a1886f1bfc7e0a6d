import type { ValidationContext } from 'sanity';
import { formatDayHeading } from '@/lib/programme/oslo-time';
import { programmeMessages } from '@/sanity/programme-rules';
import {
  eventInFestival,
  eventVenue,
  eventVenueOverlap,
} from '@/sanity/schema/fields/programme-checks';
import { word } from './generated-dataset';
import { osloSummer } from './generated-programme';

type Fetched = { query: string; params: Record<string, unknown> };

/** A validation context whose client answers every query with `result`, recording the queries. */
function contextAnswering(result: unknown) {
  const fetched: Fetched[] = [];
  const context = {
    getClient: () => ({
      fetch: async (query: string, params: Record<string, unknown>) => {
        fetched.push({ query, params });
        return result;
      },
    }),
  } as unknown as ValidationContext;
  return { context, fetched };
}

const day = (key: string) => formatDayHeading(key).toLowerCase();

describe('the studio warns and refuses as content:check does, with the same message', () => {
  it('an event without a venue is refused without asking the dataset', async () => {
    const { context, fetched } = contextAnswering(true);
    expect(await eventVenue(undefined, context)).toBe(programmeMessages.venueMissing);
    expect(await eventVenue({}, context)).toBe(programmeMessages.venueMissing);
    expect(fetched).toEqual([]);
  });

  it('a venue that no longer exists is refused; one that exists passes', async () => {
    const ref = word('venue');
    const gone = contextAnswering(false);
    expect(await eventVenue({ _ref: ref }, gone.context)).toBe(programmeMessages.venueNotFound);
    expect(gone.fetched[0].params).toEqual({ id: ref });
    const there = contextAnswering(true);
    expect(await eventVenue({ _ref: ref }, there.context)).toBe(true);
  });

  it('a start outside the festival’s dates is warned about; inside, or with no dates, passes', async () => {
    const festival = { startDate: '2031-06-13', endDate: '2031-06-15' };
    const { context, fetched } = contextAnswering(festival);
    expect(await eventInFestival(osloSummer('2031-06-16', 0.5), context)).toBe(
      programmeMessages.outsideFestival(day('2031-06-16'), day('2031-06-13'), day('2031-06-15')),
    );
    expect(fetched[0].params).toEqual({ id: 'siteSettings' });
    expect(await eventInFestival(osloSummer('2031-06-15', 23.5), context)).toBe(true);
    expect(
      await eventInFestival(osloSummer('2031-06-16', 0.5), contextAnswering(null).context),
    ).toBe(true);
  });

  it('a festival of one day names that day alone', async () => {
    const { context } = contextAnswering({ startDate: '2031-06-13' });
    expect(await eventInFestival(osloSummer('2031-06-14', 10), context)).toBe(
      programmeMessages.outsideFestival(day('2031-06-14'), day('2031-06-13'), day('2031-06-13')),
    );
  });

  it('an event overlapping others at its venue gets a warning per event, naming both, on the start field', async () => {
    const venue = word('venue');
    const venueName = word('Scene');
    const id = word('event');
    const overlapping = {
      id: word('event'),
      title: word('Annet'),
      start: osloSummer('2031-06-13', 12.5),
      end: osloSummer('2031-06-13', 14),
      status: 'changed',
    };
    const backToBack = {
      id: word('event'),
      title: word('Etterpå'),
      start: osloSummer('2031-06-13', 13),
      end: osloSummer('2031-06-13', 14),
    };
    const cancelled = { ...overlapping, id: word('event'), status: 'cancelled' };
    const { context, fetched } = contextAnswering({
      venueName,
      events: [overlapping, backToBack, cancelled],
    });
    const value = {
      _id: `drafts.${id}`,
      title: word('Dette'),
      start: osloSummer('2031-06-13', 12),
      end: osloSummer('2031-06-13', 13),
      venue: { _ref: venue },
    };
    expect(await eventVenueOverlap(value, context)).toEqual([
      {
        message: programmeMessages.venueOverlap(
          venueName,
          { title: value.title, time: '12:00–13:00' },
          { title: overlapping.title, time: '12:30–14:00' },
        ),
        path: ['start'],
      },
    ]);
    // Other events are compared without the event's own published copy.
    expect(fetched[0].params).toEqual({ venue, id });
  });

  it('a cancelled event, or one without venue or times, is not checked for overlaps', async () => {
    const { context, fetched } = contextAnswering({ venueName: 'x', events: [] });
    const base = { start: osloSummer('2031-06-13', 12), end: osloSummer('2031-06-13', 13) };
    expect(
      await eventVenueOverlap({ ...base, venue: { _ref: 'v' }, status: 'cancelled' }, context),
    ).toBe(true);
    expect(await eventVenueOverlap({ ...base }, context)).toBe(true);
    expect(await eventVenueOverlap({ venue: { _ref: 'v' } }, context)).toBe(true);
    expect(fetched).toEqual([]);
  });
});
