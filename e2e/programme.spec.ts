import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { eventPath } from '../lib/routing/event-path';
import { dictionary } from '../lib/i18n/dictionary';

const countMessage = dictionary('nb').programme.filters.count;
import { selectNowNext } from '../lib/programme/now-next';
import { formatOsloTime, formatTimeRange } from '../lib/programme/oslo-time';
import { MIN_FESTIVAL_KEY } from '../lib/programme/min-festival-store';
import { categoryLabel } from '../lib/programme/labels';
import { wcagViolations, SCHEMES, openInScheme } from './support/a11y';
import { required } from './support/dataset';
import { expectLaterSectionsRenderedNearViewport } from './support/content-visibility';
import {
  cachedPaths,
  newPhone,
  PAGE_CACHE,
  readOfflineList,
  waitForOfflineSet,
  waitForWorker,
} from './support/offline';
import {
  dayHeading,
  fixtureEvent,
  fixtureEvents,
  item,
  openProgramme,
  programmeEvents,
  PROGRAMME_PAGE,
  visibleSlugs,
} from './support/programme';

/** A filter value's checkbox, in the filter group named by its legend. */
const choose = (page: Page, group: string, label: string) =>
  page.getByRole('group', { name: group, exact: true }).getByRole('checkbox', {
    name: label,
    exact: true,
  });

// Everything here reads e2e/fixtures/programme.ndjson: two festival days in 2031 on three test
// venues, with overlapping events, a moved one and a cancelled one. The whole-programme page
// also lists the seed's events, so expectations are computed from the dataset, never typed in.

const sorted = (slugs: string[]) => [...slugs].sort();
const everything = () => programmeEvents();

/** A pair of starred events that overlap (the fixture has several; take the first found). */
function clashingPair() {
  const events = fixtureEvents().filter(
    (event) => event.status !== 'cancelled' && event.days.length === 1,
  );
  for (const a of events) {
    const b = events.find(
      (other) =>
        other.slug !== a.slug &&
        other.venueSlug !== a.venueSlug &&
        Date.parse(other.start) < Date.parse(a.end) &&
        Date.parse(a.start) < Date.parse(other.end),
    );
    if (b) return [a, b] as const;
  }
  throw new Error(
    'e2e/fixtures/programme.ndjson must have two overlapping events at different venues',
  );
}

