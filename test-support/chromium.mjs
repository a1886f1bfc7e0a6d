// @ts-check
// Which Chromium the tests and the bench launch, and with which flags: Debian's packages.
// Browser tests run in Chromium's headless shell (package chromium-headless-shell: the same
// Chromium release and Blink, without the full browser's UI layers; Playwright's own default for
// headless runs). Measured on this 2-core machine, the every-page and block specs took 112 s in
// the shell against 203 s in the full browser. The full browser (`/usr/bin/chromium`) stays where
// the browser itself is the subject: whether it offers to install the app, and the bench's speed
// probe and Lighthouse, which measure what a phone's browser paints. CHROMIUM_PATH overrides both.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

/** Flags that keep Chromium from calling Google's hosts, which this network refuses. */
export const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The full browser, or CHROMIUM_PATH. */
export function fullChromiumPath(env = process.env) {
  return env.CHROMIUM_PATH ?? FULL_CHROMIUM;
}

/** The headless shell where it is installed, else the full browser; or CHROMIUM_PATH. */
function testChromiumPath(env = process.env) {
  return env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}

/** Playwright launch options for the browser tests. */
export const chromiumLaunchOptions = { executablePath: testChromiumPath(), args: QUIET_FLAGS };

/** Playwright launch options for the full browser: installability, the speed probe's test. */
export const fullChromiumLaunchOptions = { executablePath: fullChromiumPath(), args: QUIET_FLAGS };
