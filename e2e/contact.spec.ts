import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { storedEntry, storedMessages } from './support/contact-store';
import { pageUrl, renderablePages } from './support/dataset';

// Found by its labels, not by seed content, so editors can change the page freely.
function contactForm(page: Page) {
  const form = page.locator('form').filter({ has: page.getByLabel('Fornavn') });
  return {
    form,
    firstname: form.getByLabel('Fornavn'),
    lastname: form.getByLabel('Etternavn'),
    email: form.getByLabel('E-post'),
    company: form.getByLabel('Firma (valgfritt)'),
    message: form.getByLabel('Melding'),
    processing: form.getByRole('checkbox', { name: /påkrevd/ }),
    newsletter: form.getByRole('checkbox', { name: /nyhetsbrev/ }),
    send: form.getByRole('button', { name: 'Send melding' }),
  };
}

type ContactForm = ReturnType<typeof contactForm>;

function uniqueEmail(label: string) {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.no`;
}

async function fillValid(form: ContactForm, email: string) {
  await form.firstname.fill('Øystein');
  await form.lastname.fill('Ærø');
  await form.email.fill(email);
  await form.message.fill('Hei! Vi vil gjerne vite mer om festivalen.');
  await form.processing.check();
}

// The e2e server runs without HubSpot, so an accepted message stays pending in the store.
const outboxEntry = storedEntry;

test.beforeEach(async ({ page }) => {
  // Each test is its own client for the per-client rate limit, so reruns never hit 429.
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${octet()}.${octet()}` });
  // Real time keeps flowing; fastForward lets a test pass the 3 s minimum fill time instantly.
  await page.clock.install();
  await page.goto('/');
  await contactForm(page).form.scrollIntoViewIfNeeded();
});

test('a visitor sends a message, sees the thank-you view and can start a new one @mobile', async ({
  page,
}) => {
  const form = contactForm(page);
  const email = uniqueEmail('send');
  await fillValid(form, email);
  await form.company.fill('Matglede AS');
  await page.clock.fastForward(5000);
  await form.send.click();

  const thanks = page.getByRole('heading', { name: 'Takk for meldingen!' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByText(/typisk innen 2-5 virkedager/)).toBeVisible();

  await expect
    .poll(() => outboxEntry(email), { message: `stored message for ${email}` })
    .toMatchObject({
      status: 'pending',
      firstname: 'Øystein',
      lastname: 'Ærø',
      company: 'Matglede AS',
      consentToProcessing: true,
      consentToNewsletter: false,
    });
  const entry = await outboxEntry(email);
  expect(entry?.id).toEqual(expect.any(String));
  expect(entry?.receivedAt).toEqual(expect.any(Number));

  await page.getByRole('button', { name: 'Send en ny melding' }).click();
  await expect(form.firstname).toBeVisible();
  for (const input of [form.firstname, form.lastname, form.email, form.company, form.message]) {
    await expect(input).toHaveValue('');
  }
  await expect(form.processing).not.toBeChecked();
  await expect(form.send).toBeDisabled();
});

test('the send button stays disabled until the required fields and consent are valid', async ({
  page,
}) => {
  const form = contactForm(page);
  await expect(form.send).toBeDisabled();
  await form.firstname.fill('Kari');
  await form.lastname.fill('Nordmann');
  await form.email.fill('kari@firma');
  await form.message.fill('Hei');
  await form.processing.check();
  await expect(form.send).toBeDisabled();
  await expect(form.email).toHaveAttribute('aria-invalid', 'true');

  await form.email.fill('kari@firma.no');
  await expect(form.email).toHaveAttribute('aria-invalid', 'false');
  await expect(form.send).toBeEnabled();

  await form.processing.uncheck();
  await expect(form.send).toBeDisabled();
  await form.processing.check();
  await form.message.fill('   ');
  await expect(form.send).toBeDisabled();
  await expect(form.message).toHaveAccessibleDescription('Melding er påkrevd.');
});

test('the form takes half the row from the md breakpoint and the full width below @mobile', async ({
  page,
}) => {
  const { form } = contactForm(page);
  const ratio = await form.evaluate(
    (element) => element.getBoundingClientRect().width / (element.parentElement?.clientWidth ?? 1),
  );
  const wide = (page.viewportSize()?.width ?? 0) >= 992;
  expect(ratio).toBeCloseTo(wide ? 0.5 : 1, 1);
});

test('a failed delivery keeps the input and offers to try again or email', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 502, json: { error: 'The message could not be delivered' } }),
  );
  const form = contactForm(page);
  const email = uniqueEmail('fail');
  await fillValid(form, email);
  await page.clock.fastForward(5000);
  await form.send.click();

  const alert = form.form.getByRole('alert');
  await expect(alert).toContainText('Meldingen ble ikke sendt.');
  await expect(alert).toContainText('prøve å sende igjen');
  // The form block's contact address, when the content gives one, is offered as a mailto link.
  const contactEmail = renderablePages('form')
    .find((formPage) => pageUrl(formPage) === '/')
    ?.pageBuilder?.find((block) => block._type === 'form')?.contactEmail;
  const mailto = alert.getByRole('link');
  if (typeof contactEmail === 'string' && contactEmail.trim())
    await expect(mailto).toHaveAttribute('href', `mailto:${contactEmail.trim()}`);
  else await expect(mailto).toHaveCount(0);
  await expect(form.firstname).toHaveValue('Øystein');
  await expect(form.email).toHaveValue(email);
  await expect(form.message).toHaveValue('Hei! Vi vil gjerne vite mer om festivalen.');
  await expect(form.processing).toBeChecked();
  await expect(form.send).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Takk for meldingen!' })).toHaveCount(0);
  expect(await outboxEntry(email)).toBeUndefined();
});

