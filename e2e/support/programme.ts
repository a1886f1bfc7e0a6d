import { expect, type Page } from '@playwright/test';
import { eventDays } from '../../lib/programme/event-days';
import { formatDayHeading, osloDayKey } from '../../lib/programme/oslo-time';
import { displayText } from '../../sanity/translations';
import { readDataset, required, type DatasetDocument } from './dataset';

/** The programme pages of e2e/fixtures/programme.ndjson: the whole programme, and one venue's. */
export const PROGRAMME_PAGE = '/e2e-program';
export const VENUE_PROGRAMME_PAGE = '/e2e-program-nord';

export type ListedEvent = {
  id: string;
  slug: string;
  title: string;
  start: string;
  end: string;
  day: string;
  /** Every Oslo day it is listed under (lib/programme/event-days.ts). */
  days: string[];
  venueId: string | null;
  venueSlug: string | null;
  venueName: string | null;
  categories: string[];
  dietary: string[];
  status: string;
  statusNote: string | null;
  previousStart: string | null;
  ticketUrl: string | null;
  soldOut: boolean;
};

const published = (document: DatasetDocument) =>
  !document._id.startsWith('drafts.') && !document._id.startsWith('versions.');

type Slug = { current?: string } | undefined;

/** Every event visitors see, as the programme lists them: start order, then title. */
export function programmeEvents(documents = readDataset()): ListedEvent[] {
  const venues = new Map(
    documents
      .filter((document) => document._type === 'venue' && published(document))
      .map((venue) => [venue._id, venue]),
  );
  return documents
    .filter((document) => document._type === 'programmeEvent' && published(document))
    .filter((event) => (event.slug as Slug)?.current && event.start && event.end)
    .map((event): ListedEvent => {
      const venue = venues.get((event.venue as { _ref?: string } | undefined)?._ref ?? '');
      return {
        id: event._id,
        slug: (event.slug as Slug)!.current!,
        // A text is a plain string or translated per language: the Norwegian edition shows the
        // Norwegian text.
        title: displayText(event.title) ?? '',
        start: String(event.start),
        end: String(event.end),
        day: osloDayKey(String(event.start)),
        days: eventDays({ start: String(event.start), end: String(event.end) }),
        venueId: venue?._id ?? null,
        venueSlug: (venue?.slug as Slug)?.current ?? null,
        venueName: venue ? (displayText(venue.name) ?? null) : null,
        categories: (event.categories as string[] | undefined) ?? [],
        dietary: (event.dietary as string[] | undefined) ?? [],
        status: typeof event.status === 'string' ? event.status : 'planned',
        statusNote: displayText(event.statusNote) ?? null,
        previousStart: typeof event.previousStart === 'string' ? event.previousStart : null,
        ticketUrl: typeof event.ticketUrl === 'string' ? event.ticketUrl : null,
        soldOut: event.soldOut === true,
      };
    })
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.title.localeCompare(b.title));
}

/** The fixture's own events (their ids start with e2e-prog-), never the seed's. */
export function fixtureEvents(): ListedEvent[] {
  const ids = new Set(
    readDataset()
      .filter((document) => document._id.startsWith('e2e-prog-'))
      .map((document) => document._id),
  );
  const slugs = new Set(
    readDataset()
      .filter((document) => ids.has(document._id) && document._type === 'programmeEvent')
      .map((document) => (document.slug as Slug)?.current),
  );
  return programmeEvents().filter((event) => slugs.has(event.slug));
}

export function fixtureEvent(slug: string): ListedEvent {
  return required(
    fixtureEvents().find((event) => event.slug === slug),
    `the programme fixture event ${slug}`,
  );
}

export function dayHeading(event: ListedEvent): string {
  return formatDayHeading(event.day);
}

/** An event's (first) item; an event over several days has one under each day. */
export const item = (page: Page, slug: string) =>
  page.locator(`[data-programme-event][data-slug="${slug}"]`).first();

/** Every item of an event (one per day it is listed under). */
export const items = (page: Page, slug: string) =>
  page.locator(`[data-programme-event][data-slug="${slug}"]`);

/** Slugs of the listed events a visitor sees now, each once, in page order. */
export async function visibleSlugs(page: Page): Promise<string[]> {
  const slugs = await page
    .locator('[data-programme-event]:visible')
    .evaluateAll((found) => found.map((element) => (element as HTMLElement).dataset.slug ?? ''));
  return [...new Set(slugs)];
}

/** Opens a programme page and waits until its island drives the list. */
export async function openProgramme(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.locator('[data-programme-controls][data-ready]')).toHaveCount(1);
}
