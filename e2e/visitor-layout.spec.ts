import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { readableTextColor } from '../lib/color/contrast';
import { resolveSafetyPage } from '../lib/defaults/safety-page';
import { telHref } from '../lib/phone/tel-href';
import type { SafetyPage } from '../lib/sanity/types';
import { pageUrl, readDataset, renderablePages, required } from './support/dataset';
import { DARK_CLASS, expectScheme, RENDER_EVERYTHING, THEME_STORAGE_KEY } from './support/a11y';
import {
  anchorIdsOf,
  assetUrl,
  blocksOf,
  longestPage,
  pageWithHeroAnchor,
  pageWithHeroVideo,
  pageWithoutMenu,
  publishedDocument,
} from './support/layout-content';
import { escapeRegExp } from './support/regexp';
import { expectLaterSectionsRenderedNearViewport } from './support/content-visibility';

const TO_DARK = 'Bytt til mørk modus';
const TO_LIGHT = 'Bytt til lys modus';

function siteHeader(page: Page): Locator {
  return page.locator('header[data-site-header]');
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/**
 * Waits until React has hydrated the header: the theme toggle only gets its aria-label then.
 * Before that links work natively (an anchor jumps instead of scrolling smoothly).
 */
async function waitForHydration(page: Page) {
  await expect(siteHeader(page).locator('[data-testid="theme-toggle"][aria-label]')).toHaveCount(1);
}

/** Starts the page in a colour scheme, as a returning visitor would. */
test.describe('header', () => {
  test('gets its scrolled style after 200 px, hides scrolling down past 500 px and returns scrolling up @mobile', async ({
    page,
  }) => {
    await page.goto(pageUrl(longestPage()));
    const header = siteHeader(page);
    const room = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(
      room,
      'the longest page in the e2e dataset must scroll well past 500 px',
    ).toBeGreaterThanOrEqual(1200);

    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await scrollTo(page, 150);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await scrollTo(page, 300);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveAttribute('data-hidden', 'false');

    await scrollTo(page, 450);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await scrollTo(page, 1000);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect
      .poll(async () => (await header.boundingBox())!.y + (await header.boundingBox())!.height)
      .toBeLessThanOrEqual(1);

    await scrollTo(page, 800);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await expect.poll(async () => (await header.boundingBox())!.y).toBeGreaterThanOrEqual(-1);
  });

  test('a hidden header comes back when it gets keyboard focus', async ({ page }) => {
    await page.goto(pageUrl(longestPage()));
    const room = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(
      room,
      'the longest page in the e2e dataset must scroll well past 500 px',
    ).toBeGreaterThanOrEqual(1200);
    await scrollTo(page, 300);
    await scrollTo(page, 1000);
    const header = siteHeader(page);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await header.getByRole('link').first().focus();
    await expect.poll(async () => (await header.boundingBox())!.y).toBeGreaterThanOrEqual(-1);
  });

  test('the brand title links home and menu pages link to /{slug}', async ({ page }) => {
    await page.goto('/');
    const header = siteHeader(page);
    await expect(
      header.getByRole('link').filter({ hasNotText: 'Hopp til innholdet' }).first(),
    ).toHaveAttribute('href', '/');
    const menuLinks = header.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link');
    // The menu always has entries: the content's menu, or the default anchors.
    await expect(menuLinks).not.toHaveCount(0);
    for (const href of await menuLinks.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toMatch(/^(\/[^#]*|\/?#.+)$/);
    }
  });

  test('without a menu document the default anchors show, leading home when the page lacks the section', async ({
    page,
  }) => {
    const withoutMenu = required(pageWithoutMenu(), 'a page whose menu document does not exist');
    await page.goto(pageUrl(withoutMenu));
    await waitForHydration(page);
    const nav = siteHeader(page).getByRole('navigation', { name: 'Hovedmeny' });
    const anchors = anchorIdsOf(withoutMenu);
    const defaults = [
      ['Hjem', 'home'],
      ['Hva vi gjør', 'what'],
      ['Hvem vi er', 'who'],
      ['Kontakt oss', 'contact'],
    ] as const;
    for (const [label, id] of defaults) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute(
        'href',
        anchors.includes(id) ? `#${id}` : `/#${id}`,
      );
    }
    const away = required(
      defaults.find(([, id]) => !anchors.includes(id)),
      'a page without a menu that lacks one of the default sections',
    );
    await nav.getByRole('link', { name: away[0] }).click();
    await expect(page).toHaveURL(new RegExp(`/#${away[1]}$`));
  });

  test('a page with fixHeader has a fixed header and 200 px top padding', async ({ page }) => {
    const fixed = required(
      renderablePages().find((candidate) => candidate.fixHeader === true),
      'a page with fixHeader',
    );
    await page.goto(pageUrl(fixed));
    await expect(siteHeader(page)).toHaveCSS('position', 'fixed');
    await expect(page.locator('main#innhold')).toHaveCSS('padding-top', '200px');
  });

  test('every content page has exactly one h1', async ({ request }) => {
    // The heading is server-rendered and no island adds one, so the HTML as served is what a
    // screen reader's heading list starts from; a browser load per page would only add time.
    for (const contentPage of renderablePages()) {
      const response = await request.get(pageUrl(contentPage));
      expect(response.status(), pageUrl(contentPage)).toBe(200);
      const headings = (await response.text()).match(/<h1[\s>]/g) ?? [];
      expect(headings, pageUrl(contentPage)).toHaveLength(1);
    }
  });
});

test.describe('mobile drawer', () => {
  test.beforeEach(async ({ page }) => {
    const width = page.viewportSize()?.width ?? 0;
    test.skip(width >= 992, 'the drawer is for viewports below 62em');
    await page.goto('/');
    await waitForHydration(page);
  });

  test('opens by button, traps focus, closes by Escape and returns focus @mobile', async ({
    page,
  }) => {
    const opener = page.getByRole('button', { name: 'Åpne navigasjon' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    // The dialog root has no box of its own (its children are fixed), so check its content.
    await expect(dialog.getByRole('navigation')).toBeVisible();
    // Focus moves into the dialog (Headless UI focuses the dialog itself on touch devices, so no keyboard pops up).
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await expect(dialog.getByRole('button', { name: 'Lukk navigasjon' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lukk meny' })).toBeAttached();

    const focusable = await dialog.locator('a[href], button:not([tabindex="-1"])').count();
    for (let press = 0; press < focusable + 2; press++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('closes by the close button and by the backdrop @mobile', async ({ page }) => {
    const opener = page.getByRole('button', { name: 'Åpne navigasjon' });
    await opener.click();
    await page.getByRole('button', { name: 'Lukk navigasjon' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(page.getByRole('dialog').getByRole('navigation')).toBeVisible();
    await page.mouse.click(10, 300);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('following a menu link closes the drawer @mobile', async ({ page }) => {
    await page.getByRole('button', { name: 'Åpne navigasjon' }).click();
    const link = page.getByRole('dialog').getByRole('navigation').getByRole('link').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page.getByRole('dialog')).toBeHidden();
    if (!href.includes('#')) await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
  });
});

test.describe('anchor links', () => {
  const STEP_MS = 25;

  /**
   * Clicks the hero button on a paused page clock and steps the clock 25 ms at a time, reading
   * scrollY after each step: the animation runs on requestAnimationFrame and performance.now,
   * which the clock drives, so the trace does not depend on how busy the machine is.
   */
  async function clickAndTrace(page: Page, name: string, forMs = 1000) {
    const button = page.getByRole('main').getByRole('link', { name, exact: true }).first();
    // React hydrates the page's blocks after the header; until it reaches this link, a click
    // is the browser's own jump to the section.
    await expect
      .poll(() =>
        button.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps'))),
      )
      .toBe(true);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await button.evaluate((link: HTMLElement) => link.click());
    const samples = [{ t: 0, y: await page.evaluate(() => window.scrollY) }];
    for (let t = STEP_MS; t <= forMs; t += STEP_MS) {
      await page.clock.runFor(STEP_MS);
      samples.push({ t, y: await page.evaluate(() => window.scrollY) });
    }
    return samples;
  }

  test('a hero button to #section scrolls smoothly and lands the section 100 px below the top @mobile', async ({
    page,
  }) => {
    const found = required(
      pageWithHeroAnchor(),
      'a hero button that links to a section of its page',
    );
    await page.goto(pageUrl(found.page));
    await waitForHydration(page);
    const samples = await clickAndTrace(page, found.buttonTitle);
    const final = samples.at(-1)!.y;
    expect(final).toBeGreaterThan(0);
    // Animated: the page passes through positions between start and end...
    expect(samples.some((sample) => sample.y > 0 && sample.y < final - 5)).toBe(true);
    // ...and arrives after about 500 ms (one frame of slack either way), then stays.
    const arrived = samples.find((sample) => sample.y === final)!;
    expect(arrived.t).toBeGreaterThanOrEqual(500 - STEP_MS);
    expect(arrived.t).toBeLessThanOrEqual(500 + 2 * STEP_MS);
    expect(samples.filter((sample) => sample.t >= arrived.t).every((s) => s.y === final)).toBe(
      true,
    );

    const top = await page
      .locator(`[id="${found.anchorId}"]`)
      .evaluate((element) => element.getBoundingClientRect().top);
    const maxScroll = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    // The target lands 100 px below the top (clear of the header), or as near as the page
    // scrolls: final + top is its place in the document.
    expect(Math.abs(final - Math.min(maxScroll, final + top - 100))).toBeLessThanOrEqual(2);
    await expect(page).toHaveURL(new RegExp(`#${found.anchorId}$`));
    await expect(page.locator(`[id="${found.anchorId}"]`)).toBeFocused();
  });

  test('under prefers-reduced-motion the jump is instant', async ({ page }) => {
    const found = required(
      pageWithHeroAnchor(),
      'a hero button that links to a section of its page',
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(pageUrl(found.page));
    await waitForHydration(page);
    const samples = await clickAndTrace(page, found.buttonTitle, 200);
    const final = samples.at(-1)!.y;
    expect(final).toBeGreaterThan(0);
    expect(samples[0].y).toBe(final);
  });
});

test.describe('colour scheme', () => {
  test('the toggle switches to dark, and the choice survives a reload without a flash @mobile', async ({
    page,
  }) => {
    // Records the <html> class at the moment the header element is parsed: before first paint and hydration.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('header')) {
          (window as unknown as { __classAtFirstHeader: string }).__classAtFirstHeader =
            document.documentElement.className;
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await waitForHydration(page);
    await expectScheme(page, 'light');
    const toggle = siteHeader(page).getByRole('button', { name: TO_DARK });
    await toggle.click();
    await expectScheme(page, 'dark');
    await expect(siteHeader(page).getByRole('button', { name: TO_LIGHT })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');

    await page.reload();
    await waitForHydration(page);
    const classAtFirstHeader = await page.evaluate(
      () => (window as unknown as { __classAtFirstHeader?: string }).__classAtFirstHeader,
    );
    expect(classAtFirstHeader).toMatch(DARK_CLASS);
    await expectScheme(page, 'dark');
    await expect(siteHeader(page).getByRole('button', { name: TO_LIGHT })).toBeVisible();

    await siteHeader(page).getByRole('button', { name: TO_LIGHT }).click();
    await expectScheme(page, 'light');
    await page.reload();
    await expectScheme(page, 'light');
  });

  test('the logo is black in light and white in dark', async ({ page }) => {
    // The not-found screen always shows the logo, whatever the content.
    await page.goto(`/finnes-ikke-${Date.now()}`);
    await waitForHydration(page);
    const main = page.locator('main');
    await expect(main.locator('img[data-logo="light"]')).toBeVisible();
    await expect(main.locator('img[data-logo="dark"]')).toBeHidden();
    await siteHeader(page).getByRole('button', { name: TO_DARK }).click();
    await expect(main.locator('img[data-logo="dark"]')).toBeVisible();
    await expect(main.locator('img[data-logo="light"]')).toBeHidden();
  });

  test('the footer has the toggle too', async ({ page }) => {
    await page.goto('/sikkerhet');
    await waitForHydration(page);
    await page.locator('footer').getByRole('button', { name: TO_DARK }).click();
    await expectScheme(page, 'dark');
    await expect(page.locator('footer').getByRole('button', { name: TO_LIGHT })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('social links open in a new tab with noopener noreferrer, and an email invitation @mobile', async ({
    page,
  }) => {
    await page.goto('/sikkerhet');
    const footer = page.locator('footer');
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    const settings = publishedDocument('siteSettings') as Record<string, unknown> | null;
    const networks = (['facebook', 'instagram', 'tiktok'] as const).filter(
      (network) => typeof settings?.[`${network}Url`] === 'string',
    );
    const social = footer.locator('a[data-social]');
    await expect(social).toHaveCount(networks.length);
    for (const network of networks) {
      const link = footer.locator(`a[data-social="${network}"]`);
      await expect(link).toHaveAttribute('href', settings![`${network}Url`] as string);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toContainText('(åpnes i ny fane)');
      await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  test('a page with hideFooter has no footer', async ({ page }) => {
    const hidden = required(
      renderablePages().find((candidate) => candidate.hideFooter === true),
      'a page with hideFooter',
    );
    await page.goto(pageUrl(hidden));
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(siteHeader(page)).toBeVisible();
  });
});

test.describe('blocks', () => {
  test('blocks after the first are rendered only near the viewport, laid out as if rendered at once @mobile', async ({
    page,
  }) => {
    const long = longestPage();
    expect(blocksOf(long).length, `blocks on ${pageUrl(long)}`).toBeGreaterThan(3);
    await page.goto(pageUrl(long));
    await waitForHydration(page);
    await expectLaterSectionsRenderedNearViewport(
      page.locator('main section[data-block]'),
      'block',
    );

    // Each block rendered in turn (scrolled to, then a frame drawn), then every box read...
    const boxes = () =>
      page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        for (const block of document.querySelectorAll('main section[data-block]')) {
          block.scrollIntoView();
          await frame();
          await frame();
        }
        window.scrollTo(0, 0);
        await frame();
        return [...document.querySelectorAll('main *, body > footer *')].map((element) => {
          const box = element.getBoundingClientRect();
          return `${element.tagName} ${box.x},${box.y + window.scrollY} ${box.width}x${box.height}`;
        });
      });
    const asServed = await boxes();
    // ...and again with every block rendered from the start: containment moved nothing.
    await page.addStyleTag({ content: RENDER_EVERYTHING });
    expect(await boxes()).toEqual(asServed);
  });

  test('text on a coloured background is black or white by the backdrop luminance', async ({
    page,
  }) => {
    const withColour = renderablePages().filter((candidate) =>
      blocksOf(candidate).some(
        (block) =>
          block._type === 'textWithIllustration' && typeof block.backgroundColor === 'string',
      ),
    );
    expect(
      withColour.length,
      'the e2e dataset must have a textWithIllustration block with a backgroundColor',
    ).toBeGreaterThan(0);
    for (const contentPage of withColour) {
      await page.goto(pageUrl(contentPage));
      const blocks = page.locator('[data-block="textWithIllustration"] [data-background]');
      await expect(blocks).not.toHaveCount(0);
      for (const block of await blocks.all()) {
        const background = (await block.getAttribute('data-background'))!;
        const expected =
          readableTextColor(background) === '#000000' ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)';
        await expect(block).toHaveCSS('color', expected);
      }
    }
  });

  test('hero video: muted, looping, inline, with a poster and no autoplay attribute; plays only when motion is allowed', async ({
    page,
  }) => {
    const withVideo = required(pageWithHeroVideo(), 'a hero with a background video');
    await page.addInitScript(() => {
      const counter = window as unknown as { __playCalls: number; __pauseCalls: number };
      counter.__playCalls = 0;
      counter.__pauseCalls = 0;
      const { play, pause } = HTMLMediaElement.prototype;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        counter.__playCalls += 1;
        return play.call(this);
      };
      HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
        counter.__pauseCalls += 1;
        return pause.call(this);
      };
    });
    await page.goto(pageUrl(withVideo));
    const video = page.locator('video[data-hero-video]');
    await expect(video).toHaveCount(1);
    await expect(video).not.toHaveAttribute('autoplay', /.*/);
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('poster', /.+/);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __playCalls: number }).__playCalls))
      .toBeGreaterThan(0);
    await expect(
      page.getByRole('button', { name: /Sett videoen på pause|Spill av videoen/ }),
    ).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(video).toHaveCount(1);
    await expect(video).not.toHaveAttribute('autoplay', /.*/);
    // The island decides once it has hydrated: under reduced motion it pauses where it would
    // otherwise play, so its pause() call is the signal that the decision has been made.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __pauseCalls: number }).__pauseCalls))
      .toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { __playCalls: number }).__playCalls),
    ).toBe(0);
    await expect(page.getByRole('button', { name: 'Spill av videoen' })).toBeVisible();
  });
});

test.describe('safety page', () => {
  test('PDF buttons open in a new tab and every contact has a call button @mobile', async ({
    page,
    request,
  }) => {
    const documents = readDataset();
    const safety = publishedDocument('safetyPage', documents) as Record<string, unknown> | null;
    await page.goto('/sikkerhet');
    await expect(page.locator('h1')).toHaveCount(1);

    const pdfs = page.locator('main a[target="_blank"]');
    await expect(pdfs).toHaveCount(2);
    const expected = [
      assetUrl(safety?.riskAnalysisPdf, documents) ?? '/ROS.pdf',
      assetUrl(safety?.safetyPlanPdf, documents) ?? '/Sikkerhetsplan.pdf',
    ];
    for (const [index, href] of expected.entries()) {
      const link = pdfs.nth(index);
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toContainText('åpnes i ny fane');
      expect((await request.get(href)).status(), href).toBe(200);
    }

    // What the page shows: the document's contacts, with the defaults filling any gaps.
    const { contacts } = resolveSafetyPage(safety as SafetyPage | null);
    const cards = page.locator('[data-safety-contact]');
    await expect(cards).toHaveCount(contacts.length);
    for (const [index, contact] of contacts.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: contact.role })).toBeVisible();
      // A call button exactly when there is a number to call, named after the person or role.
      const calls = card.locator('a[href^="tel:"]');
      expect(
        await calls.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(contact.phone ? [telHref(contact.phone)] : []);
      await expect(
        card.getByRole('link', { name: `Ring ${contact.name ?? contact.role}` }),
      ).toHaveCount(contact.phone ? 1 : 0);
    }
  });
});