test('a keyboard-only visitor can complete and send the form', async ({ page }) => {
  const form = contactForm(page);
  for (let presses = 0; presses < 200; presses += 1) {
    if (await form.firstname.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(form.firstname).toBeFocused();

  const email = uniqueEmail('keyboard');
  await page.keyboard.type('Kari');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Nordmann');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(form.company).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sendt med tastaturet.');
  await page.keyboard.press('Tab');
  await expect(form.processing).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  // The privacy notice's link sits right after the consent it explains.
  await expect(page.getByRole('link', { name: 'Les personvernerklæringen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.newsletter).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(form.send).toBeFocused();
  await page.clock.fastForward(5000);
  await page.keyboard.press('Enter');

  const thanks = page.getByRole('heading', { name: 'Takk for meldingen!' });
  await expect(thanks).toBeFocused();
  await expect.poll(() => outboxEntry(email)).toMatchObject({ consentToNewsletter: true });

  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send en ny melding' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(form.firstname).toBeFocused();
});

test('an answer lost on the way: sent again with the same Idempotency-Key, stored once', async ({
  page,
}) => {
  const keys: (string | null)[] = [];
  let first = true;
  await page.route('**/api/contact', async (route) => {
    keys.push(await route.request().headerValue('idempotency-key'));
    if (!first) return route.continue();
    first = false;
    // The server stores the message and answers; the answer never reaches the browser.
    await route.fetch();
    await route.abort('connectionreset');
  });
  const form = contactForm(page);
  const email = uniqueEmail('lost-answer');
  await fillValid(form, email);
  await page.clock.fastForward(5000);
  await form.send.click();
  await expect(form.form.getByRole('alert')).toContainText('Meldingen ble ikke sendt.');
  await expect.poll(() => outboxEntry(email)).toMatchObject({ status: 'pending' });

  await form.send.click();
  await expect(page.getByRole('heading', { name: 'Takk for meldingen!' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^"?[0-9a-f-]{36}"?$/);
  expect(keys[1]).toBe(keys[0]);
  const stored = (await storedMessages()).filter((entry) => entry.message.email === email);
  expect(stored).toHaveLength(1);

  // The same text once more, as a new message after the thank-you view: a new key, stored again.
  await page.getByRole('button', { name: 'Send en ny melding' }).click();
  await fillValid(form, email);
  await page.clock.fastForward(5000);
  await form.send.click();
  await expect(page.getByRole('heading', { name: 'Takk for meldingen!' })).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
  await expect
    .poll(async () => (await storedMessages()).filter((e) => e.message.email === email).length)
    .toBe(2);
});
