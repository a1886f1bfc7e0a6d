import { fullChromiumLaunchOptions } from '../test-support/chromium.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expect, stubThirdPartyHosts, test } from './support/fixtures';
import { pageUrl, publishedPages, readDataset } from './support/dataset';
import { SAFETY_ROUTE as SAFETY_PATH } from './support/a11y';

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

/** An edition's published site settings in the dataset (a document without `language` is Norwegian). */
function siteSettings(language: 'nb' | 'en') {
  return readDataset().find(
    (document) =>
      document._type === 'siteSettings' &&
      !document._id.startsWith('drafts.') &&
      (document.language ?? 'nb') === language,
  ) as { brandTitle?: string } | undefined;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('installable web app', () => {
  test('the manifest names the site from its settings, in Norwegian, with icons from the logo', async ({
    request,
  }) => {
    const settings = siteSettings('nb');
    expect(settings?.brandTitle, 'site settings have a brand title').toBeTruthy();
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest).toMatchObject({
      id: '/',
      name: settings!.brandTitle,
      lang: 'nb',
      start_url: '/',
      display: 'standalone',
    });
    expect(String(manifest.short_name).length).toBeLessThanOrEqual(13);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.user_preferences).toMatchObject({
      color_scheme_dark: {
        theme_color: expect.stringMatching(/^#/),
        background_color: expect.stringMatching(/^#/),
      },
    });

    const wanted = [
      { size: 192, purpose: 'any' },
      { size: 512, purpose: 'any' },
      { size: 512, purpose: 'maskable' },
    ];
    for (const { size, purpose } of wanted) {
      const icon = manifest.icons.find(
        (candidate) =>
          candidate.sizes === `${size}x${size}` && (candidate.purpose ?? 'any') === purpose,
      );
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const image = await request.get(icon!.src);
      expect(image.status(), icon!.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body())).toEqual({ width: size, height: size });
    }
  });

  test('each edition links its own manifest: the English one in English, starting at /en', async ({
    page,
    request,
  }) => {
    const englishPage = publishedPages(readDataset(), 'en').find(
      (candidate) => pageUrl(candidate) !== '/en',
    );
    const englishUrl = englishPage ? pageUrl(englishPage) : '/en';
    for (const [url, manifestUrl] of [
      ['/', '/manifest.webmanifest'],
      [SAFETY_PATH, '/manifest.webmanifest'],
      ['/en', '/en/manifest.webmanifest'],
      [englishUrl, '/en/manifest.webmanifest'],
      ['/en/safety', '/en/manifest.webmanifest'],
    ]) {
      await page.goto(url);
      await expect(page.locator('link[rel="manifest"]'), url).toHaveAttribute('href', manifestUrl);
    }
    const response = await request.get('/en/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const english = (await response.json()) as Record<string, unknown>;
    expect(english).toMatchObject({
      id: '/en',
      lang: 'en',
      start_url: '/en',
      scope: '/',
      display: 'standalone',
      // The English settings' brand, or the Norwegian one where the edition has none.
      name: siteSettings('en')?.brandTitle ?? siteSettings('nb')?.brandTitle,
    });
    expect(String(english.description)).toMatch(/programme, tickets and safety information/);
  });

  test('Chromium finds the app installable: no manifest errors, no installability errors', async ({
    baseURL,
  }) => {
    test.setTimeout(150_000);
    // Chromium never offers installation in an incognito profile, which every normal
    // Playwright context is; a persistent profile of the full browser (not the tests' headless
    // shell) is a visitor's real browser.
    const profile = mkdtempSync(path.join(tmpdir(), 'install-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...fullChromiumLaunchOptions,
      baseURL,
      // The config blocks workers for most tests; a visitor's browser has them.
      serviceWorkers: 'allow',
    });
    await stubThirdPartyHosts(context);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: unknown[];
      };
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
