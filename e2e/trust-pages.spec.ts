import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { readContactEnv } from '../lib/env/contact';
import { readContactRetention } from '../lib/contact/retention';
import { ACCESSIBILITY_DEFAULTS } from '../lib/defaults/accessibility-statement';
import { PRIVACY_DEFAULTS } from '../lib/defaults/privacy-page';
import { days } from '../lib/defaults/text-section';
import { ACCESSIBILITY_ROUTE, PRIVACY_ROUTE } from './support/a11y';
import { storedMessages } from './support/contact-store';
import { pageUrl, readDataset, renderablePages, required } from './support/dataset';
import { projection, publish, remove, upsert } from './support/publishing';

// The privacy notice and the accessibility statement: defaults, content after a publish, the
// links to them, and the barrier report through the contact pipeline. Serial: one test publishes
// the two singletons and removes them again.
// A hang guard, not a speed budget: browsers on a loaded test machine are slow.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const word = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex')}`;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('the dataset starts without the two singletons, so the pages show their defaults', () => {
  const types = readDataset().map((document) => document._type);
  expect(types).not.toContain('privacyPage');
  expect(types).not.toContain('accessibilityStatement');
});

test("the privacy notice's defaults name the company and quote the server's retention @mobile", async ({
  page,
}) => {
  const response = await page.goto(PRIVACY_ROUTE);
  expect(response?.status()).toBe(200);
  // Rendered per request, so the facts follow the running server's environment.
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  await expect(h1(page)).toHaveText(PRIVACY_DEFAULTS.heading);
  const company = (await page.locator('footer p.font-heading').innerText()).trim();
  const controller = page.locator('#behandlingsansvarlig');
  await expect(controller).toContainText(`${company} er behandlingsansvarlig`);

  // The same environment the e2e server runs with (playwright.config passes it on).
  const retention = readContactRetention(process.env);
  const kept = page.locator('#lagringstid');
  await expect(kept).toContainText(`levert: etter ${days(retention.delivered)}.`);
  await expect(kept).toContainText(`holdt tilbake: etter ${days(retention.quarantined)}.`);
  await expect(kept).toContainText(`ikke fikk levert: etter ${days(retention.dead)}.`);
  const hubspot = readContactEnv(process.env).hubspot !== null;
  await expect(page.locator('#mottakere')).toContainText(hubspot ? 'HubSpot' : 'vår egen server');
  await expect(page.locator('#informasjonskapsler')).toContainText(
    'setter ingen informasjonskapsler',
  );
  await expect(page.locator('#rettigheter').getByRole('link')).toHaveAttribute(
    'href',
    'https://www.datatilsynet.no/',
  );
  // The e2e build runs without statistics.
  await expect(page.locator('#statistikk')).toHaveCount(0);
});

test("the accessibility statement's defaults: the standard, the checks, no exceptions, the form @mobile", async ({
  page,
}) => {
  expect((await page.goto(ACCESSIBILITY_ROUTE))?.status()).toBe(200);
  await expect(h1(page)).toHaveText(ACCESSIBILITY_DEFAULTS.heading);
  await expect(page.locator('#standard')).toContainText('WCAG 2.1 på nivå AA');
  await expect(page.locator('#kontroll')).toContainText('ingen dato er registrert ennå');
  await expect(page.locator('#avvik')).toContainText('Vi kjenner ikke til avvik nå');
  const feedback = page.locator('#meld-fra');
  await expect(feedback.getByRole('heading', { level: 2 })).toHaveText('Meld fra om en barriere');
  await expect(feedback.getByRole('button', { name: 'Send tilbakemelding' })).toBeVisible();
  // A barrier report asks only what it needs.
  await expect(feedback.getByLabel('Firma (valgfritt)')).toHaveCount(0);
});

