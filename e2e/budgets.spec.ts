import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chunkSizes, firstLoadForHtml, frameworkChunks, LIBRARY_MARKERS, librariesInChunks, readBuildManifest } from '../bench/js-size.mjs';
import { visitorRoutes } from './support/a11y';
import { pageUrl, renderablePages } from './support/dataset';

// Deterministic budgets, read from the build the e2e server runs (scripts/e2e-server.mjs).
const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');

/** kB = 1000 bytes, as Next's build table counted. */
const FIRST_LOAD_ALLOWANCE_BYTES = 20_000;

/** Each heavy library belongs to the one block type that needs it; other pages must not load it. */
const LIBRARY_FOR_BLOCK = { carousel: 'swiper', gallery: 'lightbox', form: 'react-hook-form' } as const;

async function htmlOf(request: import('@playwright/test').APIRequestContext, url: string, status: number) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(status);
  return response.text();
}

test.describe('budgets', () => {
  test('a page loads Swiper, the lightbox or react-hook-form only when it has the block that needs it', async ({ request }) => {
    const manifest = readBuildManifest(distDir);
    const blockTypes = new Map(renderablePages().map((page) => [pageUrl(page), new Set((page.pageBuilder ?? []).map((block) => block._type))]));
    const problems: string[] = [];
    for (const route of visitorRoutes()) {
      const { chunks } = firstLoadForHtml(distDir, await htmlOf(request, route.url, route.status), manifest);
      const found = librariesInChunks(distDir, chunks, LIBRARY_MARKERS);
      const blocks = blockTypes.get(route.url) ?? new Set<string>();
      for (const [block, library] of Object.entries(LIBRARY_FOR_BLOCK)) {
        if (!blocks.has(block) && found[library]) problems.push(`${route.name} has no ${block} but loads ${library} (${found[library].join(', ')})`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('every route ships at most 20 kB of gzipped first-load JS above the framework floor', async ({ request }) => {
    const manifest = readBuildManifest(distDir);
    // The floor: React, React DOM, the App Router runtime and the chunk every segment needs; what a
    // bare Next page loads (bench/js-size.mjs explains, and `npm run bench` compares it with one).
    const framework = frameworkChunks(distDir);
    const floor = chunkSizes(distDir, framework).gzipBytes;
    const over: string[] = [];
    for (const route of visitorRoutes()) {
      // The route's own first-load JS (Next's definition): what every page of the route ships.
      // Islands a page's blocks import lazily are held to the library test above instead.
      const { entry } = firstLoadForHtml(distDir, await htmlOf(request, route.url, route.status), manifest);
      const extra = entry.gzipBytes - floor;
      if (extra > FIRST_LOAD_ALLOWANCE_BYTES) {
        const own = entry.chunks.filter((chunk) => !framework.includes(chunk));
        const detail = own.map((chunk) => `${chunk} ${chunkSizes(distDir, [chunk]).gzipBytes}`).join(', ');
        over.push(`${route.name}: ${(extra / 1000).toFixed(1)} kB over the floor (${detail})`);
      }
    }
    expect(over).toEqual([]);
  });

  test('every image has explicit width and height attributes @mobile', async ({ page }) => {
    const missing: string[] = [];
    for (const route of visitorRoutes()) {
      await page.goto(route.url);
      await page.waitForLoadState('load');
      const images = await page.locator('img').evaluateAll((elements) =>
        elements
          .filter((image) => !/^\d+(\.\d+)?$/.test(image.getAttribute('width') ?? '') || !/^\d+(\.\d+)?$/.test(image.getAttribute('height') ?? ''))
          .map((image) => image.getAttribute('src') ?? '(no src)'),
      );
      missing.push(...images.map((src) => `${route.name}: ${src}`));
    }
    expect(missing).toEqual([]);
  });
});
