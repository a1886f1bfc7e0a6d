import axeCore, { type RunOptions, type Result } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../lib/ui/storage-keys';
import { pageUrl, renderablePages } from './dataset';

/**
 * WCAG 2.1 level A and AA, the level Norwegian universal-design rules require, and 2.2 AA, the
 * site's goal (the accessibility statement says so): axe's wcag22aa adds target size (2.5.8).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Where the site persists the visitor's scheme (next-themes' storageKey in app/(nb)/layout.tsx). */
export { THEME_STORAGE_KEY };
export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

/** The class next-themes puts on <html> in the dark scheme (app/(nb)/layout.tsx: attribute="class"). */
export const DARK_CLASS = /(^|\s)dark(\s|$)/;

/** Waits until the page shows `scheme`. */
export async function expectScheme(page: Page, scheme: Scheme) {
  const html = page.locator('html');
  if (scheme === 'dark') await expect(html).toHaveClass(DARK_CLASS);
  else await expect(html).not.toHaveClass(DARK_CLASS);
}

/** The safety page has a fixed route and its own document type, so the page index lacks it. */
export const SAFETY_ROUTE = '/sikkerhet';
/** The privacy notice and the accessibility statement: fixed routes, singletons. */
export const PRIVACY_ROUTE = '/personvern';
export const ACCESSIBILITY_ROUTE = '/tilgjengelighet';
export const MISSING_ROUTE = '/finnes-ikke-a11y';

export type Route = { name: string; url: string; status: number };

/**
 * Every page a visitor can land on: content pages from the dataset, the safety, privacy and
 * accessibility pages, the 404 page.
 */
export function visitorRoutes(): Route[] {
  return [
    ...renderablePages().map((page) => ({ name: pageUrl(page), url: pageUrl(page), status: 200 })),
    { name: SAFETY_ROUTE, url: SAFETY_ROUTE, status: 200 },
    { name: PRIVACY_ROUTE, url: PRIVACY_ROUTE, status: 200 },
    { name: ACCESSIBILITY_ROUTE, url: ACCESSIBILITY_ROUTE, status: 200 },
    { name: '404', url: MISSING_ROUTE, status: 404 },
  ];
}

/** Stores the scheme before any page script runs, exactly as a returning visitor has it. */
export async function storeScheme(page: Page, scheme: Scheme) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    scheme,
  ] as const);
}

/** Opens a route in a scheme and waits until React has hydrated (the toggle then gets its label). */
export async function openInScheme(page: Page, route: Route, scheme: Scheme) {
  await storeScheme(page, scheme);
  const response = await page.goto(route.url);
  expect(response?.status(), route.url).toBe(route.status);
  await expectScheme(page, scheme);
  await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute(
    'aria-label',
    /modus|mode/,
  );
}

/** One readable line per failing element, so a failure says what to fix and where. */
function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
}

/** A stylesheet that renders every block at once, as if none waited for the viewport. */
export const RENDER_EVERYTHING = '* { content-visibility: visible !important; }';

/**
 * axe's WCAG violations on the page, or only inside `within` (a CSS selector): an open modal
 * (the drawer, the lightbox) makes the rest of the page inert, and that rest is scanned on its
 * own with the modal closed, so scanning it again only costs time.
 */
