import { type Page, type Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  localRasterImageUrls,
  pageUrl,
  readDataset,
  renderablePages,
  required,
  type DatasetDocument,
  type DatasetPage,
} from './support/dataset';

// Framing and placeholders of content images, on the built site with the local dataset.
// Pages come from the dataset (seed plus e2e/fixtures/extra.ndjson), never from the seed's slugs.

type ImageField = {
  asset?: { _ref?: string };
  crop?: Record<string, number>;
  hotspot?: { x: number; y: number };
};
type AssetMetadata = {
  lqip?: string;
  isOpaque?: boolean;
  palette?: { dominant?: { background?: string } };
};

const documents = readDataset();
const byId = new Map<string, DatasetDocument>(
  documents.map((document) => [document._id, document]),
);
const assetsByUrl = new Map<string, DatasetDocument>(
  documents
    .filter(
      (document) => document._type === 'sanity.imageAsset' && typeof document.url === 'string',
    )
    .map((document) => [document.url as string, document]),
);

/** Every image field inside a block (hero background, cards, gallery, slides, portrait, poster). */
function imagesIn(value: unknown): ImageField[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = record._type === 'image' && record.asset ? [record as ImageField] : [];
  return [...own, ...Object.values(record).flatMap(imagesIn)];
}

function hasPhoto(page: DatasetPage): boolean {
  return imagesIn(page.pageBuilder).some((image) => {
    const asset = byId.get(image.asset?._ref ?? '');
    return (asset?.metadata as AssetMetadata | undefined)?.isOpaque === true;
  });
}

/** The asset document behind an <img>, from its src (Next's optimizer URL or the file itself). */
function assetOf(src: string): DatasetDocument | undefined {
  const url = new URL(src);
  const path = url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : url.pathname;
  return assetsByUrl.get(path);
}

