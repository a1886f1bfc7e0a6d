import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../lib/ui/storage-keys';
import { pageUrl, renderablePages } from './dataset';

/**
 * WCAG 2.1 level A and AA, the level Norwegian universal-design rules require, and 2.2 AA, the
 * site's goal (the accessibility statement says so): axe's wcag22aa adds target size (2.5.8).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Where the site persists the visitor's scheme (next-themes' storageKey in app/layout.tsx). */
export { THEME_STORAGE_KEY };
export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

/** The class next-themes puts on <html> in the dark scheme (app/layout.tsx: attribute="class"). */
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
  await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute('aria-label', /modus/);
}

type Violation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown; failureSummary?: string }[];
};

/** One readable line per failing element, so a failure says what to fix and where. */
function describeViolations(violations: Violation[]): string[] {
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
  // Legacy mode: one axe.run in the page, not axe.runPartial in every frame and axe.finishRun in
  // a blank page the builder opens for it. Two to three times faster here (a 2,000-element
  // programme: 11 s to 4 s). What it leaves out is the inside of cross-origin frames, which are
  // only the third parties' embeds (stand-ins in the tests); each frame element's own checks
  // (a title) run in our page as before. The site has no frame of its own origin. (The builder
  // gives each frame one second to take axe, in either mode, and skips a frame that is slower:
  // on a loaded machine a same-origin frame was skipped, so no test relies on frame scans.)
  // Only violations in full: every rule still runs on every element, but axe keeps one example
  // of each pass and each needs-review result instead of describing (with selectors) every node
  // that passed. Half the time of a scan (the programme: 2.7 s to 1.4 s), the same violations.
  const builder = new AxeBuilder({ page })
    .withTags([...WCAG_TAGS, ...extraTags])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (within) {
    // An include that matches nothing would scan nothing and pass: make sure it is there.
    await expect(page.locator(within)).not.toHaveCount(0);
    builder.include(within);
  }
  // Blocks below the first screen are rendered only once they come near the viewport
  // (content-visibility: auto, app/globals.css). axe judges a colour by what is painted at an
  // element's place, and nothing is painted for a block not rendered yet: it would be judged
  // against whatever is behind it. The scan renders the whole page first (the layout is the same
  // either way) and leaves it as it was.
  const renderEverything = await page.addStyleTag({ content: RENDER_EVERYTHING });
  try {
    const results = await builder.analyze();
    return describeViolations(results.violations);
  } finally {
    await renderEverything.evaluate((style) => (style as Element).remove());
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
