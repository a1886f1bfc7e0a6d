import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  MISSING_ROUTE,
  openInScheme,
  SCHEMES,
  visitorRoutes,
  wcagViolations,
  type Route,
  type Scheme,
} from './support/a11y';
import { pageUrl, renderablePages } from './support/dataset';
import { assetUrl, blocksOf } from './support/layout-content';

/** The open navigation drawer (Headless UI's dialog) and the gallery's lightbox (its portal). */
const DRAWER = '[role="dialog"]';
const LIGHTBOX = '.yarl__root';

// Tests tagged @mobile also run in the mobile project (Pixel 7), so every page is checked at a
// desktop and a phone viewport.
//
// One test per page and viewport: the page is loaded once in the light scheme (stored before
// any script runs, as a returning visitor has it) and scanned, then switched to dark with the
// site's own toggle and scanned again with the same rules. Pages loaded in the dark scheme are
// scanned elsewhere (programme, event pages, offline page, video facade); here a fresh page per
// scheme would only add a browser context and a page load per scan. The steps name the scheme
// and the view (page, drawer, lightbox) a violation is in.

test.describe('axe: no WCAG 2.1 A/AA or 2.2 AA violations', () => {
  // A hang guard, not a speed budget: axe on a programme of some hundred events takes a while,
  // and each test scans two to four views.
  test.describe.configure({ timeout: 120_000 });
  for (const route of visitorRoutes()) {
    test(`${route.name} in both schemes (and its mobile drawer) @mobile`, async ({
      page,
      isMobile,
    }) => {
      for (const scheme of SCHEMES) {
        await inScheme(page, route, scheme);
        await test.step(`${scheme} scheme: the page`, async () => {
          expect(await wcagViolations(page)).toEqual([]);
        });
        // The drawer only exists at phone widths.
        if (!isMobile) continue;
        await test.step(`${scheme} scheme: the mobile drawer open`, async () => {
          await page.getByRole('button', { name: 'Åpne navigasjon' }).click();
          const close = page.getByRole('dialog').getByRole('button', { name: 'Lukk navigasjon' });
          // The dialog element itself has no box; its panel and close button do.
          await expect(close).toBeVisible();
          // The panel slides in; contrast is only meaningful once it has arrived.
          await expect.poll(() => drawerSettled(page)).toBe(true);
          // The page behind the drawer is inert and has its own scan: the drawer is what this
          // one adds.
          expect(await wcagViolations(page, { within: DRAWER })).toEqual([]);
          await close.click();
          await expect(page.getByRole('dialog')).toHaveCount(0);
        });
      }
    });
  }

  // Galleries with at least one image that resolves: one whose images are all missing renders nothing.
  const openableGalleryPages = renderablePages('gallery').filter((candidate) =>
    blocksOf(candidate).some(
      (block) =>
        block._type === 'gallery' &&
        ((block.images as unknown[] | undefined) ?? []).some((image) => assetUrl(image) !== null),
    ),
  );

  for (const galleryPage of openableGalleryPages) {
    const route: Route = { name: pageUrl(galleryPage), url: pageUrl(galleryPage), status: 200 };
    test(`${route.name} with the gallery lightbox open, both schemes @mobile`, async ({ page }) => {
      for (const scheme of SCHEMES) {
        await inScheme(page, route, scheme);
        await test.step(`${scheme} scheme: the lightbox open`, async () => {
          // Links before hydration, buttons after.
          await expect(page.locator('main [aria-label^="Åpne bilde"]').first()).toBeVisible();
          await page
            .getByRole('button', { name: /^Åpne bilde/ })
            .first()
            .click();
          await expect(page.getByRole('button', { name: 'Neste bilde' })).toBeVisible();
          await expect(page.locator('.yarl__slide_current img')).toBeVisible();
          expect(await wcagViolations(page, { within: LIGHTBOX })).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(page.locator(LIGHTBOX)).toHaveCount(0);
        });
      }
    });
  }

  test('the scan finds what it is for: low contrast and a missing alt', async ({
    page,
    baseURL,
  }) => {
    // A page of this site, its body replaced by known faults once React has hydrated (the
    // toggle has its label), so nothing renders over them.
    await page.goto(`${baseURL}${MISSING_ROUTE}`);
    await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute('aria-label', /modus/);
    await page.evaluate(() => {
      document.body.innerHTML =
        '<main><p style="color:#bbb;background:#fff">Svak kontrast</p><img src="/favicon.ico"></main>';
    });
    const found = (await wcagViolations(page)).join('\n');
    expect(found).toMatch(/^color-contrast .* at \["p"\]/m);
    expect(found).toMatch(/^image-alt .* at \["img"\]/m);
  });

  test('the dataset has a gallery to open', () => {
    expect(openableGalleryPages.length).toBeGreaterThan(0);
  });
});

