import { createHash } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { SAFETY_PAGE_PATH } from '../../lib/offline/paths';
import { pageUrl, publishedPages, readDataset } from '../support/dataset';
import { newPhone, readOfflineList, waitForOfflineSet, waitForWorker } from '../support/offline';

// The site built in Sanity mode (test-support/e2e-sanity-server.mjs): every uploaded file is on a
// stand-in of Sanity's file CDN, and the site links it through /filer/<sha1>.<extension>.

const FILE_PATH = /^\/filer\/([0-9a-f]{40})\.pdf$/;

/** A published page with a link-list entry that is a file, found from the content. */
function pageWithDownload() {
  const page = publishedPages(readDataset()).find((candidate) =>
    (candidate.pageBuilder ?? []).some(
      (block) =>
        block._type === 'linkTree' &&
        Array.isArray(block.links) &&
        block.links.some((link: { file?: unknown }) => link.file),
    ),
  );
  expect(page, 'the dataset has a link list with a file').toBeDefined();
  return page!;
}

test('the safety PDFs are served from this site, named by their content hash', async ({
  request,
  page,
}) => {
  const list = await readOfflineList(request);
  expect(list.files).toHaveLength(2);
  for (const file of list.files) {
    const [, hash] = FILE_PATH.exec(file) ?? [];
    expect(hash, `${file} is a /filer path`).toBeDefined();
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes the CDN holds under that name. (No Content-Length: Next 16 drops it from
    // every route handler's response and sends the body chunked; docs/offline.md.)
    const body = await response.body();
    expect(createHash('sha1').update(body).digest('hex')).toBe(hash);
  }
  await page.goto(SAFETY_PAGE_PATH);
  for (const file of list.files) {
    await expect(page.locator(`main a[href="${file}"]`)).toHaveCount(1);
  }
  await expect(page.locator('main a[href*="cdn.sanity.io"]')).toHaveCount(0);
});

test('a link-list download goes through /filer too', async ({ page }) => {
  await page.goto(pageUrl(pageWithDownload()));
  const download = page.locator('a[data-link-kind="file"]').first();
  await expect(download).toHaveAttribute('href', FILE_PATH);
});

test('after one online visit, both safety PDFs open without network', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const list = await readOfflineList(request);
  const context = await newPhone(browser);
  const page = await context.newPage();
  await page.goto('/');
  await waitForWorker(page);
  await waitForOfflineSet(page, list);
  await page.goto(SAFETY_PAGE_PATH);

  await context.setOffline(true);
  await page.reload();
  for (const file of list.files) {
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, magic: String.fromCharCode(...bytes.slice(0, 5)) };
    }, file);
    expect(answer, file).toEqual({ status: 200, magic: '%PDF-' });
  }
  // The link opens a new tab, which the worker answers too. Listened for on the context before
  // the click: from the worker's cache the tab can have its answer before it is handed over.
  const [pdfResponse] = await Promise.all([
    context.waitForEvent(
      'response',
      (response) =>
        response.request().isNavigationRequest() &&
        new URL(response.url()).pathname === list.files[0],
    ),
    page.locator(`main a[href="${list.files[0]}"]`).click(),
  ]);
  expect(pdfResponse.status()).toBe(200);
  await context.close();
});
