import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { OfflineList } from '../../lib/offline/paths';
import { OFFLINE_LIST_PATH } from '../../lib/offline/paths';

/** The worker's runtime caches (lib/offline/service-worker.ts). */
export const PAGE_CACHE = 'sider';
export const DOCUMENT_CACHE = 'dokumenter';

export async function readOfflineList(request: APIRequestContext): Promise<OfflineList> {
  const response = await request.get(OFFLINE_LIST_PATH);
  expect(response.status()).toBe(200);
  return (await response.json()) as OfflineList;
}

/** A fresh phone: a new context with service workers allowed (playwright.config blocks them). */
export function newPhone(browser: Browser) {
  return browser.newContext({ serviceWorkers: 'allow' });
}

/** Opens a page online and requires it to answer 200. */
export async function openOnline(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
}

/**
 * A fresh phone that has visited `url` online, with the site's worker installed and controlling
 * the tab (its install stores the offline set).
 */
export async function phoneOnline(browser: Browser, url: string) {
  const context = await newPhone(browser);
  const page = await context.newPage();
  await openOnline(page, url);
  await waitForWorker(page);
  return { context, page };
}

/** Waits until the service worker is active and controls this tab. */
export async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The paths stored in one of the worker's caches. */
export function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, cacheName);
}

/** Waits until the worker has stored the whole offline set (it does so when it installs). */
export async function waitForOfflineSet(page: Page, list: OfflineList) {
  await expect
    .poll(() => cachedPaths(page, PAGE_CACHE), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(list.pages.map((entry) => entry.path)));
  await expect
    .poll(() => cachedPaths(page, DOCUMENT_CACHE), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(list.files));
}

/** Every path in every cache the site's origin holds. */
export function everyCachedUrl(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}