test('published content shows on both pages, and the defaults return when it is deleted', async ({
  page,
  request,
}) => {
  const privacy = {
    _id: 'privacyPage',
    _type: 'privacyPage',
    heading: word('Personvern'),
    intro: word('Innledning'),
    sections: [{ _key: 'k1', _type: 'textSection', heading: word('Eget'), body: word('Tekst') }],
  };
  const statement = {
    _id: 'accessibilityStatement',
    _type: 'accessibilityStatement',
    heading: word('Tilgjengelighet'),
    lastManualCheck: '2026-11-03',
    knownExceptions: [
      {
        _key: 'e1',
        _type: 'accessibilityException',
        title: word('Billettsalget'),
        description: word('Beskrivelse'),
      },
    ],
  };
  try {
    upsert(privacy, statement);
    await publish(request, projection(privacy, 'create'));
    await publish(request, projection(statement, 'create'));

    // Invalidated with Next's 'max' profile: the first read may still be the old copy.
    // A hang guard, not a promise of speed (the fleet test holds publishes to 2 s): the
    // background render after a publish can take a while on a loaded machine.
    await expect
      .poll(
        async () => {
          await page.goto(PRIVACY_ROUTE);
          return h1(page).innerText();
        },
        { timeout: 30_000 },
      )
      .toBe(privacy.heading);
    await expect(page.getByText(privacy.intro)).toBeVisible();
    const own = page.locator('#avsnitt-k1');
    await expect(own.getByRole('heading')).toHaveText(privacy.sections[0].heading);
    await expect(own).toContainText(privacy.sections[0].body);
    // The configured facts stay, whatever the editor writes.
    await expect(page.locator('#lagringstid')).toBeVisible();

    await expect
      .poll(
        async () => {
          await page.goto(ACCESSIBILITY_ROUTE);
          return h1(page).innerText();
        },
        { timeout: 30_000 },
      )
      .toBe(statement.heading);
    await expect(page.locator('#kontroll')).toContainText('sist 3. november 2026.');
    const exceptions = page.locator('#avvik');
    await expect(exceptions.getByRole('heading', { level: 3 })).toHaveText(
      statement.knownExceptions[0].title,
    );
    await expect(exceptions).toContainText(statement.knownExceptions[0].description);
  } finally {
    remove(privacy._id);
    remove(statement._id);
    await publish(request, projection(privacy, 'delete'));
    await publish(request, projection(statement, 'delete'));
  }
  await expect
    .poll(
      async () => {
        await page.goto(PRIVACY_ROUTE);
        return h1(page).innerText();
      },
      { timeout: 30_000 },
    )
    .toBe(PRIVACY_DEFAULTS.heading);
  await expect
    .poll(
      async () => {
        await page.goto(ACCESSIBILITY_ROUTE);
        return h1(page).innerText();
      },
      { timeout: 30_000 },
    )
    .toBe(ACCESSIBILITY_DEFAULTS.heading);
});

for (const javaScriptEnabled of [false, true]) {
  const how = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
  test(`the footer links and the consent link lead to the two pages, ${how} @mobile`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    try {
      const formPage = required(renderablePages('form')[0], 'a page with a contact form');
      for (const [name, route, heading] of [
        ['Personvern', PRIVACY_ROUTE, PRIVACY_DEFAULTS.heading],
        ['Tilgjengelighet', ACCESSIBILITY_ROUTE, ACCESSIBILITY_DEFAULTS.heading],
      ] as const) {
        await page.goto(pageUrl(formPage));
        await page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: 'Om nettstedet' })
          .getByRole('link', { name })
          .click();
        await expect(page).toHaveURL(new RegExp(`${route}$`));
        await expect(h1(page)).toHaveText(heading);
      }
      await page.goto(pageUrl(formPage));
      await page.getByRole('link', { name: 'Les personvernerklæringen' }).first().click();
      await expect(page).toHaveURL(new RegExp(`${PRIVACY_ROUTE}$`));
      await expect(h1(page)).toHaveText(PRIVACY_DEFAULTS.heading);
    } finally {
      await context.close();
    }
  });
}

test('a barrier report is stored with its kind, like any contact message', async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${octet()}.${octet()}` });
  await page.clock.install();
  await page.goto(ACCESSIBILITY_ROUTE);
  const form = page.locator('#meld-fra form');
  const email = `${word('e2e-barriere')}@example.no`;
  await form.getByLabel('Fornavn').fill('Åse');
  await form.getByLabel('Etternavn').fill('Øren');
  await form.getByLabel('E-post').fill(email);
  await form
    .getByLabel('Hva var vanskelig, og på hvilken side?')
    .fill('Knappen på /program var for liten.');
  await form.getByRole('checkbox', { name: /påkrevd/ }).check();
  // Past the spam check's 3 s minimum fill time without waiting for it.
  await page.clock.fastForward(5000);
  await form.getByRole('button', { name: 'Send tilbakemelding' }).click();
  await expect(page.getByRole('heading', { name: 'Takk for meldingen!' })).toBeVisible();
  await expect
    .poll(async () => (await storedMessages()).find((m) => m.message.email === email))
    .toMatchObject({
      status: readContactEnv(process.env).hubspot ? 'delivered' : 'pending',
      message: { kind: 'accessibility', consentToNewsletter: false, message: expect.any(String) },
      context: { pageUri: expect.stringContaining(ACCESSIBILITY_ROUTE) },
    });
});
