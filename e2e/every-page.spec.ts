import { type Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectScheme, switchScheme, visitorRoutes, wcagViolations } from './support/a11y';
import {
  expectOnlyTheSitesTraces,
  findImageProblems,
  imagesWithoutSize,
  readHeadingOutline,
  scrollThrough,
  shownImageUrls,
  skippedHeadingLevels,
} from './support/page-checks';

// Every page a visitor can land on (the dataset's pages, the safety, privacy and accessibility
// pages, the 404 page), visited once per viewport: desktop, and a phone in the mobile project
// (@mobile). One visit holds every check that is about the page as a whole, each a step that
// names what it checks:
// - its structure: language, headings, image alternatives, new-tab links;
// - axe's WCAG 2.1 A/AA and 2.2 AA rules in the light scheme, then in dark after the site's own
//   toggle (pages loaded in the dark scheme are scanned elsewhere: programme, event pages,
//   offline page, video facade; the phone's open drawer, the same menu on every page, in
//   e2e/accessibility.spec.ts);
// - what the privacy notice promises: no cookie, no request to another origin before a click,
//   nothing in localStorage but the site's own keys;
// - what the page costs: it fetches only images it shows (none for the pages Next prefetches),
//   and every image reserves its box with width and height.
// The visit is a first one: nothing stored, so the page starts in the light scheme (the site's
// default), as a new visitor sees it.

test.describe('every page, once per viewport', () => {
  // A hang guard, not a speed budget: axe on a programme of some hundred events takes a while,
  // and each test scans two views. The visits share nothing, so both workers take them (a file
  // otherwise runs on one worker, and this one is the suite's longest).
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });

  for (const route of visitorRoutes()) {
    test(`${route.name} @mobile`, async ({ page, context, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const elsewhere: string[] = [];
      const images: string[] = [];
      page.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (url.origin !== origin) elsewhere.push(request.url());
        if (request.resourceType() === 'image') images.push(request.url());
      });

      const response = await page.goto(route.url);
      expect(response?.status(), route.url).toBe(route.status);
      await expectScheme(page, 'light');
      // React has hydrated once the theme toggle has its label; islands hydrate in the same pass.
      await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute('aria-label', /modus/);

      await test.step('structure: language, one h1, no skipped level, image alternatives, new-tab links', async () => {
        await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
        const headings = await page.evaluate(readHeadingOutline);
        expect(
          headings.filter((heading) => heading.level === 1),
          'exactly one h1',
        ).toHaveLength(1);
        expect(skippedHeadingLevels(headings), 'no skipped heading levels').toEqual([]);
        expect(await page.evaluate(findImageProblems)).toEqual([]);
        const newTabLinks = page.locator('a[target="_blank"]');
        for (let index = 0; index < (await newTabLinks.count()); index += 1) {
          await expect(newTabLinks.nth(index)).toHaveAccessibleName(/\(?åpnes i (en )?ny fane\)?/i);
        }
      });

      await test.step('light scheme: axe on the page', async () => {
        expect(await wcagViolations(page)).toEqual([]);
      });

      await test.step('scrolled through: no cookie, nothing from another origin, only the site’s own storage; only images it shows, each with its size', async () => {
        await scrollThrough(page);
        await expectOnlyTheSitesTraces(page, context, elsewhere);
        // Next prefetches linked pages (the header's home link on every page): a preload hint in
        // a prefetched payload would make every page download, say, the home page's hero image.
        const shown = new Set(await page.evaluate(shownImageUrls));
        expect(
          images.filter((url) => !shown.has(url)),
          'images fetched that the page does not show',
        ).toEqual([]);
        expect(await page.evaluate(imagesWithoutSize), 'images without width and height').toEqual(
          [],
        );
      });

      await switchScheme(page, 'dark');
      await test.step('dark scheme: axe on the page', async () => {
        expect(await wcagViolations(page)).toEqual([]);
      });
    });
  }
});
