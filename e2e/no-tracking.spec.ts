import { expect, test } from './support/fixtures';
import { expectOnlyTheSitesTraces, scrollThrough } from './support/page-checks';
import { expectScheme } from './support/a11y';
import { SITE_STORAGE_KEYS } from '../lib/ui/storage-keys';
import {
  HOOPLA,
  SHOW_TICKET_SALES,
  ticketEmbed,
  ticketPage,
  waitForTicketScript,
} from './support/ticket';

// What the privacy notice promises a visitor: no cookie, no request to another origin before a
// click (videos and ticket sales wait for one), and nothing in localStorage but the site's own
// keys. Every page a visitor can land on is held to it in its one visit per viewport
// (e2e/every-page.spec.ts); here the offline page, the ticket block's click and a stored scheme.
// Draft mode (editors) is not a visit.

const routes = [{ name: '/frakoblet', url: '/frakoblet', status: 200 }];

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
      elsewhere.push(request.url());
    });
    try {
      const response = await page.goto(route.url);
      expect(response?.status()).toBe(route.status);
      await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute('aria-label', /modus/);
      await scrollThrough(page);
      await expectOnlyTheSitesTraces(page, context, elsewhere);
    } finally {
      await context.close();
    }
  });
}

test('a ticket block: the click on "Vis billettsalget her" makes the first request to Hoopla @mobile', async ({
  page,
  baseURL,
}) => {
  const { url, salesUrl } = ticketPage();
  // Hoopla's sales page is a tiny stand-in, so the frame loads and the test sees what it asked for.
  await page.route(HOOPLA, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="nb"><title>Hoopla</title><p>Billettsalg</p></html>',
    }),
  );
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const requested = new URL(request.url());
    if (requested.protocol === 'data:' || requested.protocol === 'blob:') return;
    if (requested.origin !== origin) elsewhere.push(request.url());
  });
  await page.goto(url);
  const embed = ticketEmbed(page, salesUrl);
  // In view, with the ticket script listening and the network quiet: still nothing from Hoopla.
  await embed.scrollIntoViewIfNeeded();
  await waitForTicketScript(page);
  await page.waitForLoadState('networkidle');
  expect(elsewhere, 'requests to other origins before the click').toEqual([]);
  await expect(embed.locator('iframe')).toHaveCount(0);

  const first = page.waitForRequest(
    (request) => /^https?:/.test(request.url()) && new URL(request.url()).origin !== origin,
  );
  await embed.getByRole('button', { name: SHOW_TICKET_SALES }).click();
  expect((await first).url()).toBe(new URL(salesUrl).href);
  await expect(embed).toHaveAttribute('data-hoopla-loaded', '');
  expect(elsewhere[0]).toBe(new URL(salesUrl).href);
  expect(await page.context().cookies(), 'cookies').toEqual([]);
});

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
    await expectScheme(page, 'dark');
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => (SITE_STORAGE_KEYS as readonly string[]).includes(key))).toBe(true);
    expect(await context.cookies()).toEqual([]);
  } finally {
    await context.close();
  }
});
