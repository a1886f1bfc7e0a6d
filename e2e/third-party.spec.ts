import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { parseVideoUrl, videoEmbedUrl } from '../lib/video/video-url';
import { SCHEMES, storeScheme, wcagViolations } from './support/a11y';
import { pageUrl, renderablePages, type DatasetPage } from './support/dataset';
import {
  HOOPLA,
  SHOW_TICKET_SALES,
  TICKET_SALES_LOADING,
  showTicketSales,
  ticketEmbed,
  ticketPage,
  waitForTicketScript,
} from './support/ticket';

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
 * resolves), scrolls its embed into view and waits for the ticket script; no frame yet.
 */
async function openTicketPage(
  page: Page,
  ticket: { url: string; salesUrl: string },
  body: string,
  answerWhen: Promise<void> = Promise.resolve(),
) {
  await page.route(HOOPLA, async (route) => {
    await answerWhen;
    await route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Hoopla</title>${body}`,
    });
  });
  await page.goto(ticket.url);
  const embed = ticketEmbed(page, ticket.salesUrl);
  await embed.scrollIntoViewIfNeeded();
  await waitForTicketScript(page);
  await expect(embed.locator('iframe')).toHaveCount(0);
  return embed;
}

/** openTicketPage, then the visitor's click on "Vis billettsalget her". */
async function openTicketEmbed(
  page: Page,
  ticket: { url: string; salesUrl: string },
  body: string,
  answerWhen: Promise<void> = Promise.resolve(),
) {
  const embed = await openTicketPage(page, ticket, body, answerWhen);
  await showTicketSales(embed);
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
      expect(await wcagViolations(page, { within: 'main' })).toEqual([]);
    });
  }
});

test.describe('the ticket block without a blank hole', () => {
  test('while the sales page does not answer, its space shows the link instead of a blank frame', async ({
    page,
  }) => {
    // The sales page never answers (a festival-field network): the frame never loads.
    await page.route(HOOPLA, () => {});
    const { url, salesUrl } = ticketPage();
    await page.goto(url);
    const embed = ticketEmbed(page, salesUrl);
    await embed.scrollIntoViewIfNeeded();
    await showTicketSales(embed);
    await expect(embed.locator('iframe')).toHaveCount(1);
    const placeholder = embed.locator('[data-hoopla-placeholder]');
    await expect(placeholder).toBeVisible();
    // The button says it is busy and keeps its place; the link stays usable under the unseen frame.
    const busy = placeholder.getByRole('button', { name: TICKET_SALES_LOADING });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    const link = placeholder.getByRole('link', { name: /^Åpne billettsalget på / });
    await expect(link).toHaveAttribute('href', salesUrl);
    // A trial click checks the link would receive the click (nothing covers it) without following it.
    await link.click({ trial: true });
    expect((await placeholder.boundingBox())!.height).toBeGreaterThanOrEqual(700);
    await expect(embed.locator('iframe')).toHaveCSS('opacity', '0');
    await expect(embed).not.toHaveAttribute('data-hoopla-loaded');
  });

  test('once the frame has loaded it takes the placeholder’s place at the same height', async ({
    page,
  }) => {
    const embed = await openTicketEmbed(page, ticketPage(), '<p>Billettsalg</p>');
    await expect(embed).toHaveAttribute('data-hoopla-loaded', '');
    await expect(embed.locator('[data-hoopla-placeholder]')).toBeHidden();
    await expect(embed.locator('iframe')).toBeVisible();
    await expect(embed.locator('iframe')).toHaveAttribute('loading', 'eager');
    expect((await embed.boundingBox())!.height).toBeGreaterThanOrEqual(700);
  });

  for (const key of ['Enter', 'Space']) {
    test(`a keyboard visitor on the button (${key}) keeps focus when the frame takes its place`, async ({
      page,
    }) => {
      // The sales page answers only once the test lets it, after the button was pressed.
      let answer: () => void = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const embed = await openTicketPage(
        page,
        ticketPage(),
        '<button>Velg billett</button>',
        answered,
      );
      const show = embed.getByRole('button', { name: SHOW_TICKET_SALES });
      await show.focus();
      await expect(show).toBeFocused();
      await page.keyboard.press(key);
      await expect(embed.locator('iframe')).toHaveCount(1);
      // While the frame loads the busy button keeps the focus (it is not disabled) ...
      const busy = embed.getByRole('button', { name: TICKET_SALES_LOADING });
      await expect(busy).toBeFocused();
      answer();
      // ... and the frame takes it over once it has loaded.
      await expect(embed).toHaveAttribute('data-hoopla-loaded', '');
      await expect(embed.locator('iframe')).toBeFocused();
    });
  }

  test('offline, the button makes no frame and says why; back online it shows the sales page', async ({
    page,
    context,
  }) => {
    const embed = await openTicketPage(page, ticketPage(), '<p>Billettsalg</p>');
    const requested: string[] = [];
    page.on('request', (request) => {
      if (HOOPLA.test(request.url())) requested.push(request.url());
    });
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await embed.getByRole('button', { name: SHOW_TICKET_SALES }).click();
    await expect(embed.getByRole('status')).toHaveText(
      'Du er frakoblet. Billettsalget kan vises når du er på nett igjen.',
    );
    await expect(embed.locator('iframe')).toHaveCount(0);
    await expect(embed).not.toHaveAttribute('data-hoopla-ready');
    expect(requested).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
    await embed.getByRole('button', { name: SHOW_TICKET_SALES }).click();
    await expect(embed).toHaveAttribute('data-hoopla-loaded', '');
    // The notice is hidden with the placeholder now; the message is gone from it too.
    await expect(embed.locator('[data-hoopla-status]')).toBeEmpty();
    expect(requested.length).toBeGreaterThan(0);
  });
});
