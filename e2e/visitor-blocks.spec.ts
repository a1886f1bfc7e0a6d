import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LIGHTBOX_OPENS } from './support/lightbox';
import { hooplaSalesPageUrl } from '../lib/hoopla/sales-page-url';
import { parseVideoUrl, videoEmbedUrl } from '../lib/video/video-url';
import {
  pageUrl,
  readDataset,
  renderablePages,
  required,
  type DatasetDocument,
  type DatasetPage,
} from './support/dataset';
import { SHOW_TICKET_SALES, waitForTicketScript } from './support/ticket';

// Pages and expectations come from the dataset the server runs on, never from the seed's strings.
type Block = { _type: string; _key: string; [field: string]: unknown };
type Found = { page: DatasetPage; block: Block; url: string; section: (page: Page) => Locator };

function findBlocks(type: string, accept: (block: Block) => boolean = () => true): Found[] {
  const found: Found[] = [];
  for (const contentPage of renderablePages(type)) {
    const ofType = (contentPage.pageBuilder ?? []).filter((block) => block._type === type);
    ofType.forEach((block, nth) => {
      if (!accept(block)) return;
      found.push({
        page: contentPage,
        block,
        url: pageUrl(contentPage),
        section: (page) => page.locator(`main section[data-block="${type}"]`).nth(nth),
      });
    });
  }
  return found;
}

function firstBlock(type: string, accept?: (block: Block) => boolean): Found {
  const [first] = findBlocks(type, accept);
  return required(first, `a usable ${type} block`);
}

type ImageItem = { _key: string; alt?: string; asset?: { _ref?: string } };

function galleryAlts(block: Block): string[] {
  return ((block.images as ImageItem[] | undefined) ?? [])
    .filter(
      (image) => image?.asset?._ref && typeof image.alt === 'string' && image.alt.trim() !== '',
    )
    .map((image) => image.alt!.trim());
}

const documentsById = new Map<string, DatasetDocument>(
  readDataset().map((document) => [document._id, document]),
);
function assetUrl(ref: string | undefined): string | undefined {
  const asset = ref ? documentsById.get(ref) : undefined;
  return typeof asset?.url === 'string' ? asset.url : undefined;
}

