import { readFileSync } from 'node:fs';
import { type APIResponse, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import ICAL from 'ical.js';
import { CALENDAR_UID_DOMAIN } from '../lib/programme/calendar';
import { CATEGORY_LABELS, DIETARY_LABELS } from '../lib/programme/labels';
import { openInScheme, SCHEMES, wcagViolations } from './support/a11y';
import { serverFiles, waitForALaterCacheWrite } from './support/build';
import { readDataset, required, type DatasetDocument } from './support/dataset';

// Event pages, their JSON-LD, the calendar files and the sitemap, against the built site with
// the documents of e2e/fixtures/events.ndjson; every expectation is derived from those documents.

type FixtureEvent = DatasetDocument & {
  title: string;
  slug: { current: string };
  summary: string;
  description?: string;
  image?: { alt?: string };
  start: string;
  end: string;
  venue: { _ref: string };
  categories?: (keyof typeof CATEGORY_LABELS)[];
  dietary?: (keyof typeof DIETARY_LABELS)[];
  price?: number;
  ticketUrl?: string;
  status?: 'planned' | 'changed' | 'cancelled';
  statusNote?: string;
  previousStart?: string;
};
type FixtureVenue = DatasetDocument & { name: string; description: string; accessibility: string };

const fixtures = readFileSync('e2e/fixtures/events.ndjson', 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as DatasetDocument);

const isPublished = (document: DatasetDocument) =>
  !document._id.startsWith('drafts.') && !document._id.startsWith('versions.');
const fixtureEvents = fixtures.filter(
  (document): document is FixtureEvent => document._type === 'programmeEvent',
);
const publishedEvents = fixtureEvents.filter(isPublished);
const venueOf = (event: FixtureEvent) =>
  required(
    fixtures.find((document): document is FixtureVenue => document._id === event.venue._ref),
    `the venue ${event.venue._ref}`,
  );

const planned = required(
  publishedEvents.find(
    (event) => (event.status ?? 'planned') === 'planned' && event.ticketUrl && event.image,
  ),
  'a planned event with a ticket link and an image',
);
const changed = required(
  publishedEvents.find((event) => event.status === 'changed' && event.previousStart),
  'a moved event',
);
const cancelled = required(
  publishedEvents.find((event) => event.status === 'cancelled'),
  'a cancelled event',
);
const draft = required(
  fixtureEvents.find((event) => !isPublished(event)),
  'a draft event',
);
const winter = required(
  publishedEvents.find((event) => event.start.startsWith('2027-01')),
  'an event in winter time',
);

const settings = required(
  readDataset().find((document) => document._id === 'siteSettings') as
    (DatasetDocument & { festival?: { name?: string; locationName?: string } }) | undefined,
  'site settings',
);
const festivalName = required(settings.festival?.name, 'a festival name in site settings');
const festivalAddress = required(
  settings.festival?.locationName,
  'a festival address in site settings',
);

// Oslo wall-clock time, computed independently of the site's own helpers.
const osloClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Oslo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const osloTime = (iso: string) => osloClock.format(new Date(iso));
const osloDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date(iso));

const eventUrl = (event: FixtureEvent) => `/arrangement/${event.slug.current}`;
const calendarUrl = (event: FixtureEvent) => `${eventUrl(event)}/kalender.ics`;
const PAGE_CACHE_CONTROL = 's-maxage=300, stale-while-revalidate=31535700';

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function eventJsonLd(page: Page) {
  const items = await jsonLd(page);
  const events = items.filter((item) => item['@type'] === 'Event');
  expect(events).toHaveLength(1);
  return { event: events[0], organization: items.find((item) => item['@type'] === 'Organization') };
}

async function calendarEvents(response: APIResponse) {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="[^"]+\.ics"/);
  expect(response.headers()['cache-control']).toBe(PAGE_CACHE_CONTROL);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

