import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { e2eDatasetFile } from '../support/dataset';
import { heroPageDocument, projection, publish, remove, upsert } from '../support/publishing';

// Breaks the dataset copy for a moment, so a page that is not cached yet fails to load.
test('a content source failure shows the generic error screen', async ({ page, request }) => {
  // Published a moment ago and never visited: neither the page nor the page index it is
  // checked against is cached, so the visit reads the content source.
  const slug = `ikke-bufret-${Date.now()}`;
  const document = heroPageDocument(`e2e-feil-${slug}`, slug, 'Feiltest');
  upsert(document);
  await publish(request, projection(document, 'create'));
  const original = readFileSync(e2eDatasetFile, 'utf8');
  const replace = (text: string) => {
    writeFileSync(`${e2eDatasetFile}.tmp`, text);
    renameSync(`${e2eDatasetFile}.tmp`, e2eDatasetFile);
  };
  try {
    replace(`${original}{"_id": this is not json\n`);
    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(page.getByText('Noe gikk galt. Prøv å gå til')).toBeVisible();
    await expect(page.getByRole('link', { name: 'forsiden' })).toHaveAttribute('href', '/');
    // The failure is internal (a dataset line that is not JSON): none of its text reaches visitors.
    await expect(page.getByTestId('error-message')).toHaveCount(0);
    await expect(page.locator('main')).toHaveText('Oops!Noe gikk galt. Prøv å gå til forsiden');
    const html = await page.content();
    for (const internal of ['ndjson', 'not valid JSON', 'Unexpected token', 'this is not json']) {
      expect(html).not.toContain(internal);
    }
  } finally {
    replace(original);
    remove(document._id);
    await publish(request, projection(document, 'delete'));
  }
  const recovered = await page.goto(`/${slug}`);
  expect(recovered?.status()).toBe(404);
});
