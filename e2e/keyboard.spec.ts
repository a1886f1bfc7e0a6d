import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LIGHTBOX_OPENS } from './support/lightbox';
import {
  expectVisibleFocus,
  pressAndKeepFocus,
  readFocus,
  tabTo,
  type FocusState,
} from './support/keyboard';
import { pageUrl, renderablePages, required } from './support/dataset';
import { pageWithHeroAnchor } from './support/layout-content';
import { SHOW_TICKET_SALES, ticketEmbed, ticketPage, waitForTicketScript } from './support/ticket';

// Keyboard only: no clicks after page load. Every Tab stop and every key press is followed by
// a check that focus sits on an element with a visible indicator (never on <body>).

async function openHydrated(page: Page, url: string) {
  // The embeds' stand-ins (a page with a button) come from the shared fixture.
  await page.goto(url);
  // The theme toggle gets its label once React runs; islands hydrate in the same pass.
  await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute('aria-label', /modus/);
}

const EMBED_TITLE = 'Innebygd spiller';

/**
 * Puts a button and then an embedded player frame at the top of <main>, with `gap` px between
 * them, and focuses the button. The frame's page is held back until `release()`; `requested`
 * resolves when the frame has asked for it.
 */
async function addHeldEmbed(page: Page, name: string, { gap = 0, lazy = false } = {}) {
  const src = `https://www.youtube-nocookie.com/embed/${name}`;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let onRequest!: () => void;
  const requested = new Promise<void>((resolve) => (onRequest = resolve));
  await page.route(src, async (route) => {
    onRequest();
    await released;
    await route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="nb"><title>Spiller</title><button>Spill av</button></html>',
    });
  });
  await page.evaluate(
    ({ src, title, gap, lazy }) => {
      const before = Object.assign(document.createElement('button'), {
        type: 'button',
        textContent: 'Før rammen',
      });
      const spacer = Object.assign(document.createElement('div'), { style: `height: ${gap}px` });
      const frame = Object.assign(document.createElement('iframe'), {
        title,
        loading: lazy ? 'lazy' : 'eager',
        width: 320,
        height: 180,
      });
      frame.src = src;
      document.querySelector('main')!.prepend(before, spacer, frame);
      before.focus();
    },
    { src, title: EMBED_TITLE, gap, lazy },
  );
  const activeTitle = () => page.evaluate(() => document.activeElement?.getAttribute('title'));
  return { release, requested, activeTitle };
}

