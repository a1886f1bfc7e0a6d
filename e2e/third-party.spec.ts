import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hooplaSalesPageUrl } from '../lib/hoopla/sales-page-url';
import { parseVideoUrl, videoEmbedUrl } from '../lib/video/video-url';
import { SCHEMES, storeScheme, WCAG_TAGS, describeViolations } from './support/a11y';
import { pageUrl, renderablePages, type DatasetPage } from './support/dataset';
import AxeBuilder from '@axe-core/playwright';

type Block = NonNullable<DatasetPage['pageBuilder']>[number];

const isEmbeddedVideo = (block: Block) => {
  const source = block._type === 'video' ? parseVideoUrl(block.url as string) : null;
  return source !== null && source.kind !== 'file';
};

/** A page whose only embedded service is video (no ticket frame), so every foreign request is the player's. */
function videoOnlyPage() {
  const page = renderablePages().find((candidate) => {
    const blocks = candidate.pageBuilder ?? [];
    return (
      blocks.some(isEmbeddedVideo) && !blocks.some((block) => block._type === 'hooplaSalesPage')
    );
  });
  expect(page, 'the dataset has a page with an embedded video and no ticket block').toBeDefined();
  return page!;
}

function foreignHosts(requests: string[], ownOrigin: string): string[] {
  return [
    ...new Set(
      requests
        .filter((url) => /^https?:/.test(url) && new URL(url).origin !== ownOrigin)
        .map((url) => new URL(url).host),
    ),
  ];
}

/**
 * Opens the ticket page with the sales page stubbed (answering `body`, once `answerWhen`
 * resolves) and scrolls its embed into view.
 */
