import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openInScheme, SCHEMES, visitorRoutes, wcagViolations, type Route } from './support/a11y';
import { pageUrl, renderablePages } from './support/dataset';
import { assetUrl, blocksOf } from './support/layout-content';

/** The open navigation drawer (Headless UI's dialog) and the gallery's lightbox (its portal). */
const DRAWER = '[role="dialog"]';
const LIGHTBOX = '.yarl__root';

// Tests tagged @mobile also run in the mobile project (Pixel 7), so every page is checked at a
// desktop and a phone viewport.

test.describe('axe: no WCAG 2.1 A/AA or 2.2 AA violations', () => {
  // A hang guard, not a speed budget: axe on a programme of some hundred events takes a while.
  test.describe.configure({ timeout: 90_000 });
  for (const route of visitorRoutes()) {
    for (const scheme of SCHEMES) {
      test(`${route.name} in the ${scheme} scheme @mobile`, async ({ page }) => {
        await openInScheme(page, route, scheme);
        expect(await wcagViolations(page)).toEqual([]);
      });

      test(`${route.name} with the mobile drawer open, ${scheme} scheme @mobile`, async ({
        page,
        isMobile,
      }) => {
        test.skip(!isMobile, 'the drawer only exists at phone widths');
        await openInScheme(page, route, scheme);
        await page.getByRole('button', { name: 'Åpne navigasjon' }).click();
        // The dialog element itself has no box; its panel and close button do.
        await expect(
          page.getByRole('dialog').getByRole('button', { name: 'Lukk navigasjon' }),
        ).toBeVisible();
        // The panel slides in; contrast is only meaningful once it has arrived.
        await expect.poll(() => drawerSettled(page)).toBe(true);
        // The page behind the drawer is inert and has its own scan above: the drawer is what
        // this one adds.
        expect(await wcagViolations(page, { within: DRAWER })).toEqual([]);
      });
    }
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
    for (const scheme of SCHEMES) {
      test(`${route.name} with the gallery lightbox open, ${scheme} scheme @mobile`, async ({
        page,
      }) => {
        await openInScheme(page, route, scheme);
        // Links before hydration, buttons after.
        await expect(page.locator('main [aria-label^="Åpne bilde"]').first()).toBeVisible();
        await page
          .getByRole('button', { name: /^Åpne bilde/ })
          .first()
          .click();
        await expect(page.getByRole('button', { name: 'Neste bilde' })).toBeVisible();
        await expect(page.locator('.yarl__slide_current img')).toBeVisible();
        expect(await wcagViolations(page, { within: LIGHTBOX })).toEqual([]);
      });
    }
  }

  test('the dataset has a gallery to open', () => {
    expect(openableGalleryPages.length).toBeGreaterThan(0);
  });
});

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