/**
 * The first scheme: the page loaded with it stored. A later one: switched to with the site's
 * toggle (next-themes turns transitions off for the switch, so the colours are final at once),
 * back at the top of the page as a fresh load would be.
 */
async function inScheme(page: Page, route: Route, scheme: Scheme) {
  if (scheme === SCHEMES[0]) {
    await openInScheme(page, route, scheme);
    return;
  }
  // Back at the top first: a page scrolled down (a lightbox opened from a gallery) slides the
  // header away, and its toggle with it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('[data-site-header]')).toHaveAttribute('data-hidden', 'false');
  const html = page.locator('html');
  await page.getByTestId('theme-toggle').filter({ visible: true }).first().click();
  if (scheme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
}

async function drawerSettled(page: Page): Promise<boolean> {
  return page.getByRole('dialog').evaluate((dialog) => {
    const panel = dialog.querySelector<HTMLElement>('[id^="headlessui-dialog-panel"]') ?? dialog;
    return panel
      .getAnimations({ subtree: true })
      .every((animation) => animation.playState === 'finished');
  });
}

type ImageProblem = { src: string; problem: string };
type HeadingInfo = { level: number; text: string };

test.describe('page structure', () => {
  for (const route of visitorRoutes()) {
    test(`${route.name}: language, headings, images and new-tab links`, async ({ page }) => {
      const response = await page.goto(route.url);
      expect(response?.status()).toBe(route.status);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nb');

      const headings = await page.evaluate(readHeadingOutline);
      expect(
        headings.filter((heading) => heading.level === 1),
        'exactly one h1',
      ).toHaveLength(1);
      const skips = headings
        .map((heading, index) => ({ heading, previous: headings[index - 1] }))
        .filter(({ heading, previous }) => previous && heading.level > previous.level + 1)
        .map(
          ({ heading, previous }) =>
            `h${previous!.level} "${previous!.text}" → h${heading.level} "${heading.text}"`,
        );
      expect(skips, 'no skipped heading levels').toEqual([]);

      expect(await page.evaluate(findImageProblems)).toEqual([]);

      const newTabLinks = page.locator('a[target="_blank"]');
      for (let index = 0; index < (await newTabLinks.count()); index += 1) {
        await expect(newTabLinks.nth(index)).toHaveAccessibleName(/\(?åpnes i (en )?ny fane\)?/i);
      }
    });
  }
});

/** Headings a screen reader lists, in document order (visually hidden ones included). */
function readHeadingOutline(): HeadingInfo[] {
  const candidates = document.querySelectorAll<HTMLElement>(
    'h1, h2, h3, h4, h5, h6, [role="heading"]',
  );
  return [...candidates]
    .filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true }) &&
        !element.closest('[aria-hidden="true"]'),
    )
    .map((element) => ({
      level: Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)),
      text: (element.textContent ?? '').trim().slice(0, 60),
    }));
}

/**
 * Every <img> needs an alt attribute. An empty alt means "decorative", which is only right when
 * the image is hidden from assistive technology or sits in a link or button named otherwise.
 */
function findImageProblems(): ImageProblem[] {
  const named = (element: Element) =>
    Boolean(
      element.getAttribute('aria-label')?.trim() ||
      element.getAttribute('aria-labelledby') ||
      (element as HTMLElement).innerText?.trim(),
    );
  return [...document.querySelectorAll('img')].flatMap((image) => {
    const src = image.getAttribute('src') ?? '';
    if (!image.hasAttribute('alt')) return [{ src, problem: 'no alt attribute' }];
    if (image.getAttribute('alt')!.trim() !== '') return [];
    if (
      image.closest('[aria-hidden="true"]') ||
      ['presentation', 'none'].includes(image.getAttribute('role') ?? '')
    )
      return [];
    const control = image.closest('a, button');
    if (control && named(control)) return [];
    return [
      {
        src,
        problem: 'empty alt on an image that is neither hidden nor inside a named link or button',
      },
    ];
  });
}
