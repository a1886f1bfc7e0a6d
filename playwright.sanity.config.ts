import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './test-support/chromium.mjs';
import { e2ePort } from './e2e/support/server-port';

// The specs in e2e/sanity-mode/ run against the site built in Sanity mode, on stand-ins of
// Sanity's query API and file CDN (test-support/e2e-sanity-server.mjs): `npm run test:e2e:sanity`.
const port = e2ePort();

export default defineConfig({
  testDir: './e2e/sanity-mode',
  outputDir: './test-results/sanity-mode',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    // No trace by default: recording one (DOM snapshots and a screencast of every action) costs
    // every test about a tenth more time, for the few that fail. A failure keeps its screenshot;
    // to trace it, run it again with `--trace retain-on-failure` (README.md, Tests).
    trace: 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    // The Sanity stand-in serves HTTPS with a certificate made for the run (HTTP/2 for the
    // studio's many listeners: test-support/e2e-sanity-server.mjs).
    ignoreHTTPSErrors: true,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: 'node test-support/e2e-sanity-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
