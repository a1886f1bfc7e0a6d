import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './test-support/chromium.mjs';
import { e2ePort } from './e2e/support/server-port';

const port = e2ePort();
const chromium = chromiumLaunchOptions;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  // No retries, in CI either: a test that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // Hang guards for one step, not speed budgets: without them a click or a page load that never
    // completes runs into the test's own timeout, and the report names the test but not the step.
    // With them the failure says which action waited and for what (Playwright's call log).
    actionTimeout: 20_000,
    navigationTimeout: 45_000,
    // No trace by default: recording one (DOM snapshots and a screencast of every action) costs
    // every test about a tenth more time, for the few that fail. A failure keeps its screenshot;
    // to trace it, run it again with `--trace retain-on-failure` (README.md, Tests).
    trace: 'off',
    screenshot: 'only-on-failure',
    // The site's offline service worker would install in every test's fresh context, download
    // its precache and answer page loads; only the offline and install specs want it, and they
    // ask for it (e2e/support/offline.ts). Everything else tests the page as the network serves it.
    serviceWorkers: 'block',
    // A Norwegian phone, as the Norwegian edition's visitors have: a phone that reads no Norwegian
    // is offered a page's English version (e2e/english-edition.spec.ts sets its own locale).
    locale: 'nb-NO',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      // e2e/sanity-mode/ needs the site built on Sanity stand-ins: playwright.sanity.config.ts.
      testIgnore: [/faults\//, /sanity-mode\//],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@mobile/,
      testIgnore: [/faults\//, /sanity-mode\//],
    },
    {
      // Tests that break the content source on purpose run alone, after everything else.
      name: 'faults',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testMatch: /faults\/.*\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: {
    command: 'node test-support/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