/** Holds every image response until release(), as a slow phone network would. */
async function holdImages(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/*', (route) => {
    if (holding && route.request().resourceType() === 'image') held.push(route);
    else void route.continue();
  });
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
}

test.describe('content images', () => {
  test('resized local images come as AVIF to a browser that takes it, else WebP, else JPEG or PNG', async ({
    page,
    request,
  }) => {
    // Every local raster asset resized in three formats, each encoded on first request (an AVIF
    // takes about 0.5 s of CPU): about 8 s here, more on a slower machine and larger content.
    test.setTimeout(90_000);
    // What the browser gets: every resized image of a page with photos, as Chromium asks for it.
    const withPhoto = renderablePages().find(hasPhoto);
    expect(withPhoto, 'a page with a photo in the dataset').toBeTruthy();
    const resized: { url: string; type: string }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/_next/image') {
        resized.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
      }
    });
    await page.goto(pageUrl(withPhoto!), { waitUntil: 'load' });
    expect(resized.length, `resized images on ${pageUrl(withPhoto!)}`).toBeGreaterThan(0);
    for (const { url, type } of resized) expect(type, url).toBe('image/avif');

    // The negotiation itself, on every local raster asset: a browser without AVIF gets WebP; one
    // with neither gets a JPEG or PNG as stored, and a WebP file as JPEG. Each answer says it
    // varies by Accept (the CDN keys on it).
    const plainType: Record<string, string> = {
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      png: 'image/png',
      webp: 'image/jpeg',
    };
    const localRasters = localRasterImageUrls();
    expect(localRasters.length, 'local raster assets in the dataset').toBeGreaterThan(0);
    for (const asset of localRasters) {
      const url = `/_next/image?url=${encodeURIComponent(asset)}&w=640&q=75`;
      const ownType = plainType[asset.split('.').pop()!.toLowerCase()];
      for (const [accept, expected] of [
        ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif'],
        ['image/webp,image/*,*/*;q=0.8', 'image/webp'],
        ['image/*,*/*;q=0.8', ownType],
      ]) {
        const response = await request.get(url, { headers: { accept } });
        expect(response.status(), `${url} (Accept: ${accept})`).toBe(200);
        expect(response.headers()['content-type'], `${url} (Accept: ${accept})`).toBe(expected);
        expect(response.headers()['vary'] ?? '', url).toMatch(/\bAccept\b/i);
      }
    }
  });

  test('a local image is framed on its hotspot (0.2, 0.8) inside its crop', async ({ page }) => {
    const fixture = required(
      renderablePages('cardSection').find((candidate) => candidate._id === 'e2e-images-framing'),
      'the framing fixture page (e2e-images-framing)',
    );
    const [heroImage] = imagesIn(fixture.pageBuilder);
    expect(heroImage.hotspot).toMatchObject({ x: 0.2, y: 0.8 });
    expect(heroImage.crop).toMatchObject({ top: 0.1, bottom: 0.05, left: 0.05, right: 0.15 });
    const asset = byId.get(heroImage.asset?._ref ?? '');
    const dimensions = (asset?.metadata as { dimensions?: { width: number; height: number } })
      ?.dimensions;
    // The expected positions below are worked out for this size.
    expect(dimensions).toMatchObject({ width: 240, height: 64 });

    await page.goto(pageUrl(fixture));
    const framing = (selector: string) =>
      page.locator(selector).evaluate((img) => {
        const style = getComputedStyle(img);
        return {
          objectPosition: style.objectPosition,
          objectFit: style.objectFit,
          viewBox: style.getPropertyValue('object-view-box'),
        };
      });

    // The crop is 192x54.4 px from (12, 6.4). In the hero (its shape set by CSS) the hotspot
    // keeps its place within the crop: (0.2 − 0.05) / 0.8 and (0.8 − 0.1) / 0.85.
    expect(await framing('main section[data-block="hero"] img')).toEqual({
      objectPosition: '18.75% 82.35%',
      objectFit: 'cover',
      viewBox: 'inset(10% 15% 5% 5%)',
    });
    // On the square card the window is 54.4 px wide: centred on x = 48 px it would start at
    // 20.8, inside the crop, so it does: (20.8 − 12) / (192 − 54.4) = 6.4 %.
    expect(await framing('main section[data-block="cardSection"] img')).toEqual({
      objectPosition: '6.4% 50%',
      objectFit: 'cover',
      viewBox: 'inset(10% 15% 5% 5%)',
    });
  });

  test('the first paint waits until the first block is parsed, so a half-parsed hero never paints', async ({
    page,
  }) => {
    // Without it, a browser busy parsing a large page painted the home page's centred hero with
    // only its logo, then moved it as the heading arrived (1 visit in 10 on this machine).
    const pages = renderablePages().filter((candidate) => (candidate.pageBuilder ?? []).length > 0);
    const programmeFirst = pages.find(
      (candidate) => candidate.pageBuilder?.[0]?._type === 'programme',
    );
    for (const contentPage of new Set([
      ...pages.slice(0, 3),
      ...(programmeFirst ? [programmeFirst] : []),
    ])) {
      await page.goto(pageUrl(contentPage), { waitUntil: 'domcontentloaded' });
      const gate = await page.evaluate(() => {
        const link = document.head.querySelector('link[rel="expect"]');
        const target = link?.getAttribute('href')?.slice(1) ?? '';
        const mark = target ? document.getElementById(target) : null;
        const first = document.querySelector('main > section, main > [data-block]');
        // A programme marks the end of its controls itself, so its long list paints as it arrives.
        const programmeList = first?.matches('[data-block="programme"]')
          ? first.querySelector('[data-programme-list]')
          : null;
        return {
          blocking: link?.getAttribute('blocking'),
          markFollowsFirstBlock: Boolean(
            mark &&
            first &&
            (programmeList
              ? mark.nextElementSibling === programmeList
              : first.nextElementSibling === mark),
          ),
          markHidden: mark?.hidden,
          marks: target ? document.querySelectorAll(`[id="${target}"]`).length : 0,
        };
      });
      expect(gate, pageUrl(contentPage)).toEqual({
        blocking: 'render',
        markFollowsFirstBlock: true,
        markHidden: true,
        marks: 1,
      });
    }
  });

  test('every content image shows its placeholder until it loads (the LCP image its colour), and nothing shifts', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // One page per kind of image block, found in the content.
    const kinds = ['hero', 'cardSection', 'gallery', 'carousel', 'form', 'textWithIllustration'];
    const pages = new Map<string, DatasetPage>();
    for (const kind of kinds) {
      const found = renderablePages(kind).find(
        (candidate) =>
          hasPhoto(candidate) &&
          imagesIn(candidate.pageBuilder?.filter((block) => block._type === kind)).length > 0,
      );
      const withImage = required(found, `a page with a ${kind} block showing a photo`);
      pages.set(withImage._id, withImage);
    }

    await page.addInitScript(() => {
      const win = window as unknown as { __layoutShift: number };
      win.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { value: number }[]) {
          const shift = entry as unknown as { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) win.__layoutShift += shift.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    let lcpImages = 0;
    for (const contentPage of pages.values()) {
      const images = await holdImages(page);
      // The brand fonts are refused, so the text stays in its fallback faces: the shift counted
      // here is the images' alone (the fonts' swap has its own budget, e2e/budgets.spec.ts).
      await page.route(/\.woff2(\?|$)/, (font) => font.abort());
      await page.goto(pageUrl(contentPage), { waitUntil: 'domcontentloaded' });
      // Queried and read in one evaluation: a lazy island (the carousel) hydrating in between
      // would leave a detached <img>, whose computed style is empty.
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('main img:not([data-logo])')].map((img) => {
          const element = img as HTMLImageElement;
          const style = getComputedStyle(element);
          return {
            src: element.currentSrc || element.src,
            complete: element.complete && element.naturalWidth > 0,
            priority: element.getAttribute('fetchpriority') === 'high',
            background: style.backgroundImage,
            color: style.backgroundColor,
          };
        }),
      );
      expect(shown.length, `content images on ${pageUrl(contentPage)}`).toBeGreaterThan(0);
      for (const image of shown) {
        const asset = required(assetOf(image.src), `an asset document for ${image.src}`);
        const metadata = asset.metadata as AssetMetadata;
        expect(image.complete, `${image.src} is still loading`).toBe(false);
        if (metadata.isOpaque === false) {
          expect(image.background, `transparent ${image.src} has no placeholder`).toBe('none');
          continue;
        }
        // The LQIP over the dominant colour, from the asset's own metadata; the LCP image shows
        // the colour alone (its photo is already on its way at high priority).
        const lqip = required(metadata.lqip, 'an LQIP');
        expect(
          { src: image.src, showsLqip: decodeURIComponent(image.background).includes(lqip) },
          image.priority ? 'the LCP image' : 'a content image',
        ).toEqual({ src: image.src, showsLqip: !image.priority });
        if (image.priority) lcpImages += 1;
        const [r, g, b] = (metadata.palette?.dominant?.background ?? '')
          .slice(1)
          .match(/../g)!
          .map((pair) => parseInt(pair, 16));
        expect(image.color).toBe(`rgb(${r}, ${g}, ${b})`);
      }

      await images.release();
      await scrollThrough(page);
      // Slides a carousel keeps off to the side stay lazy; ask for them too, then every image
      // has loaded and, opaque, paints over its placeholder.
      await page
        .locator('main img[loading="lazy"]')
        .evaluateAll((imgs) =>
          imgs.forEach((img) => ((img as HTMLImageElement).loading = 'eager')),
        );
      await expect
        .poll(
          () =>
            page.locator('main img:not([data-logo])').evaluateAll((imgs) =>
              imgs
                .map((img) => img as HTMLImageElement)
                .filter((img) => !img.complete || img.naturalWidth === 0)
                .map((img) => img.currentSrc || img.src),
            ),
          { message: `images still loading on ${pageUrl(contentPage)}`, timeout: 20_000 },
        )
        .toEqual([]);
      const shift = await page.evaluate(
        () => (window as unknown as { __layoutShift: number }).__layoutShift,
      );
      expect(shift, `cumulative layout shift on ${pageUrl(contentPage)}`).toBe(0);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    expect(lcpImages, 'LCP (priority) images among those checked').toBeGreaterThan(0);
  });
});
