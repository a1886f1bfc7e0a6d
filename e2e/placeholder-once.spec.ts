import { expect, test } from './support/fixtures';
import { visitorRoutes } from './support/a11y';
import { readDataset } from './support/dataset';
import { inlinePayloadText } from '../bench/html-weight.mjs';
import { eventPagePath } from '../bench/probe-pages.mjs';

/** Occurrences of `needle` in `text`. */
const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

test.describe('image placeholders', () => {
  test("each image's LQIP is in a page's HTML once: a CSS rule, never also in the RSC payload", async ({
    request,
  }) => {
    // docs/images.md#sent-once: an LQIP inline on the <img> was in the markup and again in the
    // payload the page carries for React. Now the <img> carries a short id and the HTML one rule.
    const lqips = readDataset()
      .filter((document) => document._type === 'sanity.imageAsset')
      .map((asset) => (asset.metadata as { lqip?: string } | undefined)?.lqip)
      .filter((lqip): lqip is string => typeof lqip === 'string' && lqip.startsWith('data:'));
    expect(lqips.length, 'LQIPs in the dataset').toBeGreaterThan(0);
    const events = readDataset().filter(
      (document) =>
        document._type === 'programmeEvent' &&
        typeof (document.slug as { current?: string } | undefined)?.current === 'string',
    );
    const routes = [
      ...visitorRoutes().map((route) => ({ url: route.url, status: route.status })),
      ...events.map((event) => ({
        url: eventPagePath((event.slug as { current: string }).current),
        status: 200,
      })),
    ];
    const problems: string[] = [];
    let placeholdersSeen = 0;
    for (const route of routes) {
      const response = await request.get(route.url);
      if (route.status === 200 && response.status() === 404) continue; // an unpublished event
      expect(response.status(), route.url).toBe(route.status);
      const html = await response.text();
      const payload = inlinePayloadText(html);
      for (const lqip of lqips) {
        const count = occurrences(html, lqip);
        if (count === 0) continue;
        placeholdersSeen += 1;
        if (count !== 1) problems.push(`${route.url}: an LQIP ${count} times`);
        if (payload.includes(lqip)) problems.push(`${route.url}: an LQIP in the RSC payload`);
      }
      // Every image that names a placeholder has its rule in the page.
      for (const [, id] of html.matchAll(/<img[^>]*\sdata-lqip="([^"]+)"/g)) {
        if (!html.includes(`img[data-lqip="${id}"]{background-image:url(data:`))
          problems.push(`${route.url}: no rule for the placeholder ${id}`);
      }
    }
    expect(problems).toEqual([]);
    expect(placeholdersSeen, 'placeholders found in the pages').toBeGreaterThan(0);
  });
});