test.describe('keyboard-only journeys', () => {
  test('the skip link moves focus to the content @mobile', async ({ page }) => {
    await openHydrated(page, '/');
    const focus = await pressAndKeepFocus(page, 'Tab', 'the first Tab');
    expect(focus.name).toBe('Hopp til innholdet');
    await pressAndKeepFocus(page, 'Enter', 'following the skip link');
    expect((await readFocus(page)).id).toBe('innhold');
    // Reading and tabbing continue inside the content, not back at the top of the page.
    await pressAndKeepFocus(page, 'Tab', 'the first Tab after the skip link');
    expect(
      await page.evaluate(() =>
        document.getElementById('innhold')?.contains(document.activeElement),
      ),
    ).toBe(true);
  });

  test('open and close the mobile menu @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the drawer only exists at phone widths');
    await openHydrated(page, '/');
    // By attribute: while the modal drawer is open the rest of the page is inert, so out of the accessibility tree.
    const opener = page.locator('button[aria-label="Åpne navigasjon"]');
    await tabTo(page, 'the menu button', (focus) => focus.name === 'Åpne navigasjon');

    await pressAndKeepFocus(page, 'Enter', 'opening the menu');
    const drawer = page.getByRole('dialog');
    // The dialog element has no box of its own; its panel and close button do.
    const closeButton = drawer.getByRole('button', { name: 'Lukk navigasjon' });
    await expect(closeButton).toBeVisible();
    expect((await readFocus(page)).name, 'focus starts on the close button').toBe(
      'Lukk navigasjon',
    );
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const links = await drawer.getByRole('link').count();
    // Focus stays trapped in the drawer, however far one tabs.
    for (let press = 0; press < links + 2; press += 1) {
      await pressAndKeepFocus(page, 'Tab', `Tab ${press + 1} inside the drawer`);
      expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await pressAndKeepFocus(page, 'Escape', 'closing the menu with Escape');
    // Gone once its closing transition has run; then focus is back on the button that opened it.
    await expect(drawer).toHaveCount(0);
    await expect.poll(() => readFocus(page).then((focus) => focus.name)).toBe('Åpne navigasjon');

    await pressAndKeepFocus(page, 'Enter', 'opening the menu again');
    await expect(closeButton).toBeVisible();
    await tabTo(page, 'the close button', (focus) => focus.name === 'Lukk navigasjon');
    await pressAndKeepFocus(page, 'Enter', 'closing the menu with its button');
    await expect(drawer).toHaveCount(0);
    await expect.poll(() => readFocus(page).then((focus) => focus.name)).toBe('Åpne navigasjon');
    await expectVisibleFocus(page, 'the drawer closed');
  });

  test('follow an in-page anchor @mobile', async ({ page }) => {
    const target = required(
      pageWithHeroAnchor(),
      'a hero button that links to a section of its page',
    );
    await openHydrated(page, pageUrl(target.page));
    const href = `#${target.anchorId}`;
    await tabTo(page, `the link to ${href}`, (focus) => focus.href === href);
    await pressAndKeepFocus(page, 'Enter', `following ${href}`);
    await expect.poll(() => readFocus(page).then((focus) => focus.id)).toBe(target.anchorId);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expectVisibleFocus(page, 'arriving at the section');
    await pressAndKeepFocus(page, 'Tab', 'the first Tab after the jump');
    // Focus moves on from the section (into it or past it), never back to the top of the page.
    const movedOn = await page.evaluate((id) => {
      const position =
        document.getElementById(id)?.compareDocumentPosition(document.activeElement!) ?? 0;
      return (
        (position & (Node.DOCUMENT_POSITION_FOLLOWING | Node.DOCUMENT_POSITION_CONTAINED_BY)) !== 0
      );
    }, target.anchorId);
    expect(movedOn).toBe(true);
  });

  test('open the gallery, step through it and close it @mobile', async ({ page }) => {
    const galleryPage = required(renderablePages('gallery')[0], 'a page with a gallery');
    await openHydrated(page, pageUrl(galleryPage));
    const opened = await tabTo(page, 'the first thumbnail', (focus) =>
      focus.name.startsWith('Åpne bilde'),
    );

    await pressAndKeepFocus(page, 'Enter', 'opening the lightbox');
    const current = page.locator('.yarl__slide_current');
    await expect(current).toHaveAttribute('aria-label', /^1 av \d+$/, LIGHTBOX_OPENS);
    const total = Number((await current.getAttribute('aria-label'))!.split(' av ')[1]);
    await pressAndKeepFocus(page, 'ArrowRight', 'ArrowRight in the lightbox');
    await expect(current).toHaveAttribute('aria-label', `${Math.min(2, total)} av ${total}`);
    await pressAndKeepFocus(page, 'ArrowLeft', 'ArrowLeft in the lightbox');
    await expect(current).toHaveAttribute('aria-label', `1 av ${total}`);
    // Looping: back from the first image is the last one.
    await pressAndKeepFocus(page, 'ArrowLeft', 'ArrowLeft from the first image');
    await expect(current).toHaveAttribute('aria-label', `${total} av ${total}`);
    await tabTo(page, 'the next-image button', (focus) => focus.name === 'Neste bilde', {
      maxPresses: 5,
    });
    await pressAndKeepFocus(page, 'Enter', 'the next-image button');
    await expect(current).toHaveAttribute('aria-label', `1 av ${total}`);

    await pressAndKeepFocus(page, 'Escape', 'closing the lightbox');
    await expect(current).toHaveCount(0);
    await expect.poll(() => readFocus(page).then((focus) => focus.name)).toBe(opened.name);
  });

  test('move the carousel @mobile', async ({ page }) => {
    const carouselPage = required(renderablePages('carousel')[0], 'a page with a carousel');
    await openHydrated(page, pageUrl(carouselPage));
    const carousel = page.locator('.swiper').first();
    const active = carousel.locator('.swiper-slide-active');
    await expect(active).toHaveAttribute('aria-label', /^1 av \d+$/);
    const total = Number((await active.getAttribute('aria-label'))!.split(' av ')[1]);

    // Swiper ignores a second press while a looping slide is still moving, as it should.
    const settled = () =>
      expect
        .poll(() =>
          carousel.evaluate(
            (element) =>
              (element as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating,
          ),
        )
        .toBe(false);

    await tabTo(page, 'the next-slide button', (focus) => focus.name === 'Neste lysbilde');
    await pressAndKeepFocus(page, 'Enter', 'the next-slide button');
    await expect(active).toHaveAttribute('aria-label', `2 av ${total}`);
    await settled();
    await pressAndKeepFocus(page, 'Enter', 'the next-slide button again');
    await expect(active).toHaveAttribute('aria-label', `${total >= 3 ? 3 : 1} av ${total}`);
    await settled();
    await tabTo(page, 'the previous-slide button', (focus) => focus.name === 'Forrige lysbilde', {
      backwards: true,
      maxPresses: 10,
    });
    await pressAndKeepFocus(page, 'Enter', 'the previous-slide button');
    await expect(active).toHaveAttribute('aria-label', `${total >= 3 ? 2 : total} av ${total}`);
  });

  test('fill in and send the contact form @mobile', async ({ page }) => {
    // A long journey (every field by keyboard, then the send): a hang guard, not a speed budget.
    test.setTimeout(90_000);
    const formPage = required(renderablePages('form')[0], 'a page with a contact form');
    const octet = () => Math.floor(Math.random() * 250) + 1;
    // Its own client for the contact endpoint's per-client rate limit.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${octet()}.${octet()}` });
    // The form refuses messages sent faster than a person types; the clock lets the test skip the wait.
    await page.clock.install();
    await openHydrated(page, pageUrl(formPage));

    await tabTo(page, 'the first-name field', (focus) => focus.fieldName === 'firstname');
    await page.keyboard.type('Øystein');
    const steps: [RegExp, string][] = [
      [/^Etternavn/, 'Ærø'],
      [/^E-post/, `e2e-keyboard-${Date.now()}@example.no`],
      [/^Firma/, ''],
      [/^Melding/, 'Hei! Vi skriver med tastaturet alene.'],
    ];
    for (const [label, text] of steps) {
      const focus = await pressAndKeepFocus(page, 'Tab', `Tab to ${label}`);
      expect(focus.name).toMatch(label);
      if (text) await page.keyboard.type(text);
    }
    await tabTo(
      page,
      'the processing consent',
      (focus) => focus.fieldName === 'consentToProcessing',
      { maxPresses: 5 },
    );
    await pressAndKeepFocus(page, 'Space', 'ticking the consent');
    await tabTo(page, 'the send button', (focus) => focus.name === 'Send melding', {
      maxPresses: 5,
    });
    await page.clock.fastForward(10_000);
    await pressAndKeepFocus(page, 'Enter', 'sending the message');
    await expect(page.getByRole('heading', { name: 'Takk for meldingen!' })).toBeFocused();
    await expectVisibleFocus(page, 'the thank-you view');

    await tabTo(page, 'the new-message button', (focus) => focus.name === 'Send en ny melding', {
      maxPresses: 3,
    });
    await pressAndKeepFocus(page, 'Enter', 'starting a new message');
    await expect(page.getByLabel(/^Fornavn/)).toBeVisible();
  });

  test('show the ticket sales with the keyboard: the frame takes the focus once it has loaded @mobile', async ({
    page,
  }) => {
    const { url, salesUrl } = ticketPage();
    await openHydrated(page, url);
    await waitForTicketScript(page);
    // Start from the block's own "Kjøp billetter" link; the next Tab stop is the button.
    const embed = ticketEmbed(page, salesUrl);
    const block = page.locator('main section[data-block="hooplaSalesPage"]', { has: embed });
    await block.getByRole('link', { name: 'Kjøp billetter', exact: true }).focus();
    const onShowButton = (focus: FocusState) => focus.name === SHOW_TICKET_SALES;
    await tabTo(page, 'the button that shows the ticket sales', onShowButton, { maxPresses: 2 });
    await expect(embed.locator('iframe')).toHaveCount(0);
    await pressAndKeepFocus(page, 'Enter', 'showing the ticket sales');
    await expect(embed).toHaveAttribute('data-hoopla-loaded', '');
    await expect(embed.locator('iframe')).toBeFocused();
    await expectVisibleFocus(page, 'the sales frame in the placeholder’s place');
  });

  test('an embed that drops the focus while it loads gets it back once loaded @mobile', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    // The frame's page is held back until the test has dropped the focus, as Chromium did when a
    // lazy frame that Tab had reached replaced its blank page with the loaded one (focus fell to
    // <body> and the next Tab skipped the frame). FrameFocusKeeper gives it back on the load.
    const { release, requested, activeTitle } = await addHeldEmbed(page, 'e2e-lazy-frame', {
      gap: 6000,
      lazy: true,
    });
    const activeTag = () => page.evaluate(() => document.activeElement?.tagName);

    // Tab reaches the unloaded frame far below: its loading starts with the focus.
    await page.keyboard.press('Tab');
    await requested;
    await expect.poll(activeTitle, { message: 'Tab put the focus on the frame' }).toBe(EMBED_TITLE);
    // The frame is scrolled into view with the focus (it is 6000 px below the button).
    await expect(page.locator(`iframe[title="${EMBED_TITLE}"]`)).toBeInViewport();

    // The drop, then the frame's page arrives.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    expect(await activeTag(), 'the focus fell to <body>').toBe('BODY');
    release();
    const playButton = page
      .frameLocator(`iframe[title="${EMBED_TITLE}"]`)
      .getByRole('button', { name: 'Spill av' });
    await expect(playButton).toBeAttached();
    await expect
      .poll(activeTitle, { message: 'focus is on the frame once it has loaded' })
      .toBe(EMBED_TITLE);
    const embedded = page.frames().find((frame) => frame.url().includes('e2e-lazy-frame'));
    await expect
      .poll(() => embedded?.evaluate(() => document.hasFocus()), {
        message: "the frame's page has the focus",
      })
      .toBe(true);
  });

  test('a click elsewhere while an embed loads is not undone when it has loaded', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    const { release, requested, activeTitle } = await addHeldEmbed(page, 'e2e-click-away');
    await requested;
    await page.keyboard.press('Tab');
    await expect.poll(activeTitle).toBe(EMBED_TITLE);
    // Listened for before the page arrives; it runs after the keeper's (a capture listener).
    const loaded = page.evaluate(
      (title) =>
        new Promise<void>((resolve) =>
          document
            .querySelector(`iframe[title="${title}"]`)!
            .addEventListener('load', () => resolve(), { once: true }),
        ),
      EMBED_TITLE,
    );
    // The visitor clicks plain text outside <main> (which would take focus itself, as the skip
    // link's target): the focus leaves the frame for <body> by their choice.
    await page.evaluate(() => {
      const text = Object.assign(document.createElement('p'), { textContent: 'Ren tekst' });
      text.id = 'e2e-plain-text';
      document.body.prepend(text);
    });
    await page.locator('#e2e-plain-text').click();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    release();
    await loaded;
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  });
});
