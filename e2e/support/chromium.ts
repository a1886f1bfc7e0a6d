import { existsSync } from 'node:fs';

// How the tests launch Debian's Chromium. Browser tests run in its headless shell (Debian's
// package chromium-headless-shell: the same Chromium release and Blink, without the full
// browser's UI layers; Playwright's own default for headless runs). Measured on this 2-core
// machine, the every-page and block specs took 112 s in the shell against 203 s in the full
// browser. The full browser (`/usr/bin/chromium`) stays where the browser itself is the subject:
// whether it offers to install the app, and the speed probe, which measures what a phone's
// browser paints. CHROMIUM_PATH overrides both.
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

// The flags keep it from calling Google's hosts, which this network refuses.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The shell where it is installed; the full browser on a machine without it. */
export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  args,
};

/** The full browser: the install spec (installability) and the speed probe's test. */
export const fullChromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
  args,
};
