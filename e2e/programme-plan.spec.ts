import { expect, test } from './support/fixtures';
import { dictionary } from '../lib/i18n/dictionary';
import { eventPath } from '../lib/routing/event-path';
import { wcagViolations, SCHEMES, openInScheme } from './support/a11y';
import { required } from './support/dataset';
import {
  fixtureEvents,
  item,
  items,
  openProgramme,
  programmeEvents,
  PROGRAMME_PAGE,
  visibleSlugs,
} from './support/programme';
import { osloDayKey } from '../lib/programme/oslo-time';
import { foldSearch } from '../lib/programme/programme-filter';

// Issue 50's checks on e2e/fixtures/programme.ndjson: an event over three days, one from 23:00
// to 01:15, a sold-out one, a cancelled one, one changed by its note only, one 18+ in English.
// Which event is which is found from the dataset by its fields, never by its slug.

const text = dictionary('nb').programme;
const sorted = (slugs: string[]) => [...slugs].sort();
const longest = () =>
  required(
    fixtureEvents().find((event) => event.days.length >= 3),
    'an event over three days',
  );
/** An event listed under one day whose end is on the next Oslo day. */
const pastMidnight = () =>
  required(
    fixtureEvents().find((event) => event.days.length === 1 && osloDayKey(event.end) !== event.day),
    'an event that ends after midnight',
  );