const instant = (component: ICAL.Component, name: string) =>
  (component.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();

test.describe('event page', () => {
  test('shows everything about the event in the site frame @mobile', async ({ page }) => {
    const venue = venueOf(planned);
    const response = await page.goto(eventUrl(planned), { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(planned.title);
    await expect(main.locator('[data-event-time]')).toContainText(
      `${osloTime(planned.start)}–${osloTime(planned.end)}`,
    );
    await expect(main.locator('[data-event-fact="venue"] dd')).toHaveText(venue.name);
    await expect(main.locator('[data-event-fact="categories"] dd')).toHaveText(
      (planned.categories ?? []).map((value) => CATEGORY_LABELS[value]).join(', '),
    );
    await expect(main.locator('[data-event-fact="dietary"] dd')).toHaveText(
      (planned.dietary ?? []).map((value) => DIETARY_LABELS[value]).join(', '),
    );
    await expect(main.locator('[data-event-fact="price"] dd')).toHaveText(
      new RegExp(`^${planned.price}\\s?kr$`),
    );
    await expect(main.locator('[data-event-summary]')).toHaveText(planned.summary);
    await expect(
      main.getByText(required(planned.description, 'a description').split('\n')[0]),
    ).toBeVisible();
    await expect(
      main.getByRole('img', { name: required(planned.image?.alt, 'alt text') }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: `Om ${venue.name}` })).toBeVisible();
    await expect(main.getByText(venue.description)).toBeVisible();
    await expect(main.locator('[data-venue-accessibility]')).toHaveText(venue.accessibility);

    const ticket = main.getByRole('link', { name: /^Kjøp billett/ });
    await expect(ticket).toHaveAttribute('href', required(planned.ticketUrl, 'a ticket URL'));
    await expect(ticket).toHaveAttribute('data-analytics-event', 'ticket-link-followed');
    const calendar = main.getByRole('link', { name: /^Legg i kalenderen/ });
    await expect(calendar).toHaveAttribute('href', calendarUrl(planned));
    await expect(calendar).toHaveAttribute('data-analytics-event', 'calendar-downloaded');
    await expect(calendar).toHaveAttribute('data-analytics-slug', planned.slug.current);
    const star = main.getByRole('button', { name: `Legg til i Min festival: ${planned.title}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    // The theme toggle gets its label once React has hydrated the page; the star works from then.
    await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute('aria-label', /modus/, {
      timeout: 20_000,
    });
    await star.click();
    await expect(
      main.getByRole('button', { name: `Fjern fra Min festival: ${planned.title}` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('lists the other events at the same venue that day, and only those', async ({ page }) => {
    await page.goto(eventUrl(planned), { waitUntil: 'domcontentloaded' });
    const day = osloDay(planned.start);
    const expected = publishedEvents.filter(
      (event) =>
        event._id !== planned._id &&
        event.venue._ref === planned.venue._ref &&
        osloDay(event.start) === day,
    );
    expect(expected.length).toBeGreaterThan(0);
    const others = publishedEvents.filter((event) => !expected.includes(event));
    const list = page.locator('[data-same-venue]');
    await expect(list.getByRole('heading')).toHaveText(`Mer på ${venueOf(planned).name} samme dag`);
    await expect(list.getByRole('link')).toHaveText(expected.map((event) => event.title));
    for (const event of expected) {
      await expect(list.getByRole('link', { name: event.title })).toHaveAttribute(
        'href',
        eventUrl(event),
      );
    }
    for (const event of others) await expect(list.getByText(event.title)).toHaveCount(0);
  });

  test('a moved event says "Endret" with the note and strikes the old time through', async ({
    page,
  }) => {
    await page.goto(eventUrl(changed), { waitUntil: 'domcontentloaded' });
    const notice = page.locator('[data-event-status="changed"]');
    await expect(notice).toContainText('Endret');
    await expect(notice).toContainText(required(changed.statusNote, 'a note'));
    await expect(page.locator('[data-event-time]')).toContainText(osloTime(changed.start));
    const old = page.locator('[data-event-previous-time] del');
    await expect(old).toContainText(osloTime(required(changed.previousStart, 'a previous start')));
  });

  test('a cancelled event says "Avlyst" with the note, its title struck, no ticket link', async ({
    page,
  }) => {
    await page.goto(eventUrl(cancelled), { waitUntil: 'domcontentloaded' });
    const notice = page.locator('[data-event-status="cancelled"]');
    await expect(notice).toContainText('Avlyst');
    await expect(notice).toContainText(required(cancelled.statusNote, 'a note'));
    await expect(page.locator('h1 .line-through')).toHaveText(cancelled.title);
    await expect(page.getByRole('link', { name: /^Kjøp billett/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Legg i kalenderen/ })).toBeVisible();
  });

  test('shows winter-time events in Oslo time', async ({ page }) => {
    await page.goto(eventUrl(winter), { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-event-time]')).toContainText(
      `${osloTime(winter.start)}–${osloTime(winter.end)}`,
    );
  });

  test('has its title, description, canonical URL and share image', async ({ page, baseURL }) => {
    await page.goto(eventUrl(planned), { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveTitle(new RegExp(`^${planned.title}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      planned.summary,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${eventUrl(planned)}`,
    );
    // An event exists once for both editions: each page names the other as its translation.
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${baseURL}/en/events/${encodeURIComponent(planned.slug.current)}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${baseURL}${eventUrl(planned)}`,
    );
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /folk-langbord/,
    );
  });
});

test.describe('event JSON-LD', () => {
  test('a planned event: Event with Oslo offsets, venue at the festival address, offer, festival', async ({
    page,
    baseURL,
  }) => {
    await page.goto(eventUrl(planned), { waitUntil: 'domcontentloaded' });
    const { event, organization } = await eventJsonLd(page);
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name: planned.title,
      url: `${baseURL}${eventUrl(planned)}`,
      startDate: `${osloDay(planned.start)}T${osloTime(planned.start)}:00+02:00`,
      endDate: `${osloDay(planned.end)}T${osloTime(planned.end)}:00+02:00`,
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: venueOf(planned).name,
        address: { '@type': 'PostalAddress', streetAddress: festivalAddress },
      },
      offers: {
        '@type': 'Offer',
        price: planned.price,
        priceCurrency: 'NOK',
        url: planned.ticketUrl,
      },
      superEvent: { name: festivalName },
    });
    expect(required(organization, 'the Organization')['@id']).toBeTruthy();
    expect(event.organizer).toEqual({ '@id': organization?.['@id'] });
  });

  test('a moved event is EventRescheduled with its previous start; a cancelled one EventCancelled', async ({
    page,
  }) => {
    await page.goto(eventUrl(changed), { waitUntil: 'domcontentloaded' });
    const moved = (await eventJsonLd(page)).event;
    const previous = required(changed.previousStart, 'a previous start');
    expect(moved.eventStatus).toBe('https://schema.org/EventRescheduled');
    expect(moved.previousStartDate).toBe(`${osloDay(previous)}T${osloTime(previous)}:00+02:00`);
    await page.goto(eventUrl(cancelled), { waitUntil: 'domcontentloaded' });
    expect((await eventJsonLd(page)).event.eventStatus).toBe('https://schema.org/EventCancelled');
  });

  test('a winter event carries +01:00', async ({ page }) => {
    await page.goto(eventUrl(winter), { waitUntil: 'domcontentloaded' });
    expect((await eventJsonLd(page)).event.startDate).toBe(
      `${osloDay(winter.start)}T${osloTime(winter.start)}:00+01:00`,
    );
  });
});

