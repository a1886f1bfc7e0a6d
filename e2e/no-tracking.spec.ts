import { expect, test } from './support/fixtures';
import { SITE_STORAGE_KEYS } from '../lib/ui/storage-keys';
import { visitorRoutes } from './support/a11y';
import { readDataset } from './support/dataset';

// What the privacy notice promises a visitor, checked on every page a visitor can land on: no
// cookie, no request to another origin before a click (videos and ticket sales wait for one),
// and nothing in localStorage but the site's own keys. Draft mode (editors) is not a visit.

const routes = [...visitorRoutes(), { name: '/frakoblet', url: '/frakoblet', status: 200 }];

// The one known exception, stated in the privacy notice: the ticket sales frame (Hoopla) loads
// when the visitor scrolls to it, not on a click. Allowed only on pages with that block.
const pagesWithTicketFrame = new Set(
  readDataset()
    .filter(
      (document) =>
        document._type === 'page' &&
        ((document.pageBuilder as { _type: string }[] | undefined) ?? []).some(
          (block) => block._type === 'hooplaSalesPage',
        ),
    )
    .map((document) => {
      const slug = (document.slug as { current?: string } | undefined)?.current ?? '';
      return slug === '/' ? '/' : `/${slug}`;
    }),
);
const isTicketFrame = (url: URL) =>
  url.protocol === 'https:' && url.hostname.endsWith('.hoopla.no');

test.describe.configure({ timeout: 180_000 });

for (const route of routes) {
  test(`${route.name}: no cookie, no third-party request, only the site's own storage @mobile`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.origin === origin) return;
      if (pagesWithTicketFrame.has(route.url) && isTicketFrame(url)) return;
      elsewhere.push(request.url());
    });
    try {
      const response = await page.goto(route.url);
      expect(response?.status()).toBe(route.status);
      await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute('aria-label', /modus/);
      // Scrolled through, so lazy images and anything that loads on sight has had its chance.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');

      expect(elsewhere, 'requests to other origins').toEqual([]);
      expect(await context.cookies(), 'cookies').toEqual([]);
      const keys = await page.evaluate(() => Object.keys(window.localStorage));
      expect(
        keys.filter((key) => !(SITE_STORAGE_KEYS as readonly string[]).includes(key)),
        "localStorage keys other than the site's own",
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test("choosing a scheme stores only the site's own key, and still no cookie", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/personvern');
    const toggle = page.getByTestId('theme-toggle').first();
    await expect(toggle).toHaveAttribute('aria-label', /modus/);
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => (SITE_STORAGE_KEYS as readonly string[]).includes(key))).toBe(true);
    expect(await context.cookies()).toEqual([]);
  } finally {
    await context.close();
  }
});