test.describe('the programme as festival-goers use it', () => {
  test('an event over three days is under each day, and says it continues; a late one marks its end', async ({
    page,
  }) => {
    await openProgramme(page, PROGRAMME_PAGE);
    const market = longest();
    const listed = items(page, market.slug);
    await expect(listed).toHaveCount(market.days.length);
    for (const [index, day] of market.days.entries()) {
      const entry = page.locator(`[data-programme-day="${day}"] [data-slug="${market.slug}"]`);
      await expect(entry).toHaveCount(1);
      if (index > 0) await expect(entry.locator('[data-continues]')).toHaveText(/^Fortsetter fra /);
      else await expect(entry.locator('[data-continues]')).toHaveCount(0);
    }
    const late = pastMidnight();
    await expect(items(page, late.slug)).toHaveCount(1);
    await expect(
      page.locator(
        `[data-programme-day="${late.day}"] [data-slug="${late.slug}"] [data-event-time]`,
      ),
    ).toContainText(', natt til ');
  });

  test('an unknown stage in the URL shows the whole list and says why', async ({ page }) => {
    await openProgramme(page, `${PROGRAMME_PAGE}?scene=finnes-ikke`);
    await expect(page.locator('[data-filter-notice="venue"]')).toHaveText(
      text.filters.unknown.venue('finnes-ikke'),
    );
    const events = programmeEvents();
    expect(sorted(await visibleSlugs(page))).toEqual(sorted(events.map((event) => event.slug)));
    expect(new URL(page.url()).searchParams.has('scene')).toBe(false);
  });

  test('two values in a dimension, and no match shows the empty state with the reset', async ({
    page,
  }) => {
    const [a, b] = [...new Set(fixtureEvents().map((event) => event.venueSlug!))];
    await openProgramme(page, `${PROGRAMME_PAGE}?scene=${a}&scene=${b}`);
    const expected = programmeEvents().filter((event) => [a, b].includes(event.venueSlug!));
    expect(sorted(await visibleSlugs(page))).toEqual(sorted(expected.map((event) => event.slug)));

    await page.getByRole('searchbox', { name: text.filters.search }).fill('zzqx-ingenting');
    await expect(page.locator('[data-programme-empty]')).toContainText(text.filters.empty);
    await page
      .locator('[data-programme-empty]')
      .getByRole('button', { name: text.filters.reset })
      .click();
    await expect(page.getByRole('searchbox', { name: text.filters.search })).toBeFocused();
    await expect(page.locator('[data-programme-empty]')).toHaveCount(0);
  });

  test('search folds æ/ø/å: "kjokken" finds the events in Kjøkkenteltet', async ({ page }) => {
    const tent = required(
      fixtureEvents().find((event) => foldSearch(event.venueName ?? '').includes('kjokken')),
      'a venue with ø in its name',
    );
    await openProgramme(page, PROGRAMME_PAGE);
    await page.getByRole('searchbox', { name: text.filters.search }).fill('kjokken');
    await expect(page.getByRole('status')).not.toHaveText(
      text.filters.count(programmeEvents().length, programmeEvents().length),
    );
    const shown = await visibleSlugs(page);
    const atTent = programmeEvents().filter((event) => event.venueId === tent.venueId);
    expect(shown).toEqual(expect.arrayContaining(atTent.map((event) => event.slug)));
    expect(new URL(page.url()).searchParams.get('sok')).toBe('kjokken');
  });

  test('"Per scene" puts each event in its venue’s column', async ({ page }) => {
    await openProgramme(page, PROGRAMME_PAGE);
    await page.getByRole('button', { name: text.views.stage, exact: true }).click();
    await expect(page.locator('[data-view="stage"]')).toHaveCount(1);
    for (const event of fixtureEvents()
      .filter((entry) => entry.venueSlug)
      .slice(0, 6)) {
      const section = page.locator(`[data-programme-day="${event.day}"]`);
      const head = section.locator(`[data-stage-head="${event.venueSlug}"]`);
      const entry = section.locator(`[data-slug="${event.slug}"]`);
      const [headBox, entryBox] = [await head.boundingBox(), await entry.boundingBox()];
      expect(Math.round(entryBox!.x)).toBe(Math.round(headBox!.x));
    }
  });

  test('"Per scene" on a phone shows one venue at a time with a labelled switch @mobile', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the phone layout');
    const event = required(
      fixtureEvents().find((entry) => entry.venueSlug),
      'an event at a venue',
    );
    await openProgramme(page, `${PROGRAMME_PAGE}?vis=scene`);
    await page
      .getByRole('combobox', { name: text.stage.switchLabel })
      .selectOption(event.venueSlug!);
    const shown = await visibleSlugs(page);
    expect(shown).toContain(event.slug);
    const venues = new Set(
      programmeEvents()
        .filter((entry) => shown.includes(entry.slug))
        .map((entry) => entry.venueSlug),
    );
    expect([...venues]).toEqual([event.venueSlug]);
  });

  test('a shared plan opens read-only and offers to add all; the feeds are webcal://', async ({
    page,
    browser,
  }) => {
    const [a, b] = fixtureEvents().filter((event) => event.status === 'planned');
    await openProgramme(page, PROGRAMME_PAGE);
    await expect(
      page.locator('a[href^="webcal://"]', { hasText: text.subscribeProgramme }),
    ).toHaveCount(1);
    for (const event of [a, b]) {
      await item(page, event.slug)
        .getByRole('button', { name: `${text.star.add}: ${event.title}` })
        .click();
    }
    await page.getByRole('button', { name: text.views.mine, exact: true }).click();
    const share = page.getByRole('link', { name: text.minFestival.share });
    const href = required(await share.getAttribute('href'), 'the share link');
    expect(new URL(href).searchParams.get('plan')).toBe(`${a.id},${b.id}`);
    await expect(page.getByRole('link', { name: text.minFestival.subscribe })).toHaveAttribute(
      'href',
      /^webcal:\/\/.+\?arrangement=/,
    );

    const friend = await browser.newContext();
    const other = await friend.newPage();
    await openProgramme(other, new URL(href).pathname + new URL(href).search);
    expect(sorted(await visibleSlugs(other))).toEqual(sorted([a.slug, b.slug]));
    await other.getByRole('button', { name: text.sharedPlan.addAll }).click();
    await expect(other.locator('[data-shared-plan-added]')).toHaveText(text.sharedPlan.added);
    await expect(
      item(other, a.slug).getByRole('button', { name: `${text.star.remove}: ${a.title}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await friend.close();
  });

  test('sold out, cancelled and changed-by-note carry the right marks and JSON-LD', async ({
    page,
  }) => {
    const soldOut = required(
      fixtureEvents().find((event) => event.soldOut),
      'a sold-out event',
    );
    const cancelled = required(
      fixtureEvents().find((event) => event.status === 'cancelled'),
      'a cancelled event',
    );
    const noteOnly = required(
      fixtureEvents().find((event) => event.status === 'changed' && !event.previousStart),
      'an event changed by its note only',
    );
    await openProgramme(page, PROGRAMME_PAGE);
    await expect(item(page, soldOut.slug).locator('[data-sold-out-mark]')).toHaveText(text.soldOut);
    await expect(item(page, soldOut.slug).getByRole('link', { name: /Kjøp billett/ })).toHaveCount(
      0,
    );
    await expect(item(page, noteOnly.slug)).toContainText(`Endret ${noteOnly.statusNote}`);

    const jsonLd = async (slug: string) => {
      await page.goto(eventPath(slug));
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      return blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'Event');
    };
    const sold = await jsonLd(soldOut.slug);
    expect(sold.offers.availability).toBe('https://schema.org/SoldOut');
    expect(sold.offers.url).toBeUndefined();
    await expect(page.locator('[data-event-sold-out]')).toHaveText(text.soldOut);
    await expect(page.getByRole('link', { name: /Kjøp billett/ })).toHaveCount(0);
    const gone = await jsonLd(cancelled.slug);
    expect(gone.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(gone.offers).toBeUndefined();
    const note = await jsonLd(noteOnly.slug);
    expect(note.eventStatus).toBe('https://schema.org/EventScheduled');
    await expect(page.locator('[data-event-status="changed"]')).toContainText(noteOnly.statusNote!);
  });

  for (const scheme of SCHEMES) {
    test(`axe: the per-stage view and the search, ${scheme} scheme @mobile`, async ({ page }) => {
      test.setTimeout(120_000);
      await openInScheme(
        page,
        { name: PROGRAMME_PAGE, url: `${PROGRAMME_PAGE}?vis=scene`, status: 200 },
        scheme,
      );
      await expect(page.locator('[data-programme-controls][data-ready]')).toHaveCount(1);
      expect(await wcagViolations(page, { extraTags: ['wcag22aa'] })).toEqual([]);
      await page.getByRole('searchbox', { name: text.filters.search }).fill('kjokken');
      expect(await wcagViolations(page, { extraTags: ['wcag22aa'] })).toEqual([]);
    });
  }
});
