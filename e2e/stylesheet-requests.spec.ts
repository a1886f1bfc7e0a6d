import { expect, test } from './support/fixtures';
import { visitorRoutes } from './support/a11y';
import { pageUrl, renderablePages } from './support/dataset';

test.describe('stylesheet requests', () => {
  test('a page without a carousel asks for no stylesheet while it loads; one with a carousel only for its own', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // Issue 47: no render-blocking third-party stylesheet. The site's CSS is inline; Swiper's
    // arrives only where a carousel is, and the lightbox's only on the first click of a gallery.
    const carouselPages = new Set(
      renderablePages()
        .filter((page) => (page.pageBuilder ?? []).some((block) => block._type === 'carousel'))
        .map(pageUrl),
    );
    expect(carouselPages.size, 'pages with a carousel in the dataset').toBeGreaterThan(0);
    const problems: string[] = [];
    for (const route of visitorRoutes()) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      const response = await page.goto(route.url, { waitUntil: 'load' });
      expect(response?.status(), route.url).toBe(route.status);
      if (!carouselPages.has(route.url)) {
        if (stylesheets.length > 0) problems.push(`${route.url}: ${stylesheets.join(', ')}`);
      } else {
        for (const url of stylesheets) {
          const css = await (await page.request.get(url)).text();
          if (!css.includes('.swiper')) problems.push(`${route.url}: ${url} is not Swiper's`);
        }
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
