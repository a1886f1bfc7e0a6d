import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pageUrl, renderablePages, required } from './support/dataset';

// WCAG 2.2 AA beyond what axe sees (axe's wcag22aa runs in accessibility.spec.ts, target size
// 2.5.8 included): carousel and gallery moved without dragging (2.5.7).

// A hang guard, not a speed budget: hydration is slow on a loaded test machine.
test.describe.configure({ timeout: 90_000 });

async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute('aria-label', /modus/);
}

test.describe('2.5.7 moving without dragging', () => {
  test('the carousel moves with single clicks on its buttons @mobile', async ({ page }) => {
    const carouselPage = required(renderablePages('carousel')[0], 'a page with a carousel');
    await openHydrated(page, pageUrl(carouselPage));
    const carousel = page.locator('.swiper').first();
    const active = carousel.locator('.swiper-slide-active');
    await expect(active).toHaveAttribute('aria-label', /^1 av \d+$/);
    const total = Number((await active.getAttribute('aria-label'))!.split(' av ')[1]);
    expect(total).toBeGreaterThan(1);
    const settled = () =>
      expect
        .poll(() =>
          carousel.evaluate(
            (element) =>
              (element as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating,
          ),
        )
        .toBe(false);
    await carousel.getByRole('button', { name: 'Neste lysbilde' }).click();
    await expect(active).toHaveAttribute('aria-label', `2 av ${total}`);
    await settled();
    await carousel.getByRole('button', { name: 'Forrige lysbilde' }).click();
    await expect(active).toHaveAttribute('aria-label', `1 av ${total}`);
  });

  test('the gallery lightbox moves with single clicks on its buttons @mobile', async ({ page }) => {
    const galleryPage = required(renderablePages('gallery')[0], 'a page with a gallery');
    await openHydrated(page, pageUrl(galleryPage));
    await page
      .getByRole('button', { name: /^Åpne bilde/ })
      .first()
      .click();
    const current = page.locator('.yarl__slide_current');
    await expect(current).toHaveAttribute('aria-label', /^1 av \d+$/);
    const total = Number((await current.getAttribute('aria-label'))!.split(' av ')[1]);
    await page.getByRole('button', { name: 'Neste bilde' }).click();
    await expect(current).toHaveAttribute('aria-label', `${total > 1 ? 2 : 1} av ${total}`);
    await page.getByRole('button', { name: 'Forrige bilde' }).click();
    await expect(current).toHaveAttribute('aria-label', `1 av ${total}`);
  });
});
