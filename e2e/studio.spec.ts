import { expect, test } from './support/fixtures';

// The e2e site is built without SANITY_PROJECT_ID (the embedded dataset), so /studio must explain
// how to connect a project instead of starting a studio that cannot work.
test('/studio without a Sanity project shows how to connect one, and boots no studio', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  const errors: string[] = [];
  page.context().on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  const response = await page.goto('/studio', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Studio – Matfestivalen Oslo');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Studioet er ikke koblet til et Sanity-prosjekt' }),
  ).toBeVisible();
  const steps = page.getByRole('main').getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.first()).toContainText('SANITY_PROJECT_ID');
  await expect(page.getByRole('main')).toContainText('docs/studio.md');
  // A deeper studio path (a tool's URL) gets the same notice.
  await page.goto('/studio/structure', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Studioet er ikke koblet til et Sanity-prosjekt',
  );
  // No studio started: nothing asked Sanity's API. (next-sanity's studio metadata still preloads
  // the studio's fonts from design-system-static.sanity.io, also on this notice.)
  expect(
    foreign.filter((url) => /(^|\.)api(cdn)?\.sanity\.io$/.test(new URL(url).hostname)),
  ).toEqual([]);
  expect(errors).toEqual([]);
});
