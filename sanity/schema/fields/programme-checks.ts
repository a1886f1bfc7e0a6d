import type { ValidationContext, ValidationError } from 'sanity';
import { SANITY_API_VERSION } from '../../../lib/sanity/constants';
import { publishedIdOf } from '../../../lib/sanity/document-ids';
import {
  festivalDatesProblem,
  venueOverlapProblems,
  venueProblem,
  type FestivalDates,
  type ScheduledEvent,
} from '../../programme-rules';
import { singletonIds } from '../../rules';

/**
 * The studio side of ../../programme-rules' cross-document rules: each function is a custom
 * validator with the same Norwegian message `npm run content:check` prints. The festival's
 * dates and overlaps are warnings (`.warning()` where they are used): the editor may mean them.
 */

type Fetcher = Pick<ReturnType<ValidationContext['getClient']>, 'fetch'>;

const client = (context: ValidationContext): Fetcher =>
  context.getClient({ apiVersion: SANITY_API_VERSION });

type Reference = { _ref?: string } | undefined;

// A venue counts when it exists at all, published or as a draft: publishing the event then
// tells the editor to publish the venue (Sanity refuses a reference to an unpublished document).
const VENUE_EXISTS_QUERY = `count(*[_type == "venue" && _id in [$id, "drafts." + $id]]) > 0`;

/** The event's venue: chosen, and one that exists. */
export async function eventVenue(
  value: Reference,
  context: ValidationContext,
): Promise<true | string> {
  const ref = value?._ref;
  if (!ref) return venueProblem(value, false) ?? true;
  const exists = await client(context).fetch<boolean>(VENUE_EXISTS_QUERY, { id: ref });
  return venueProblem(value, exists === true) ?? true;
}

const FESTIVAL_QUERY = `*[_id == $id][0].festival{ startDate, endDate }`;

/** The event's start within the festival's days, when site settings give them (a warning). */
export async function eventInFestival(
  start: string | undefined,
  context: ValidationContext,
): Promise<true | string> {
  if (!start) return true;
  const festival = await client(context).fetch<FestivalDates>(FESTIVAL_QUERY, {
    id: singletonIds.siteSettings,
  });
  return festivalDatesProblem(start, festival) ?? true;
}

// Other published events at the venue, as visitors see the programme, and the venue's name.
const SAME_VENUE_QUERY = `{
  "venueName": *[_id == $venue][0].name,
  "events": *[_type == "programmeEvent" && venue._ref == $venue && _id != $id
    && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{
    "id": _id, title, start, end, status
  }
}`;

type EventValue = {
  _id?: string;
  title?: string;
  start?: string;
  end?: string;
  status?: string;
  venue?: Reference;
};

type SameVenue = { venueName?: string | null; events?: Omit<ScheduledEvent, 'venueRef'>[] | null };

/**
 * Document-level: other events at the same venue whose time overlaps this one's (a warning per
 * event, naming both), marked on the start field.
 */
export async function eventVenueOverlap(
  value: EventValue | undefined,
  context: ValidationContext,
): Promise<true | ValidationError[]> {
  const venue = value?.venue?._ref;
  if (!value || !venue || !value.start || !value.end || value.status === 'cancelled') return true;
  const id = publishedIdOf(value._id ?? '');
  const found = await client(context).fetch<SameVenue | null>(SAME_VENUE_QUERY, { venue, id });
  const self: ScheduledEvent = {
    id,
    title: value.title,
    start: value.start,
    end: value.end,
    status: value.status,
    venueRef: venue,
    venueName: found?.venueName ?? undefined,
  };
  const others = (found?.events ?? []).map((event) => ({ ...event, venueRef: venue }));
  const messages = venueOverlapProblems(self, others);
  return messages.length > 0 ? messages.map((message) => ({ message, path: ['start'] })) : true;
}