async function openTicketEmbed(
  page: Page,
  ticket: { url: string; salesUrl: string },
  body: string,
  answerWhen: Promise<void> = Promise.resolve(),
) {
  await page.route(/^https?:\/\/([^/]*\.)?hoopla\.no\//, async (route) => {
    await answerWhen;
    await route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Hoopla</title>${body}`,
    });
  });
  await page.goto(ticket.url);
  const embed = page.locator(`[data-hoopla-embed][data-src="${ticket.salesUrl}"]`).first();
  await embed.scrollIntoViewIfNeeded();
  return embed;
}

test.describe('no third-party request before the visitor asks', () => {
  test('a video page contacts no other host until the play click; then the player loads with autoplay', async ({
    page,
    baseURL,
  }) => {
    const target = videoOnlyPage();
    const requests: string[] = [];
    page.context().on('request', (request) => requests.push(request.url()));
    await page.goto(pageUrl(target), { waitUntil: 'networkidle' });
    // Scrolled through, so lazy content would have loaded too.
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    expect(foreignHosts(requests, new URL(baseURL!).origin)).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    const block = (target.pageBuilder ?? []).find(isEmbeddedVideo)!;
    const title = (block.videoLabel as string | undefined)?.trim() || 'Video';
    const play = page.getByRole('button', { name: `Spill av video: ${title}` });
    await expect(play).toBeVisible();
    await play.click();
    const expected = videoEmbedUrl(parseVideoUrl(block.url as string)!, { autoplay: true })!;
    const frame = page.locator(`iframe[title="${title}"]`);
    await expect(frame).toHaveAttribute('src', expected);
    expect(expected).toContain('autoplay=1');
    await expect.poll(() => requests.filter((url) => url.startsWith(expected))).toHaveLength(1);
    await expect(frame).toBeFocused();
  });

  test('the play button is reached and pressed with the keyboard', async ({ page }) => {
    const target = videoOnlyPage();
    await page.goto(pageUrl(target));
    const play = page.getByRole('button', { name: /^Spill av video: / }).first();
    await expect(play).toBeVisible();
    for (
      let step = 0;
      step < 40 && !(await play.evaluate((element) => element === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(play).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('iframe').first()).toBeVisible();
  });

  test('the facade shows the poster from content, or a neutral surface without one', async ({
    page,
  }) => {
    const target = videoOnlyPage();
    const videos = (target.pageBuilder ?? []).filter(isEmbeddedVideo);
    expect(
      videos.some((block) => block.poster),
      'a fixture video has a poster',
    ).toBe(true);
    expect(
      videos.some((block) => !block.poster),
      'a fixture video has no poster',
    ).toBe(true);
    await page.goto(pageUrl(target));
    for (const block of videos) {
      const title = (block.videoLabel as string | undefined)?.trim() || 'Video';
      const play = page.getByRole('button', { name: `Spill av video: ${title}` });
      await expect(play.locator('img')).toHaveCount(block.poster ? 1 : 0);
      const box = await play.boundingBox();
      expect(box && box.width / box.height).toBeCloseTo(16 / 9, 1);
    }
  });

  for (const scheme of SCHEMES) {
    test(`axe: the video facade has no WCAG 2.1 AA violations (${scheme})`, async ({ page }) => {
      await storeScheme(page, scheme);
      await page.goto(pageUrl(videoOnlyPage()));
      await expect(page.getByRole('button', { name: /^Spill av video: / }).first()).toBeVisible();
      const results = await new AxeBuilder({ page }).include('main').withTags(WCAG_TAGS).analyze();
      expect(describeViolations(results.violations)).toEqual([]);
    });
  }
});

test.describe('the ticket block without a blank hole', () => {
  function ticketPage() {
    const found = renderablePages().find((candidate) =>
      (candidate.pageBuilder ?? []).some(
        (block) =>
          block._type === 'hooplaSalesPage' && hooplaSalesPageUrl(block.organizationId as string),
      ),
    );
    expect(found, 'the dataset has a ticket block with an organisation').toBeDefined();
    const block = found!.pageBuilder!.find(
      (candidate) =>
        candidate._type === 'hooplaSalesPage' &&
        hooplaSalesPageUrl(candidate.organizationId as string),
    )!;
    return { url: pageUrl(found!), salesUrl: hooplaSalesPageUrl(block.organizationId as string)! };
  }

  test('while the sales page does not answer, its space shows the link instead of a blank frame', async ({
    page,
  }) => {
    // The sales page never answers (a festival-field network): the frame never loads.
    await page.route(/^https?:\/\/([^/]*\.)?hoopla\.no\//, () => {});
    const { url, salesUrl } = ticketPage();
    await page.goto(url);
    const embed = page.locator(`[data-hoopla-embed][data-src="${salesUrl}"]`).first();
    await embed.scrollIntoViewIfNeeded();
    await expect(embed.locator('iframe')).toHaveCount(1);
    const placeholder = embed.locator('[data-hoopla-placeholder]');
    await expect(placeholder).toBeVisible();
    await expect(
      placeholder.getByRole('link', { name: /^Åpne billettsalget på / }),
    ).toHaveAttribute('href', salesUrl);
    expect((await placeholder.boundingBox())!.height).toBeGreaterThanOrEqual(700);
    await expect(embed.locator('iframe')).toHaveCSS('opacity', '0');
  });

  test('once the frame has loaded it takes the placeholder’s place at the same height', async ({
    page,
  }) => {
    const embed = await openTicketEmbed(page, ticketPage(), '<p>Billettsalg</p>');
    await expect(embed).toHaveAttribute('data-hoopla-loaded', '');
    await expect(embed.locator('[data-hoopla-placeholder]')).toBeHidden();
    await expect(embed.locator('iframe')).toBeVisible();
    expect((await embed.boundingBox())!.height).toBeGreaterThanOrEqual(700);
  });

  test('a keyboard visitor on the placeholder link keeps focus when the frame takes its place', async ({
    page,
  }) => {
    // The sales page answers only once the visitor's focus is on the placeholder's link.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const embed = await openTicketEmbed(
      page,
      ticketPage(),
      '<button>Velg billett</button>',
      answered,
    );
    await expect(embed.locator('iframe')).toHaveCount(1);
    const link = embed.getByRole('link', { name: /^Åpne billettsalget på / });
    await link.focus();
    await expect(link).toBeFocused();
    answer();
    await expect(embed).toHaveAttribute('data-hoopla-loaded', '');
    await expect(embed.locator('iframe')).toBeFocused();
  });
});
