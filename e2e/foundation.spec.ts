import path from 'node:path';
import { expect, test } from './support/fixtures';
import { serverFiles, waitForALaterCacheWrite } from './support/build';
import { pageUrl, publishedPages, readDataset, renderablePages, required } from './support/dataset';

/** A page of e2e/fixtures/extra.ndjson that only this file reads, with a title and description. */
const FIXTURE_PAGE_ID = 'e2e-foundation-unknown';

function fixturePage(id: string) {
  return required(
    publishedPages().find((candidate) => candidate._id === id),
    `the fixture page ${id} (e2e/fixtures/extra.ndjson)`,
  ) as ReturnType<typeof publishedPages>[number] & { description?: string };
}

test.describe('content pages', () => {
  test('the home page renders the page whose slug is / @mobile', async ({ page }) => {
    const home = publishedPages().find((candidate) => candidate.slug?.current === '/');
    expect(home, 'the dataset has a home page').toBeTruthy();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(home!.title!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    const blockCount = (home!.pageBuilder ?? []).length;
    await expect(page.locator('main [data-block]')).toHaveCount(blockCount);
  });

  test('every published page renders with a title', async ({ request }) => {
    for (const contentPage of renderablePages()) {
      const response = await request.get(pageUrl(contentPage));
      expect(response.status(), pageUrl(contentPage)).toBe(200);
      expect(await response.text(), pageUrl(contentPage)).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  test("a page's title and meta description are its document's", async ({ request }) => {
    const fixture = fixturePage(FIXTURE_PAGE_ID);
    const title = required(fixture.title, 'the fixture page has a title');
    const description = required(fixture.description, 'the fixture page has a description');
    const html = await (await request.get(pageUrl(fixture))).text();
    expect(html).toContain(`<title>${escapeHtml(title)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(description)}"/>`);
  });

  test('a page with hideFooter has no footer, others do', async ({ page }) => {
    const pages = renderablePages();
    const hidden = pages.find((candidate) => candidate.hideFooter === true);
    const shown = pages.find((candidate) => candidate.hideFooter !== true);
    await page.goto(pageUrl(required(hidden, 'a page with hideFooter')));
    await expect(page.locator('footer')).toHaveCount(0);
    await page.goto(pageUrl(required(shown, 'a page without hideFooter')));
    await expect(page.locator('footer')).toHaveCount(1);
  });

  test('an unknown block type shows the notice and the rest of the page renders', async ({
    page,
  }) => {
    const withUnknown = publishedPages().find((candidate) =>
      (candidate.pageBuilder ?? []).some((block) => block._type === 'e2eMysteryBlock'),
    )!;
    await page.goto(pageUrl(withUnknown));
    await expect(page.getByText('Unsupported menu item')).toBeVisible();
    await expect(page.getByText('Før den ukjente blokken')).toBeVisible();
    await expect(page.getByText('Etter den ukjente blokken')).toBeVisible();
  });

  test('content with missing fields and broken references degrades, the page still renders', async ({
    page,
  }) => {
    const response = await page.goto('/e2e-mangelfullt');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Siste blokk vises')).toBeVisible();
  });
});

test.describe('not found', () => {
  test('an unknown slug answers 404 with the not-found screen @mobile', async ({ page }) => {
    const response = await page.goto(`/finnes-ikke-${Date.now()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Siden ble ikke funnet.' })).toBeVisible();
    await expect(
      page.getByText('Siden du leter etter finnes ikke. Prøv å gå tilbake til forsiden.'),
    ).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
    const home = page.getByRole('link', { name: 'Til forsiden' });
    await expect(home).toHaveAttribute('href', '/');
    // Once the scripts have run, the page is the not-found page once: no second main or heading.
    await page.waitForLoadState('load');
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test("an unknown slug's not-found page is in the server's HTML: it shows with scripts off", async ({
    browser,
    request,
  }) => {
    const url = `/finnes-ikke-uten-skript-${Date.now()}`;
    const html = await (await request.get(url)).text();
    // Next's empty error document would carry the page only in the inline payload.
    expect(html).not.toContain('__next_error__');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Siden ble ikke funnet.');
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Siden ble ikke funnet.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Til forsiden' })).toBeVisible();
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await context.close();
  });

  test('unknown slugs add nothing to the page cache on disk', async ({ request }) => {
    // Next's disk cache writes a page under the server output (route-cache/APP_PAGE/…/$/sider/<slug>.html).
    const slugs = Array.from({ length: 5 }, (_, i) => `ukjent-disk-${Date.now()}-${i}`);
    for (const slug of slugs) expect((await request.get(`/${slug}`)).status(), slug).toBe(404);
    const stored = () =>
      serverFiles().filter((file) => slugs.some((slug) => path.basename(file).startsWith(slug)));
    const control = fixturePage(FIXTURE_PAGE_ID);
    await waitForALaterCacheWrite(request, {
      document: control,
      url: pageUrl(control),
      slug: required(control.slug?.current, 'the fixture page has a slug'),
    });
    expect(stored()).toEqual([]);
  });

  test('an unknown nested route answers 404 with the not-found screen', async ({ request }) => {
    const response = await request.get(`/finnes/ikke/${Date.now()}`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Siden ble ikke funnet.');
  });

  test('drafts are not visible to visitors', async ({ request }) => {
    const published = new Set(publishedPages().map((page) => page.slug?.current));
    const draftOnlySlugs = readDataset()
      .filter((document) => document._type === 'page' && document._id.startsWith('drafts.'))
      .map((document) => (document as { slug?: { current?: string } }).slug?.current)
      .filter((slug): slug is string => typeof slug === 'string' && !published.has(slug));
    required(draftOnlySlugs.length > 0, 'a page that exists only as a draft');
    for (const slug of draftOnlySlugs) {
      expect((await request.get(`/${slug}`)).status(), slug).toBe(404);
    }
  });
});

test.describe('redirect blocks', () => {
  test('a permanent redirect answers 308 to the page slug', async ({ request }) => {
    const response = await request.get('/e2e-flyttet', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe('/e2e-ukjent-blokk');
  });

  test('a temporary redirect answers 307 to the href', async ({ request }) => {
    const response = await request.get('/e2e-midlertidig', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toBe('https://example.org/billetter');
  });

  test('every redirect page of the dataset redirects', async ({ request }) => {
    const redirecting = publishedPages().filter((page) =>
      (page.pageBuilder ?? []).some((block) => block._type === 'redirect'),
    );
    for (const page of redirecting) {
      const response = await request.get(pageUrl(page), { maxRedirects: 0 });
      expect([307, 308], pageUrl(page)).toContain(response.status());
    }
  });
});

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