/** Every script and stylesheet a page's HTML refers to (script tags, CSS links and the RSC payload). */
async function pageAssets(
  request: APIRequestContext,
  url: string,
): Promise<{ scripts: string; styles: string }> {
  const html = await (await request.get(url)).text();
  const files = [...new Set(html.match(/\/_next\/static\/[^"'\\\s]+\.(?:js|css)/g) ?? [])];
  const bodies = await Promise.all(
    files.map(async (file) => ({ file, body: await (await request.get(file)).text() })),
  );
  return {
    scripts: bodies
      .filter(({ file }) => file.endsWith('.js'))
      .map(({ body }) => body)
      .join('\n'),
    styles: bodies
      .filter(({ file }) => file.endsWith('.css'))
      .map(({ body }) => body)
      .join('\n'),
  };
}

// Strings only Swiper's and the lightbox's own code and styles contain.
const SWIPER_MARKER = 'swiper-wrapper';
const LIGHTBOX_MARKER = 'yarl__';

test.describe('gallery', () => {
  const usable = (block: Block) => {
    const alts = galleryAlts(block);
    return alts.length >= 3 && new Set(alts).size === alts.length;
  };

  test('the lightbox opens at the clicked image, steps with the arrow keys and loops @mobile', async ({
    page,
  }) => {
    const { url, block, section } = firstBlock('gallery', usable);
    const alts = galleryAlts(block);
    await page.goto(url);
    const gallery = section(page);
    const dialog = page.getByRole('dialog', { name: 'Bildevisning' });
    const current = dialog.locator('.yarl__slide_current');

    const second = gallery.getByRole('button', { name: `Åpne bilde: ${alts[1]}`, exact: true });
    await second.click();
    await expect(dialog).toBeVisible(LIGHTBOX_OPENS);
    await expect(current).toHaveAttribute('aria-label', `2 av ${alts.length}`);
    await expect(current.locator('img')).toHaveAttribute('alt', alts[1]);

    await page.keyboard.press('ArrowRight');
    await expect(current.locator('img')).toHaveAttribute('alt', alts[2]);
    // One step at a time: a key pressed while a slide is still moving in may be dropped.
    await page.keyboard.press('ArrowLeft');
    await expect(current.locator('img')).toHaveAttribute('alt', alts[1]);
    await page.keyboard.press('ArrowLeft');
    await expect(current.locator('img')).toHaveAttribute('alt', alts[0]);
    // Looping: one step back from the first image is the last one, and forward again is the first.
    await page.keyboard.press('ArrowLeft');
    await expect(current.locator('img')).toHaveAttribute('alt', alts.at(-1)!);
    await page.keyboard.press('ArrowRight');
    await expect(current.locator('img')).toHaveAttribute('alt', alts[0]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
  });

  test('opening at the last image, the next one is the first', async ({ page }) => {
    const { url, block, section } = firstBlock('gallery', usable);
    const alts = galleryAlts(block);
    await page.goto(url);
    await section(page)
      .getByRole('button', { name: `Åpne bilde: ${alts.at(-1)}`, exact: true })
      .click();
    const current = page
      .getByRole('dialog', { name: 'Bildevisning' })
      .locator('.yarl__slide_current img');
    await expect(current).toHaveAttribute('alt', alts.at(-1)!, LIGHTBOX_OPENS);
    await page.getByRole('button', { name: 'Neste bilde' }).click();
    await expect(current).toHaveAttribute('alt', alts[0]);
    await page.getByRole('button', { name: 'Lukk' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a swipe moves to the next image @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch input is emulated in the mobile project');
    const { url, block, section } = firstBlock('gallery', usable);
    const alts = galleryAlts(block);
    await page.goto(url);
    await section(page)
      .getByRole('button', { name: `Åpne bilde: ${alts[0]}`, exact: true })
      .click();
    const current = page
      .getByRole('dialog', { name: 'Bildevisning' })
      .locator('.yarl__slide_current img');
    await expect(current).toHaveAttribute('alt', alts[0], LIGHTBOX_OPENS);

    const { width, height } = page.viewportSize()!;
    const y = Math.round(height / 2);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: width * 0.8, y }],
    });
    for (let step = 1; step <= 8; step += 1) {
      const x = width * (0.8 - (0.6 * step) / 8);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(current).toHaveAttribute('alt', alts[1]);
  });

  test('ships no lightbox code until a thumbnail is clicked', async ({ page, request }) => {
    const { url, block, section } = firstBlock('gallery', usable);
    expect((await pageAssets(request, url)).scripts).not.toContain(LIGHTBOX_MARKER);

    const lightboxCode: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        const body = await response.text().catch(() => '');
        if (body.includes(LIGHTBOX_MARKER)) lightboxCode.push(response.url());
      }
    });
    await page.goto(url);
    await page
      .getByRole('button', { name: `Åpne bilde: ${galleryAlts(block)[0]}`, exact: true })
      .first()
      .waitFor();
    await section(page).getByRole('button').first().click();
    await expect(page.getByRole('dialog', { name: 'Bildevisning' })).toBeVisible();
    // The listener reads each script's body after the fact, so its verdict can come after the
    // dialog shows: wait for it.
    await expect
      .poll(() => lightboxCode.length, { message: 'the lightbox chunk loads on the click' })
      .toBeGreaterThan(0);
  });

  test('without JavaScript the thumbnails are links to the large images', async ({
    browser,
    page,
  }) => {
    const { url, block, section } = firstBlock('gallery', usable);
    const alt = galleryAlts(block)[0];
    const context = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await context.newPage();
    await staticPage.goto(url);
    const href = await section(staticPage)
      .getByRole('link', { name: `Åpne bilde: ${alt}`, exact: true })
      .getAttribute('href');
    await context.close();

    // The same large image the lightbox shows.
    await page.goto(url);
    await section(page)
      .getByRole('button', { name: `Åpne bilde: ${alt}`, exact: true })
      .click();
    const shown = page
      .getByRole('dialog', { name: 'Bildevisning' })
      .locator('.yarl__slide_current img');
    await expect(shown).toHaveAttribute('src', href!, LIGHTBOX_OPENS);
  });

  test('the large images load', async ({ page }) => {
    const { url, block, section } = firstBlock('gallery', usable);
    await page.goto(url);
    await section(page)
      .getByRole('button', { name: `Åpne bilde: ${galleryAlts(block)[0]}`, exact: true })
      .click();
    const src = await page
      .getByRole('dialog', { name: 'Bildevisning' })
      .locator('.yarl__slide_current img')
      .getAttribute('src');
    const response = await page.request.get(new URL(src!, page.url()).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });
});

/** Swiper ignores a new step in loop mode while a slide is still moving, as a visitor's would be. */
async function settled(carousel: Locator) {
  await expect
    .poll(() =>
      carousel
        .locator('.swiper')
        .evaluate(
          (element) =>
            (element as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating,
        ),
    )
    .toBe(false);
}

test.describe('carousel', () => {
  const items = (block: Block) => (block.items as Array<{ height?: number }> | undefined) ?? [];
  const usable = (block: Block) => items(block).length >= 3;

  test('the indicators change the slide and the arrows loop around @mobile', async ({ page }) => {
    const { url, block, section } = firstBlock('carousel', usable);
    const count = items(block).length;
    await page.goto(url);
    const carousel = section(page);
    const bullet = (n: number) =>
      carousel.getByRole('button', { name: `Gå til lysbilde ${n}`, exact: true });
    const active = carousel.locator('.swiper-slide-active');

    await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(count);
    await expect(bullet(1)).toHaveAttribute('aria-current', 'true');

    await bullet(2).click();
    await expect(active).toHaveAttribute('data-swiper-slide-index', '1');
    await expect(bullet(2)).toHaveAttribute('aria-current', 'true');
    await settled(carousel);

    await bullet(count).click();
    await expect(active).toHaveAttribute('data-swiper-slide-index', String(count - 1));
    await settled(carousel);
    await carousel.getByRole('button', { name: 'Neste lysbilde' }).click();
    await expect(active).toHaveAttribute('data-swiper-slide-index', '0');
    await expect(bullet(1)).toHaveAttribute('aria-current', 'true');
    await settled(carousel);
    await carousel.getByRole('button', { name: 'Forrige lysbilde' }).click();
    await expect(active).toHaveAttribute('data-swiper-slide-index', String(count - 1));
  });

  test('the arrow keys move the carousel while focus is inside it', async ({ page }) => {
    const { url, block, section } = firstBlock('carousel', usable);
    const count = items(block).length;
    await page.goto(url);
    const carousel = section(page);
    const active = carousel.locator('.swiper-slide-active');
    await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(count);

    // Outside the carousel the keys belong to the page.
    await carousel.scrollIntoViewIfNeeded();
    await page.keyboard.press('ArrowRight');
    await expect(active).toHaveAttribute('data-swiper-slide-index', '0');

    await carousel.getByRole('button', { name: 'Gå til lysbilde 1', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(active).toHaveAttribute('data-swiper-slide-index', '1');
    await settled(carousel);
    await page.keyboard.press('ArrowLeft');
    await expect(active).toHaveAttribute('data-swiper-slide-index', '0');
    await settled(carousel);
    await page.keyboard.press('ArrowLeft');
    await expect(active).toHaveAttribute('data-swiper-slide-index', String(count - 1));
  });

  test('slides are 75% wide with their height from content (400 by default), server-rendered', async ({
    browser,
  }) => {
    const { url, block, section } = firstBlock('carousel', usable);
    // No JavaScript: what the visitor sees before Swiper starts must already have its final size.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url);
    const carousel = section(page);
    const row = await carousel.locator('.swiper').boundingBox();
    const slides = carousel.locator('.swiper-slide');
    await expect(slides).toHaveCount(items(block).length);
    for (const [index, item] of items(block).entries()) {
      const box = await slides.nth(index).boundingBox();
      expect(box!.height).toBeCloseTo(
        typeof item.height === 'number' && item.height > 0 ? item.height : 400,
        0,
      );
      expect(box!.width / row!.width).toBeCloseTo(0.75, 2);
    }
    await context.close();
  });

  test('loads Swiper only on pages with a carousel', async ({ request }) => {
    const { url } = firstBlock('carousel', usable);
    const assets = await pageAssets(request, url);
    expect(assets.scripts).toContain(SWIPER_MARKER);
    expect(assets.styles).toContain(SWIPER_MARKER);
  });
});

test.describe('prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel changes slides without animating', async ({ page }) => {
    const { url, section } = firstBlock(
      'carousel',
      (block) => ((block.items as unknown[]) ?? []).length >= 3,
    );
    await page.goto(url);
    const carousel = section(page);
    await carousel.getByRole('button', { name: 'Gå til lysbilde 2', exact: true }).click();
    await expect(carousel.locator('.swiper-slide-active')).toHaveAttribute(
      'data-swiper-slide-index',
      '1',
    );
    // The global reduced-motion CSS shortens transitions anyway; Swiper itself must not animate either.
    const speed = await carousel
      .locator('.swiper')
      .evaluate(
        (element) =>
          (element as HTMLElement & { swiper?: { params: { speed: number } } }).swiper?.params
            .speed,
      );
    expect(speed).toBe(0);
  });

  test('the lightbox opens and steps without animating', async ({ page }) => {
    const { url, block, section } = firstBlock(
      'gallery',
      (candidate) => galleryAlts(candidate).length >= 2,
    );
    await page.goto(url);
    await section(page)
      .getByRole('button', { name: `Åpne bilde: ${galleryAlts(block)[0]}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Bildevisning' });
    await expect(dialog).toBeVisible(LIGHTBOX_OPENS);
    expect(await dialog.getAttribute('style')).toMatch(/--yarl__fade_animation_duration:\s*0ms/);
  });
});

test.describe('pages without carousel, gallery or form', () => {
  test('ship no Swiper or lightbox code or styles', async ({ request }) => {
    const plain = renderablePages().filter(
      (candidate) =>
        !(candidate.pageBuilder ?? []).some((block) =>
          ['carousel', 'gallery', 'form'].includes(block._type),
        ),
    );
    expect(
      plain.length,
      'the e2e dataset must have a page without carousel, gallery or form',
    ).toBeGreaterThan(0);
    for (const candidate of plain) {
      const { scripts, styles } = await pageAssets(request, pageUrl(candidate));
      expect(scripts, `${pageUrl(candidate)} scripts`).not.toContain(SWIPER_MARKER);
      expect(scripts, `${pageUrl(candidate)} scripts`).not.toContain(LIGHTBOX_MARKER);
      expect(styles, `${pageUrl(candidate)} styles`).not.toContain(SWIPER_MARKER);
      expect(styles, `${pageUrl(candidate)} styles`).not.toContain(LIGHTBOX_MARKER);
    }
  });
});

test.describe('carousel and gallery layout', () => {
  test('neither shifts the layout while loading and hydrating', async ({ page }) => {
    const pages = renderablePages().filter((candidate) =>
      (candidate.pageBuilder ?? []).some(
        (block) => block._type === 'carousel' || block._type === 'gallery',
      ),
    );
    expect(
      pages.length,
      'the e2e dataset must have a page with a carousel or gallery',
    ).toBeGreaterThan(0);
    for (const candidate of pages) {
      await page.goto(pageUrl(candidate), { waitUntil: 'networkidle' });
      const shifts = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            const count = (entry: PerformanceEntry) => {
              const shift = entry as PerformanceEntry & {
                value: number;
                sources?: Array<{ node?: Node }>;
              };
              const inBlock = (shift.sources ?? []).some((source) =>
                source.node instanceof Element
                  ? source.node.closest('[data-block="carousel"], [data-block="gallery"]')
                  : source.node?.parentElement?.closest(
                      '[data-block="carousel"], [data-block="gallery"]',
                    ),
              );
              if (inBlock) total += shift.value;
            };
            const observer = new PerformanceObserver((list) => {
              list.getEntries().forEach(count);
            });
            observer.observe({ type: 'layout-shift', buffered: true });
            // Settled: the blocks' eager images have loaded and been decoded, fonts are in, and
            // two frames have been laid out since (a shift is reported with the frame after it).
            const eager = [
              ...document.querySelectorAll<HTMLImageElement>(
                '[data-block="carousel"] img, [data-block="gallery"] img',
              ),
            ].filter((image) => image.loading !== 'lazy');
            void Promise.all([
              document.fonts.ready,
              ...eager.map((image) => image.decode().catch(() => undefined)),
            ]).then(() =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  observer.takeRecords().forEach(count);
                  observer.disconnect();
                  resolve(total);
                }),
              ),
            );
          }),
      );
      expect(shifts, pageUrl(candidate)).toBeLessThan(0.01);
    }
  });
});

test.describe('video', () => {
  for (const kind of ['youtube', 'vimeo'] as const) {
    test(`a ${kind} video loads its privacy-enhanced player on the play click, titled by its label`, async ({
      page,
    }) => {
      const { url, block, section } = firstBlock(
        'video',
        (candidate) => parseVideoUrl(candidate.url as string)?.kind === kind,
      );
      // The tests check our page, not the player's: the shared fixture stands in for YouTube and Vimeo.
      await page.goto(url);
      const title = (block.videoLabel as string | undefined)?.trim() || 'Video';
      const play = section(page).getByRole('button', { name: `Spill av video: ${title}` });
      await expect(section(page).locator('iframe')).toHaveCount(0);
      const facade = await play.boundingBox();
      expect(facade!.width / facade!.height).toBeCloseTo(16 / 9, 1);
      await play.click();
      const iframe = section(page).locator('iframe');
      const expected = videoEmbedUrl(parseVideoUrl(block.url as string)!, { autoplay: true })!;
      expect(expected).toMatch(
        kind === 'youtube'
          ? /^https:\/\/www\.youtube-nocookie\.com\/embed\//
          : /^https:\/\/player\.vimeo\.com\/video\/\d+\?(.*&)?dnt=1/,
      );
      await expect(iframe).toHaveAttribute('src', expected);
      await expect(iframe).toHaveAttribute('title', title);
      await expect(iframe).toHaveAttribute('allowfullscreen', '');
      const box = await iframe.boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
    });
  }

  test('a web address that is not a known player degrades to a link', async ({ page }) => {
    const { url, block, section } = firstBlock(
      'video',
      (candidate) =>
        typeof candidate.url === 'string' &&
        /^https?:\/\//.test(candidate.url) &&
        !parseVideoUrl(candidate.url),
    );
    await page.goto(url);
    await expect(section(page).locator('iframe, video')).toHaveCount(0);
    await expect(section(page).getByRole('link', { name: /^Se videoen på / })).toHaveAttribute(
      'href',
      block.url as string,
    );
  });
});

test.describe('link tree', () => {
  type LinkItem = {
    _key: string;
    title?: string;
    url?: string;
    file?: { asset?: { _ref?: string } };
  };
  const links = (block: Block) => (block.links as LinkItem[] | undefined) ?? [];

  test('a file link downloads the file @mobile', async ({ page }) => {
    const { url, block, section } = firstBlock('linkTree', (candidate) =>
      links(candidate).some((link) => link.title && assetUrl(link.file?.asset?._ref)),
    );
    const fileLink = links(block).find((link) => link.title && assetUrl(link.file?.asset?._ref))!;
    const fileUrl = assetUrl(fileLink.file!.asset!._ref)!;
    await page.goto(url);
    const link = section(page).getByRole('link', {
      name: `${fileLink.title!.trim()} (last ned fil)`,
      exact: true,
    });
    await expect(link).toHaveAttribute('download', '');
    await expect(link).toHaveAttribute('href', fileUrl);

    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe(fileUrl.split('/').pop());
  });

  test('ordinary links have no download attribute and unsafe links are left out', async ({
    page,
  }) => {
    const { url, block, section } = firstBlock('linkTree', (candidate) =>
      links(candidate).some((link) => /^\s*javascript:/i.test(link.url ?? '')),
    );
    await page.goto(url);
    const tree = section(page);
    const safe = links(block).filter(
      (link) => link.title && link.url && !/^\s*javascript:/i.test(link.url),
    );
    await expect(tree.getByRole('link')).toHaveCount(safe.length);
    await expect(tree.locator('a[href^="javascript:"]')).toHaveCount(0);
    await expect(tree.locator('a[download]')).toHaveCount(0);
  });
});

test.describe('reference', () => {
  test('links to the referenced document with its title', async ({ page }) => {
    const { url, block, section } = firstBlock('reference', (candidate) => {
      const target = documentsById.get(candidate._ref as string);
      return typeof target?.title === 'string' && typeof target.link === 'string';
    });
    const target = documentsById.get(block._ref as string)!;
    await page.goto(url);
    await expect(section(page).getByRole('link', { name: target.title as string })).toHaveAttribute(
      'href',
      target.link as string,
    );
  });

  test('a reference whose target is missing renders no link, and the page goes on', async ({
    page,
  }) => {
    const broken = firstBlock(
      'reference',
      (candidate) => !documentsById.has(candidate._ref as string),
    );
    const response = await page.goto(broken.url);
    expect(response?.status()).toBe(200);
    await expect(broken.section(page)).toBeAttached();
    await expect(broken.section(page).locator('a')).toHaveCount(0);
  });
});

test.describe('ticket sales', () => {
  const withOrganisation = (block: Block) =>
    typeof block.organizationId === 'string' && block.organizationId.trim() !== '';

  // The embed's target is Hoopla; the shared fixture stands in for its page.

  test('the plain ticket link is there and the site’s script creates the embed on the click @mobile', async ({
    page,
  }) => {
    const { url, block, section } = firstBlock('hooplaSalesPage', withOrganisation);
    const salesUrl = hooplaSalesPageUrl(block.organizationId as string)!;
    await page.goto(url);
    const sales = section(page);
    await expect(sales.getByRole('link', { name: 'Kjøp billetter' })).toHaveAttribute(
      'href',
      salesUrl,
    );

    // The script is there and listening, the block in view: still no frame before the click.
    const embed = sales.locator('[data-hoopla-embed]');
    await embed.scrollIntoViewIfNeeded();
    await waitForTicketScript(page);
    expect(await page.locator('script[src="/hoopla-embed.js"]').count()).toBe(1);
    const iframe = embed.locator('iframe');
    await expect(iframe).toHaveCount(0);
    await expect(embed).not.toHaveAttribute('data-hoopla-ready');
    await expect(
      embed.getByText('Billettsalget kommer fra billettleverandøren vår, Hoopla', { exact: false }),
    ).toBeVisible();

    await embed.getByRole('button', { name: SHOW_TICKET_SALES }).click();
    await expect(iframe).toHaveCount(1);
    await expect(embed).toHaveAttribute('data-hoopla-ready', '');
    await expect(iframe).toHaveAttribute('src', salesUrl);
    await expect(iframe).toHaveAttribute('loading', 'eager');
    await expect(iframe).toHaveAttribute('allow', 'payment');
    const title = (block.title as string | undefined)?.trim();
    await expect(iframe).toHaveAttribute('title', title ? `Billettsalg: ${title}` : 'Billettsalg');
  });

  test('without JavaScript the ticket link still works and no blank space is reserved', async ({
    browser,
  }) => {
    const { url, block, section } = firstBlock('hooplaSalesPage', withOrganisation);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url);
    const sales = section(page);
    await expect(sales.getByRole('link', { name: 'Kjøp billetter' })).toHaveAttribute(
      'href',
      hooplaSalesPageUrl(block.organizationId as string)!,
    );
    await expect(sales.locator('iframe')).toHaveCount(0);
    expect((await sales.locator('[data-hoopla-embed]').boundingBox())?.height ?? 0).toBe(0);
    await context.close();
  });

  test('without an organisation id the block shows a notice, no link and no script', async ({
    page,
  }) => {
    const { url, section } = firstBlock('hooplaSalesPage', (block) => !withOrganisation(block));
    await page.goto(url);
    await expect(
      section(page).getByText('Billettsalget er ikke åpnet ennå.', { exact: false }),
    ).toBeVisible();
    await expect(section(page).getByRole('link')).toHaveCount(0);
  });

  test('pages without the block do not load the embed script', async ({ page }) => {
    const without = required(
      renderablePages().find(
        (candidate) =>
          !(candidate.pageBuilder ?? []).some((block) => block._type === 'hooplaSalesPage'),
      ),
      'a page without a ticket-sales block',
    );
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(pageUrl(without), { waitUntil: 'networkidle' });
    expect(requested).not.toContain('/hoopla-embed.js');
  });
});
