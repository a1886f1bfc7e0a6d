import { type APIResponse } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { readSecurityOptions, securityHeaders } from '../lib/security/headers.mjs';
import { recordViolations, type Violation } from './support/csp';
import { pageUrl, renderablePages } from './support/dataset';
import { SHOW_TICKET_SALES, waitForTicketScript } from './support/ticket';

// The server was built with this process's environment (test-support/e2e-server.mjs), so the
// expected values come from the very definitions next.config uses.
const expected = securityHeaders(readSecurityOptions({ ...process.env, NODE_ENV: 'production' }));

function expectSecurityHeaders(response: APIResponse | null, what: string) {
  expect(response, what).not.toBeNull();
  const headers = response!.headers();
  for (const { key, value } of expected) {
    expect(headers[key.toLowerCase()], `${key} on ${what}`).toBe(value);
  }
}

test.describe('security headers', () => {
  test('a prerendered page carries every header', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-nextjs-prerender'], 'the CSP keeps the page static').toBeTruthy();
    expectSecurityHeaders(response, 'the home page');
  });

  test('a slug page, the 404 and API routes carry every header', async ({ request }) => {
    const slugPage = renderablePages().find((candidate) => candidate.slug?.current !== '/')!;
    const page = await request.get(pageUrl(slugPage));
    expect(page.status()).toBe(200);
    expectSecurityHeaders(page, pageUrl(slugPage));

    const missing = await request.get(`/finnes-ikke-${Date.now()}`);
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, 'the 404');

    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expectSecurityHeaders(health, '/api/health');

    const refused = await request.post('/api/contact', {
      headers: { 'content-type': 'text/plain' },
      data: 'x',
    });
    expect(refused.status()).toBe(415);
    expectSecurityHeaders(refused, 'an API error answer');
  });

  test('draft mode and /studio may be framed by this origin only', async ({ request }) => {
    const preview = await request.get('/', {
      headers: { cookie: '__prerender_bypass=not-a-valid-id' },
    });
    expect(preview.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'self'");

    const studio = await request.get('/studio');
    expect(studio.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(studio.headers()['content-security-policy']).toContain(
      "connect-src 'self' https://*.sanity.io wss://*.sanity.io",
    );
  });
});

/** Image hosts the policy refuses (img-src) start so: violations the test makes itself. */
const CONTROL_VIOLATION = 'csp-control-';

test('the pages work under the policy: no violation, scripts hydrate', async ({ page }) => {
  test.setTimeout(90_000);
  const { violations, consoleErrors } = await recordViolations(page);
  const withEmbeds = renderablePages().filter((candidate) =>
    (candidate.pageBuilder ?? []).some((block) =>
      ['video', 'hooplaSalesPage', 'gallery', 'carousel'].includes(block._type),
    ),
  );
  let framesSeen = 0;
  const urls = [...new Set(['/', ...withEmbeds.map(pageUrl), `/finnes-ikke-${Date.now()}`])];
  for (const url of urls) {
    await page.goto(url);
    // Next's inline bootstrap scripts fill this queue; a policy that blocked them would leave it undefined.
    await page.waitForFunction(() =>
      Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f),
    );
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The ticket script makes every embed's frame on the visitor's click ...
    const ticketEmbeds = await page.locator('[data-hoopla-embed]').all();
    if (ticketEmbeds.length > 0) await waitForTicketScript(page);
    for (const embed of ticketEmbeds) {
      await embed.getByRole('button', { name: SHOW_TICKET_SALES }).click();
    }
    await expect(page.locator('[data-hoopla-embed]:not([data-hoopla-ready])')).toHaveCount(0);
    // ... and each frame has loaded, so frame-src was exercised.
    for (const frame of await page.locator('iframe').all()) {
      await frame.scrollIntoViewIfNeeded();
      await (
        await frame.elementHandle()
      )
        ?.contentFrame()
        .then((child) => child?.waitForLoadState());
      framesSeen += 1;
    }
    // A violation made on purpose, after all of the above: once it is reported, every earlier one is.
    // (A host of its own per page: a report may name only the blocked URL's origin.)
    const control = `https://${CONTROL_VIOLATION}${urls.indexOf(url)}.invalid`;
    await page.evaluate((src) => void Object.assign(new Image(), { src }), control);
    await expect
      .poll(() => violations.some((violation) => violation.blocked.startsWith(control)))
      .toBe(true);
  }
  expect(framesSeen, 'video and ticket frames were loaded').toBeGreaterThan(0);
  // None at all, not even a caught probe for eval (Zod's, before lib/contact-message/zod.ts):
  // browsers' tools and Lighthouse list every report as an issue.
  const unexpected: Violation[] = violations.filter(
    (violation) => !violation.blocked.includes(CONTROL_VIOLATION),
  );
  expect(unexpected, JSON.stringify(unexpected, null, 2)).toEqual([]);
  const consoleOther = consoleErrors.filter((text) => !text.includes(CONTROL_VIOLATION));
  expect(consoleOther, consoleOther.join('\n')).toEqual([]);
});

test('GET /api/health reports the content source without secrets', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const text = await response.text();
  const body = JSON.parse(text);
  expect(body).toMatchObject({
    status: 'ok',
    contentSource: 'local',
    checkedAt: expect.any(String),
    uptimeSeconds: expect.any(Number),
  });
  // Liveness asks no dependency; the deep check reports each one, contact delivery included.
  expect(body.contact).toBeUndefined();
  expect(Number.isNaN(Date.parse(body.checkedAt))).toBe(false);
  // The deep report is for operators: a request that says it forwards a client needs the token.
  expect(
    (
      await request.get('/api/health?deep=1', { headers: { 'x-forwarded-for': '203.0.113.9' } })
    ).status(),
  ).toBe(401);
  const deep = await request.get('/api/health?deep=1', {
    headers: { authorization: `Bearer ${process.env.HEALTH_TOKEN ?? 'e2e-health-token'}` },
  });
  expect(deep.status()).toBe(200);
  expect(await deep.json()).toMatchObject({
    status: 'ok',
    dependencies: {
      content: { state: 'ok', source: 'local' },
      redis: { state: 'not-configured' },
      contact: { state: 'ok', delivery: 'local-only' },
    },
  });
  for (const secret of [
    process.env.SANITY_REVALIDATE_SECRET ?? 'e2e-revalidate-secret',
    'e2e-preview-secret',
    'e2e-health-token',
  ]) {
    expect(text).not.toContain(secret);
  }
});
