import { expect, test } from './support/fixtures';
import { LIGHTBOX_OPENS } from './support/lightbox';
import {
  drawerViolations,
  MISSING_ROUTE,
  openInScheme,
  SCHEMES,
  switchScheme,
  wcagViolations,
  type Route,
} from './support/a11y';
import { pageUrl, renderablePages } from './support/dataset';
import { assetUrl, blocksOf } from './support/layout-content';

/** The gallery's lightbox (its portal). */
const LIGHTBOX = '.yarl__root';

// Every page's own scans, in both schemes, are in e2e/every-page.spec.ts. Here: the gallery
// lightbox on every page that has one (tagged @mobile, so at a desktop and a phone viewport), the
// page loaded in the light scheme (stored before any script runs, as a returning visitor has it)
// and then switched to dark with the site's toggle; the phone's open drawer once per menu the
// header can show (the drawer lists the page's menu, the same on every page that names it); and
// a canary that proves the scan finds what it is for.

test.describe('axe: no WCAG 2.1 A/AA or 2.2 AA violations', () => {
  // A hang guard, not a speed budget.
  test.describe.configure({ timeout: 120_000 });
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
        if (scheme === SCHEMES[0]) await openInScheme(page, route, scheme);
        else await switchScheme(page, scheme);
        await test.step(`${scheme} scheme: the lightbox open`, async () => {
          // Links before hydration, buttons after.
          await expect(page.locator('main [aria-label^="Åpne bilde"]').first()).toBeVisible();
          await page
            .getByRole('button', { name: /^Åpne bilde/ })
            .first()
            .click();
          await expect(page.getByRole('button', { name: 'Neste bilde' })).toBeVisible(
            LIGHTBOX_OPENS,
          );
          await expect(page.locator('.yarl__slide_current img')).toBeVisible();
          expect(await wcagViolations(page, { within: LIGHTBOX })).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(page.locator(LIGHTBOX)).toHaveCount(0);
        });
      }
    });
  }

  // One page per menu: each menu document a page names, and a name with no document (the
  // header's default anchors). The fixed pages (safety, privacy, accessibility, 404) show the
  // main menu, which the content pages name too.
  const onePagePerMenu = new Map<string, Route>();
  for (const candidate of renderablePages()) {
    const menu = candidate.menuSlug?.current ?? 'mainmenu';
    if (onePagePerMenu.has(menu)) continue;
    const url = pageUrl(candidate);
    onePagePerMenu.set(menu, { name: url, url, status: 200 });
  }

  for (const [menu, route] of onePagePerMenu) {
    test(`the open drawer with the menu "${menu}" (${route.name}), both schemes @mobile`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the drawer only exists at phone widths');
      for (const scheme of SCHEMES) {
        if (scheme === SCHEMES[0]) await openInScheme(page, route, scheme);
        else await switchScheme(page, scheme);
        await test.step(`${scheme} scheme: the drawer open`, async () => {
          expect(await drawerViolations(page)).toEqual([]);
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