export async function wcagViolations(
  page: Page,
  { extraTags = [], within }: { extraTags?: string[]; within?: string } = {},
): Promise<string[]> {
  if (within) {
    // An include that matches nothing would scan nothing and pass: make sure it is there.
    await expect(page.locator(within)).not.toHaveCount(0);
  }
  await injectAxe(page);
  // Blocks below the first screen are rendered only once they come near the viewport
  // (content-visibility: auto, app/globals.css). axe judges a colour by what is painted at an
  // element's place, and nothing is painted for a block not rendered yet: it would be judged
  // against whatever is behind it. The scan renders the whole page first (the layout is the same
  // either way) and leaves it as it was. A block rendered now takes up the styles it was skipped
  // for, those of a scheme switched meanwhile among them, and its links fade to the new colours
  // (next-themes turns transitions off only while it switches): the scan waits for that.
  const renderEverything = await page.addStyleTag({ content: RENDER_EVERYTHING });
  try {
    await colourTransitionsEnded(page);
    const violations = await page.evaluate(
      async ({ selector, options }) => {
        const { axe } = window as unknown as { axe: typeof import('axe-core') };
        const results = await axe.run(selector ?? document, options);
        return results.violations;
      },
      {
        selector: within,
        // Only violations in full: every rule still runs on every element, but axe keeps one
        // example of each pass and each needs-review result instead of describing (with
        // selectors) every node that passed. Half the time of a scan (the programme: 2.7 s to
        // 1.4 s), the same violations.
        options: {
          runOnly: { type: 'tag', values: [...WCAG_TAGS, ...extraTags] },
          resultTypes: ['violations'],
        } satisfies RunOptions,
      },
    );
    return describeViolations(violations);
  } finally {
    await renderEverything.evaluate((style) => (style as Element).remove());
  }
}

/**
 * Resolves once every CSS transition running in the page has ended. Links and buttons fade their
 * colours (`transition-colors`, the header its background over 300 ms): right after a scheme
 * switch, or a click that changes a button's state, a colour is still on its way, and axe would
 * judge the contrast of a frame of that fade. (Reading the animations brings the styles up to
 * date first, so a transition that a change has only just started is among them.)
 */
async function colourTransitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Puts axe-core into the page, and into every frame of the page's own origin, unless the
 * document already has it: a test that scans one page twice (both schemes) pays for it once.
 * axe in the page runs the rules in those frames through messages, and sends them to its own
 * origin only, so a third party's frame (the ticket seller, a video player: stand-ins in the
 * tests) is not scanned inside, only as an element of our page (a title); the site has no frame of
 * its own origin. This is what @axe-core/playwright's legacy mode scanned, without its cost:
 * it evaluates axe's half a megabyte of script twice in the page and once in every frame, on
 * every scan (about 0.3–0.7 s each here), before the rules take 0.1–1 s.
 */
export async function injectAxe(page: Page) {
  const origin = new URL(page.url()).origin;
  for (const frame of page.frames()) {
    const state = await frame
      .evaluate(() => ({ origin: window.origin, hasAxe: 'axe' in window }))
      .catch(() => null); // a frame that went away meanwhile
    if (!state || state.hasAxe || state.origin !== origin) continue;
    await frame.evaluate(axeCore.source);
  }
}

/** The open navigation drawer (Headless UI's dialog). */
const DRAWER = '[role="dialog"]';

/**
 * Switches a loaded page to another scheme with the site's own toggle (next-themes turns
 * transitions off for the switch, so the colours are final at once), back at the top of the page
 * as a fresh load would be.
 */
export async function switchScheme(page: Page, scheme: Scheme) {
  // Back at the top first: a page scrolled down slides the header away, and its toggle with it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('[data-site-header]')).toHaveAttribute('data-hidden', 'false');
  await page.getByTestId('theme-toggle').filter({ visible: true }).first().click();
  await expectScheme(page, scheme);
}

/**
 * axe's violations inside the mobile drawer: opened with its button, scanned once its panel has
 * slid in (contrast only means something then), closed again. The page behind it is inert and
 * scanned on its own.
 */
export async function drawerViolations(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Åpne navigasjon' }).click();
  const close = page.getByRole('dialog').getByRole('button', { name: 'Lukk navigasjon' });
  // The dialog element itself has no box; its panel and close button do.
  await expect(close).toBeVisible();
  await expect.poll(() => drawerSettled(page)).toBe(true);
  const violations = await wcagViolations(page, { within: DRAWER });
  await close.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return violations;
}

async function drawerSettled(page: Page): Promise<boolean> {
  return page.getByRole('dialog').evaluate((dialog) => {
    const panel = dialog.querySelector<HTMLElement>('[id^="headlessui-dialog-panel"]') ?? dialog;
    return panel
      .getAnimations({ subtree: true })
      .every((animation) => animation.playState === 'finished');
  });
}