test.describe('unknown and unpublished events', () => {
  test('an unknown slug is the not-found screen, in the HTML, with scripts off', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/arrangement/finnes-ikke-${Date.now()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Siden ble ikke funnet.' })).toBeVisible();
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await context.close();
  });

  test('a draft event is not found', async ({ request }) => {
    const response = await request.get(eventUrl(draft));
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Siden ble ikke funnet.');
    expect((await request.get(calendarUrl(draft))).status()).toBe(404);
  });

  test('unknown event slugs add nothing to the page cache on disk', async ({ request }) => {
    const slugs = Array.from({ length: 5 }, (_, i) => `ukjent-arrangement-${Date.now()}-${i}`);
    for (const slug of slugs) {
      expect((await request.get(`/arrangement/${slug}`)).status(), slug).toBe(404);
      expect((await request.get(`/arrangement/${slug}/kalender.ics`)).status(), slug).toBe(404);
    }
    await waitForALaterCacheWrite(request, {
      document: planned,
      url: eventUrl(planned),
      slug: planned.slug.current,
    });
    expect(serverFiles().filter((file) => slugs.some((slug) => file.includes(slug)))).toEqual([]);
  });

  test('the late-event route has no URL of its own: it redirects to the event page', async ({
    request,
  }) => {
    const response = await request.get(`/sider${eventUrl(planned)}`, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe(eventUrl(planned));
  });
});

test.describe('calendar files', () => {
  test("an event's file: UID, summary, instants, location, URL, description", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(calendarUrl(planned));
    expect(response.headers()['content-disposition']).toContain(`${planned.slug.current}.ics`);
    const { events } = await calendarEvents(response);
    expect(events).toHaveLength(1);
    const [vevent] = events;
    // One UID on every host name the site answers on (lib/programme/calendar.ts).
    expect(vevent.getFirstPropertyValue('uid')).toBe(`${planned._id}@${CALENDAR_UID_DOMAIN}`);
    expect(vevent.getFirstPropertyValue('summary')).toBe(planned.title);
    expect(instant(vevent, 'dtstart')).toBe(new Date(planned.start).toISOString());
    expect(instant(vevent, 'dtend')).toBe(new Date(planned.end).toISOString());
    expect(vevent.getFirstPropertyValue('location')).toBe(
      `${venueOf(planned).name}, ${festivalAddress}`,
    );
    expect(vevent.getFirstPropertyValue('url')).toBe(`${baseURL}${eventUrl(planned)}`);
    expect(vevent.getFirstPropertyValue('description')).toBe(planned.summary);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(instant(vevent, 'last-modified')).toBe(
      new Date(planned._updatedAt as string).toISOString(),
    );
  });

  test("a cancelled event's file is STATUS:CANCELLED; an unknown event's is a 404", async ({
    request,
  }) => {
    const { events } = await calendarEvents(await request.get(calendarUrl(cancelled)));
    expect(events[0].getFirstPropertyValue('status')).toBe('CANCELLED');
    const missing = await request.get(`/arrangement/finnes-ikke-${Date.now()}/kalender.ics`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await missing.text()).toContain('Fant ikke arrangementet.');
  });

  test('/kalender.ics is the whole programme, named and with refresh hints', async ({
    request,
  }) => {
    const expected = readDataset().filter(
      (document) =>
        document._type === 'programmeEvent' &&
        isPublished(document) &&
        typeof (document as Partial<FixtureEvent>).slug?.current === 'string' &&
        typeof document.start === 'string' &&
        typeof document.end === 'string',
    );
    const { calendar, events } = await calendarEvents(await request.get('/kalender.ics'));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(festivalName);
    expect(calendar.getFirstProperty('refresh-interval')).not.toBeNull();
    expect(calendar.getFirstProperty('x-published-ttl')).not.toBeNull();
    const uids = events.map((vevent) => String(vevent.getFirstPropertyValue('uid'))).sort();
    // Every published event once; the draft, whose id is not published, nowhere.
    expect(uids).toEqual(
      expected.map((document) => `${document._id}@${CALENDAR_UID_DOMAIN}`).sort(),
    );
  });

  test('?arrangement= picks those events and leaves unknown slugs out', async ({ request }) => {
    const wanted = [planned, winter];
    const query = [...wanted.map((event) => event.slug.current), `finnes-ikke-${Date.now()}`].join(
      ',',
    );
    const response = await request.get(`/kalender.ics?arrangement=${query}`);
    const { calendar, events } = await calendarEvents(response);
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toContain('Min festival');
    expect(events.map((vevent) => vevent.getFirstPropertyValue('summary')).sort()).toEqual(
      wanted.map((event) => event.title).sort(),
    );
  });

  test('a malformed or too long selection is a 400 with a Norwegian message', async ({
    request,
  }) => {
    const tooMany = Array.from({ length: 201 }, (_, i) => `e${i}`).join(',');
    for (const [query, message] of [
      ['arrangement=', 'Ingen arrangementer er valgt.'],
      ['arrangement=a%2Fb', 'ikke er en gyldig adresse'],
      [`arrangement=${tooMany}`, 'For mange arrangementer'],
    ]) {
      const response = await request.get(`/kalender.ics?${query}`);
      expect(response.status(), query.slice(0, 40)).toBe(400);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toContain(message);
    }
  });
});

test('the sitemap lists every published event page and no draft', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  for (const event of publishedEvents) expect(locs).toContain(eventUrl(event));
  expect(locs).not.toContain(eventUrl(draft));
});

test.describe('axe: event pages meet WCAG 2.1 AA and 2.2 AA', () => {
  // axe walks the whole page in the browser: seconds of CPU, more on a shared test machine.
  test.describe.configure({ timeout: 90_000 });
  for (const event of [planned, changed]) {
    for (const scheme of SCHEMES) {
      test(`${eventUrl(event)} in the ${scheme} scheme @mobile`, async ({ page }) => {
        await openInScheme(
          page,
          { name: event.slug.current, url: eventUrl(event), status: 200 },
          scheme,
        );
        expect(await wcagViolations(page)).toEqual([]);
      });
    }
  }
});
