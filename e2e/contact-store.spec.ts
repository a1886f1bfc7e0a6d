import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, startSite, type StartedSite } from '../test-support/next-site.mjs';
import { expect, test } from './support/fixtures';

// A second `next start` of the same build whose contact store cannot be written (its folder is a
// file), so the real server answers 500 and the real form has to cope with it.
const workDir = path.resolve(process.env.E2E_WORK_DIR ?? '.data/e2e');
let server: StartedSite | undefined;
let baseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const blocker = path.join(workDir, 'unwritable', 'a-file');
  mkdirSync(path.dirname(blocker), { recursive: true });
  writeFileSync(blocker, 'not a folder');
  // The e2e server's build (NEXT_DIST_DIR when the run set one); resolves once it answers.
  server = await startSite({
    distDir: process.env.NEXT_DIST_DIR,
    port: await freePort(),
    env: {
      CONTENT_DATASET_FILE: path.join(workDir, 'dataset.ndjson'),
      CONTACT_DB_FILE: path.join(blocker, 'contact.db'),
      HUBSPOT_PORTAL_ID: '',
      HUBSPOT_FORM_GUID: '',
    },
  });
  baseUrl = server.baseUrl;
});

test.afterAll(async () => {
  await server?.stop();
});

test('an unwritable store answers 500 and the form keeps the text without the thank-you view', async ({
  page,
}) => {
  const answer = await fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.200.1' },
    body: JSON.stringify({
      firstname: 'Kari',
      lastname: 'Nordmann',
      email: 'kari@example.no',
      message: 'Hei',
      consentToProcessing: true,
      consentToNewsletter: false,
      website: '',
      startedAt: 1000,
      submittedAt: 9000,
    }),
  });
  expect(answer.status).toBe(500);
  expect(await answer.json()).toEqual({ error: 'The message could not be stored' });

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.18.200.2' });
  await page.clock.install();
  await page.goto(`${baseUrl}/`);
  const form = page.locator('form').filter({ has: page.getByLabel('Fornavn') });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Fornavn').fill('Øystein');
  await form.getByLabel('Etternavn').fill('Ærø');
  await form.getByLabel('E-post').fill('oystein@example.no');
  await form.getByLabel('Melding').fill('Denne meldingen må ikke forsvinne.');
  await form.getByRole('checkbox', { name: /påkrevd/ }).check();
  await page.clock.fastForward(5000);
  const response = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  await form.getByRole('button', { name: 'Send melding' }).click();
  expect((await response).status()).toBe(500);

  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Meldingen ble ikke sendt.');
  await expect(alert).toContainText('Det du skrev, er tatt vare på i skjemaet');
  await expect(form.getByLabel('Melding')).toHaveValue('Denne meldingen må ikke forsvinne.');
  await expect(form.getByLabel('E-post')).toHaveValue('oystein@example.no');
  await expect(page.getByRole('heading', { name: 'Takk for meldingen!' })).toHaveCount(0);
});