test.describe('the programme block', () => {
  test('lists every event by Oslo day with time, venue, status and links', async ({ page }) => {
    await openProgramme(page, PROGRAMME_PAGE);
    const events = everything();
    await expect(page.locator('[data-programme-event]')).toHaveCount(
      events.reduce((sum, event) => sum + event.days.length, 0),
    );
    await expect(page.getByRole('status')).toHaveText(countMessage(events.length, events.length));

    const moved = required(
      fixtureEvents().find((event) => event.status === 'changed' && event.previousStart),
      'a moved event',
    );
    const movedItem = item(page, moved.slug);
    await expect(movedItem.locator('time').nth(1)).toHaveText(
      formatTimeRange(moved.start, moved.end),
    );
    await expect(movedItem.locator('del')).toContainText(formatOsloTime(moved.previousStart!));
    await expect(movedItem).toContainText(`Endret ${moved.statusNote}`);
    await expect(movedItem.getByRole('link', { name: moved.title, exact: true })).toHaveAttribute(
      'href',
      eventPath(moved.slug),
    );

    const cancelled = required(
      fixtureEvents().find((event) => event.status === 'cancelled'),
      'a cancelled event',
    );
    const cancelledItem = item(page, cancelled.slug);
    await expect(cancelledItem).toContainText(`Avlyst ${cancelled.statusNote}`);
    await expect(cancelledItem.getByRole('link', { name: cancelled.title, exact: true })).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    await expect(cancelledItem.getByRole('link', { name: /Kjøp billett/ })).toHaveCount(0);

    const ticketed = required(
      fixtureEvents().find((event) => event.ticketUrl && event.status === 'planned'),
      'an event with a ticket link',
    );
    const ticket = item(page, ticketed.slug).getByRole('link', {
      name: /^Kjøp billett/,
    });
    await expect(ticket).toHaveAttribute('href', ticketed.ticketUrl!);
    await expect(ticket).toHaveAttribute('data-analytics-event', 'ticket-link-followed');
    await expect(ticket).toHaveAttribute('data-analytics-slug', ticketed.slug);

    // The day heading above an event is its Oslo day.
    const heading = item(page, ticketed.slug).locator(
      'xpath=ancestor::section[@data-programme-day][1]/h3',
    );
    await expect(heading).toHaveText(dayHeading(ticketed));
    // Drafts never show.
    await expect(page.getByText('E2E Utkast som ikke vises')).toHaveCount(0);
  });

  test('filters combine, live in the URL, survive a reload and are announced', async ({ page }) => {
    await openProgramme(page, PROGRAMME_PAGE);
    const events = everything();
    const target = fixtureEvent('e2e-krydderkurs');
    const category = required(target.categories[0], 'a category on the target event');
    await choose(page, 'Dag', dayHeading(target)).check();
    await choose(page, 'Scene', target.venueName!).check();
    await choose(page, 'Kategori', categoryLabel(category)).check();
    const expected = events.filter(
      (event) =>
        event.days.includes(target.day) &&
        event.venueSlug === target.venueSlug &&
        event.categories.includes(category),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(events.length);
    const url = new URL(page.url());
    expect(url.searchParams.get('dag')).toBe(target.day);
    expect(url.searchParams.get('scene')).toBe(target.venueSlug);
    expect(url.searchParams.get('kategori')).toBe(category);
    const status = page.getByRole('status');
    await expect(status).toHaveText(countMessage(expected.length, events.length));
    await expect(status).toHaveAttribute('role', 'status'); // polite by definition
    expect(sorted(await visibleSlugs(page))).toEqual(sorted(expected.map((event) => event.slug)));

    await page.reload();
    await expect(page.locator('[data-programme-controls][data-ready]')).toHaveCount(1);
    await expect(choose(page, 'Dag', dayHeading(target))).toBeChecked();
    await expect(choose(page, 'Scene', target.venueName!)).toBeChecked();
    await expect(status).toHaveText(countMessage(expected.length, events.length));
    expect(sorted(await visibleSlugs(page))).toEqual(sorted(expected.map((event) => event.slug)));

    const reset = page.getByRole('button', { name: 'Nullstill filtre' });
    await reset.click();
    await expect(status).toHaveText(countMessage(events.length, events.length));
    expect(new URL(page.url()).search).toBe('');
    // The button stays, so the keyboard's place is kept.
    await expect(reset).toBeFocused();
  });

  test('a shared filtered link is filtered in the first paint, before any script of the app runs', async ({
    page,
  }) => {
    // No app JavaScript at all: only the inline pre-paint script can have hidden anything.
    await page.route('**/_next/static/**/*.js*', (route) => route.abort());
    const diet = required(
      fixtureEvents().find((event) => event.dietary.length > 0),
      'a dietary mark',
    ).dietary[0];
    const response = await page.goto(`${PROGRAMME_PAGE}?kosthold=${diet}`);
    expect(response?.status()).toBe(200);
    const expected = everything().filter((event) => event.dietary.includes(diet));
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(await visibleSlugs(page))).toEqual(sorted(expected.map((event) => event.slug)));
  });

  test('without JavaScript the whole programme shows, whatever the query', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${PROGRAMME_PAGE}?kategori=kurs&vis=min-festival`);
    expect(response?.status()).toBe(200);
    expect(await visibleSlugs(page)).toHaveLength(everything().length);
    await expect(page.locator('[data-programme-controls]')).toBeHidden();
    await context.close();
  });

  test('Min festival: stars, a clash on both events, the calendar link, reload persistence', async ({
    page,
  }) => {
    const [a, b] = clashingPair();
    await openProgramme(page, PROGRAMME_PAGE);
    for (const event of [a, b]) {
      const star = item(page, event.slug).getByRole('button', {
        name: `Legg til i Min festival: ${event.title}`,
      });
      await expect(star).toHaveAttribute('data-analytics-event', 'star-added');
      await star.click();
      await expect(
        item(page, event.slug).getByRole('button', {
          name: `Fjern fra Min festival: ${event.title}`,
        }),
      ).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(item(page, a.slug).locator('[data-note="clash"]')).toHaveText(
      `Kolliderer med ${b.title}`,
    );
    await expect(item(page, b.slug).locator('[data-note="clash"]')).toHaveText(
      `Kolliderer med ${a.title}`,
    );

    await page.getByRole('button', { name: 'Min festival', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Min festival', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(new URL(page.url()).searchParams.get('vis')).toBe('min-festival');
    expect(sorted(await visibleSlugs(page))).toEqual(sorted([a.slug, b.slug]));
    const calendar = page.getByRole('link', { name: 'Legg Min festival i kalenderen' });
    await expect(calendar).toHaveAttribute('href', `/kalender.ics?arrangement=${a.id},${b.id}`);
    await expect(calendar).toHaveAttribute('data-analytics-event', 'calendar-downloaded');

    await page.reload();
    await expect(page.locator('[data-programme-controls][data-ready]')).toHaveCount(1);
    expect(sorted(await visibleSlugs(page))).toEqual(sorted([a.slug, b.slug]));
    await expect(
      item(page, a.slug).getByRole('button', { name: `Fjern fra Min festival: ${a.title}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(item(page, b.slug).locator('[data-note="clash"]')).toHaveText(
      `Kolliderer med ${a.title}`,
    );

    // Unstarring one ends the clash on the other.
    await item(page, a.slug)
      .getByRole('button', { name: `Fjern fra Min festival: ${a.title}` })
      .click();
    await expect(item(page, b.slug).locator('[data-note="clash"]')).toHaveCount(0);
    expect(await visibleSlugs(page)).toEqual([b.slug]);
  });

  test('Min festival points out a starred event that changed since the phone last saw it, once', async ({
    page,
  }) => {
    const moved = required(
      fixtureEvents().find((event) => event.status === 'changed'),
      'a changed event',
    );
    // The phone starred it when it looked different: its stored signature is an older one.
    await page.addInitScript(
      ([key, slug]) => {
        if (!window.sessionStorage.getItem('seeded')) {
          window.sessionStorage.setItem('seeded', '1');
          window.localStorage.setItem(
            key,
            JSON.stringify({ version: 1, starred: [{ slug, seen: 'older' }] }),
          );
        }
      },
      [MIN_FESTIVAL_KEY, moved.slug] as const,
    );
    await openProgramme(page, `${PROGRAMME_PAGE}?vis=min-festival`);
    await expect(item(page, moved.slug).locator('[data-note="changed"]')).toHaveText(
      'Endret siden sist',
    );
    await expect(page.locator('[data-min-festival-changed]')).toHaveText(
      `Endret siden sist: ${moved.title}.`,
    );
    await page.reload();
    await expect(page.locator('[data-programme-controls][data-ready]')).toHaveCount(1);
    await expect(item(page, moved.slug)).toBeVisible();
    await expect(item(page, moved.slug).locator('[data-note="changed"]')).toHaveCount(0);
    await expect(page.locator('[data-min-festival-changed]')).toHaveCount(0);
  });

  test('keyboard only: a filter and a star', async ({ page }) => {
    await openProgramme(page, PROGRAMME_PAGE);
    const events = everything();
    await page.getByRole('button', { name: 'Hele programmet' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Per scene', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Min festival', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Søk i programmet' })).toBeFocused();
    await page.keyboard.press('Tab');
    const firstDay = events[0].day;
    const day = choose(page, 'Dag', dayHeading(events[0]));
    await expect(day).toBeFocused();
    await page.keyboard.press('Space');
    await expect(day).toBeChecked();
    await expect(page.getByRole('status')).toHaveText(
      countMessage(events.filter((event) => event.days.includes(firstDay)).length, events.length),
    );

    const target = fixtureEvent('e2e-krydderkurs');
    await page.keyboard.press('Space');
    await choose(page, 'Dag', dayHeading(target)).check();
    const link = item(page, target.slug).getByRole('link', { name: target.title, exact: true });
    await link.focus();
    let star = item(page, target.slug).getByRole('button', {
      name: `Legg til i Min festival: ${target.title}`,
    });
    for (let i = 0; i < 3; i += 1) {
      if (await star.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(star).toBeFocused();
    await page.keyboard.press('Space');
    star = item(page, target.slug).getByRole('button', {
      name: `Fjern fra Min festival: ${target.title}`,
    });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(
      item(page, target.slug).getByRole('button', {
        name: `Legg til i Min festival: ${target.title}`,
      }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  test('on a small phone the filter chips scroll sideways in their row, never the page, and the keyboard reaches each', async ({
    browser,
  }) => {
    // 320 px: WCAG's reflow width. Each dimension's chips stay on one line (docs/performance.md,
    // fonts: a wrapping row would move when the brand fonts swap in), so the row scrolls.
    const context = await browser.newContext({
      viewport: { width: 320, height: 640 },
      locale: 'nb-NO',
    });
    const page = await context.newPage();
    await openProgramme(page, PROGRAMME_PAGE);
    const pageWidth = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(pageWidth.scroll, 'the page itself does not scroll sideways').toBeLessThanOrEqual(
      pageWidth.client,
    );
    const groups = page.locator('[data-programme-controls] fieldset');
    const rows = await groups.count();
    required(rows > 0, 'filter groups');
    let scrolled = 0;
    for (let index = 0; index < rows; index += 1) {
      const chips = groups.nth(index).locator('label');
      const tops = await chips.evaluateAll((labels) =>
        labels.map((label) => Math.round(label.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, 'one line of chips').toBe(1);
      const last = chips.last().getByRole('checkbox');
      await last.focus();
      await expect(last).toBeFocused();
      await expect(last).toBeInViewport();
      if (await chips.last().evaluate((label) => label.parentElement!.scrollLeft > 0))
        scrolled += 1;
    }
    required(scrolled > 0, 'a filter row wider than a 320 px screen');
    await context.close();
  });

  test('days after the first are laid out only near the viewport, and print lays out all', async ({
    page,
  }) => {
    await openProgramme(page, PROGRAMME_PAGE);
    const days = page.locator('[data-programme-day]');
    await expectLaterSectionsRenderedNearViewport(days, 'day');
    await page.emulateMedia({ media: 'print' });
    expect(
      await days.last().evaluate((section) => getComputedStyle(section).contentVisibility),
    ).toBe('visible');
  });

  test('a phone set to New York shows Oslo times and days', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await openProgramme(page, PROGRAMME_PAGE);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    for (const event of fixtureEvents().slice(0, 3).concat(fixtureEvent('e2e-krydderkurs'))) {
      await expect(item(page, event.slug).locator('p').first()).toContainText(
        formatTimeRange(event.start, event.end),
      );
      await expect(
        item(page, event.slug).locator('xpath=ancestor::section[@data-programme-day][1]/h3'),
      ).toHaveText(dayHeading(event));
    }
    await context.close();
  });

  test('during the festival: "Nå", "Snart" and finished events from the phone\'s clock, each minute', async ({
    browser,
  }) => {
    const context = await browser.newContext({ timezoneId: 'America/New_York' });
    const page = await context.newPage();
    const running = fixtureEvent('e2e-krydderkurs');
    // Ten minutes after it started.
    const start = Date.parse(running.start) + 10 * 60_000;
    await page.clock.install({ time: start });
    await openProgramme(page, PROGRAMME_PAGE);
    const check = async (at: number) => {
      const expected = selectNowNext(
        everything().map((event) => ({ ...event, cancelled: event.status === 'cancelled' })),
        at,
      );
      const region = page.getByRole('region', { name: 'Nå og snart' });
      const now = region.locator('div', {
        has: page.getByRole('heading', { name: 'Nå', exact: true }),
      });
      const soon = region.locator('div', {
        has: page.getByRole('heading', { name: 'Snart', exact: true }),
      });
      await expect(now.getByRole('link')).toHaveText(expected.now.map((event) => event.title));
      await expect(soon.getByRole('link')).toHaveText(expected.soon.map((event) => event.title));
      for (const event of fixtureEvents()) {
        const badge = item(page, event.slug).getByText('Ferdig', { exact: true });
        if (expected.over.has(event.slug)) await expect(badge).toBeVisible();
        else await expect(badge).toBeHidden();
      }
    };
    expect(selectNowNext([{ ...running, cancelled: false }], start).now).toHaveLength(1);
    await check(start);
    // Past the running event's end: the next minute's tick moves it to "Ferdig".
    const later = Date.parse(running.end) + 60_000;
    await page.clock.fastForward(later - start);
    await check(Math.floor(later / 60_000) * 60_000);
    await context.close();
  });

  test('the phone loads no time zone rules for the programme, during the festival too', async ({
    page,
  }) => {
    // The first formatter with a time zone costs a phone 20–40 ms; the server sends the Oslo
    // days' bounds instead (lib/programme/festival-days.ts), to both pre-paint halves and the island.
    await page.addInitScript(() => {
      const Original = Intl.DateTimeFormat;
      const zones: string[] = [];
      Object.assign(window, { timeZoneFormatters: zones });
      const Counting = function (...args: ConstructorParameters<typeof Original>) {
        if (args[1]?.timeZone) zones.push(args[1].timeZone);
        return new Original(...args);
      };
      Counting.prototype = Original.prototype;
      Intl.DateTimeFormat = Counting as unknown as typeof Intl.DateTimeFormat;
    });
    const running = fixtureEvent('e2e-krydderkurs');
    await page.clock.install({ time: Date.parse(running.start) + 10 * 60_000 });
    await openProgramme(page, PROGRAMME_PAGE);
    // "Nå" shows the running event with the time its item shows, read from the list.
    await expect(
      page
        .getByRole('region', { name: 'Nå og snart' })
        .getByRole('listitem')
        .filter({ hasText: running.title }),
    ).toContainText(formatTimeRange(running.start, running.end));
    await expect(item(page, running.slug).getByText('Ferdig', { exact: true })).toBeHidden();
    expect(
      await page.evaluate(
        () => (window as unknown as { timeZoneFormatters: string[] }).timeZoneFormatters,
      ),
    ).toEqual([]);
  });

  test('outside the festival there is no "Nå"/"Snart"', async ({ page }) => {
    const first = Math.min(...everything().map((event) => Date.parse(event.start)));
    await page.clock.install({ time: first - 40 * 24 * 3600_000 });
    await openProgramme(page, PROGRAMME_PAGE);
    await expect(page.getByRole('region', { name: 'Nå og snart' })).toHaveCount(0);
    await expect(page.locator('[data-programme-event][data-over]')).toHaveCount(0);
  });

  for (const scheme of SCHEMES) {
    test(`axe: WCAG 2.1 AA and 2.2 AA with filters, stars and Min festival, ${scheme} scheme @mobile`, async ({
      page,
    }) => {
      // axe over a whole festival's programme (the seed's and the fixture's) takes a while.
      test.setTimeout(120_000);
      const [a, b] = clashingPair();
      const running = fixtureEvent('e2e-krydderkurs');
      await page.clock.install({ time: Date.parse(running.start) + 10 * 60_000 });
      await openInScheme(page, { name: PROGRAMME_PAGE, url: PROGRAMME_PAGE, status: 200 }, scheme);
      await expect(page.locator('[data-programme-controls][data-ready]')).toHaveCount(1);
      for (const event of [a, b]) {
        await item(page, event.slug)
          .getByRole('button', { name: `Legg til i Min festival: ${event.title}` })
          .click();
      }
      await expect(page.getByRole('region', { name: 'Nå og snart' })).toBeVisible();
      expect(await wcagViolations(page, { extraTags: ['wcag22aa'] })).toEqual([]);
      await page.getByRole('button', { name: 'Min festival', exact: true }).click();
      await expect(item(page, a.slug).locator('[data-note="clash"]')).toBeVisible();
      expect(await wcagViolations(page, { extraTags: ['wcag22aa'] })).toEqual([]);
    });
  }
});

test.describe('the programme offline', () => {
  test('an offline-ready programme keeps its event pages, and the programme and Min festival open without network', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const list = await readOfflineList(request);
    const fixturePaths = fixtureEvents().map((event) => eventPath(event.slug));
    expect(list.events).toEqual(expect.arrayContaining(fixturePaths));
    expect(list.pages.map((entry) => entry.path)).toContain(PROGRAMME_PAGE);

    const context = await newPhone(browser);
    const page = await context.newPage();
    await openProgramme(page, PROGRAMME_PAGE);
    await waitForWorker(page);
    await waitForOfflineSet(page, list);
    const [a, b] = clashingPair();
    for (const event of [a, b]) {
      await item(page, event.slug)
        .getByRole('button', { name: `Legg til i Min festival: ${event.title}` })
        .click();
    }

    await context.setOffline(true);
    await openProgramme(page, `${PROGRAMME_PAGE}?vis=min-festival`);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    expect(sorted(await visibleSlugs(page))).toEqual(sorted([a.slug, b.slug]));
    await expect(item(page, a.slug).locator('[data-note="clash"]')).toHaveText(
      `Kolliderer med ${b.title}`,
    );
    await openProgramme(page, `${PROGRAMME_PAGE}?dag=${a.day}`);
    expect(await visibleSlugs(page)).toEqual(
      expect.arrayContaining(
        fixtureEvents()
          .filter((event) => event.day === a.day)
          .map((event) => event.slug),
      ),
    );
    expect(await cachedPaths(page, PAGE_CACHE)).toContain(PROGRAMME_PAGE);
    await context.close();
  });
});
