import { test as base, type BrowserContext } from '@playwright/test';
import { FOREIGN_URL } from '../../test-support/foreign-url.mjs';

export { FOREIGN_URL };

export { expect } from '@playwright/test';

/** The embeds the site loads from other hosts: the video players and Hoopla's ticket shop. */
export const THIRD_PARTY_EMBED =
  /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|([a-z0-9-]+\.)?hoopla\.no)\//;

/** What every embed's stand-in answers: a page with a focusable control, as the real ones have. */
export const EMBED_STAND_IN =
  '<!doctype html><html lang="nb"><title>Innebygd innhold</title><button type="button">Spill av</button></html>';

/**
 * No test talks to another host: the embeds get a stand-in, anything else foreign is refused
 * (the test machine has no internet, and a test must not depend on someone else's server).
 * A test that wants a different answer routes the host on its page or context itself: routes
 * registered later take precedence over this one.
 */
export async function stubThirdPartyHosts(context: BrowserContext) {
  await context.route(FOREIGN_URL, (route) =>
    THIRD_PARTY_EMBED.test(route.request().url())
      ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: EMBED_STAND_IN })
      : route.abort('blockedbyclient'),
  );
}

/**
 * Playwright's `test`, with the third-party stand-ins in every browser context a test gets: the
 * `context`/`page` fixtures and the contexts a test opens itself with `browser.newContext()`
 * (Playwright's own context fixture is made through it too).
 */
export const test = base.extend<Record<never, never>, { thirdPartyHosts: void }>({
  thirdPartyHosts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await stubThirdPartyHosts(context);
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
});
