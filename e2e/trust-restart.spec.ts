import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { freePort, startSite, type StartedSite } from '../test-support/next-site.mjs';
import { expect, test } from './support/fixtures';
import { days } from '../lib/defaults/text-section';
import { e2eWorkDir } from './support/dataset';

// A second `next start` of the same build with other settings, as after a restart: the privacy
// notice quotes the new retention periods with no content edit, and statistics are on, sent to a
// stand-in collector on 127.0.0.1 through the site's own origin. The privacy notice renders per
// request, so its page carries the statistics tag the prerendered pages only get from a build
// with ANALYTICS_* set (docs/operations.md).

// A hang guard, not a speed budget: browsers on a loaded test machine are slow.
test.describe.configure({ timeout: 90_000 });

const retention = { delivered: 3, quarantined: 2, dead: 41 };
const SITE_ID = 'matfestival.test';

type Received = { path: string; headers: IncomingHttpHeaders; body: string };
let collector: Server;
let collectorUrl: string;
const received: Received[] = [];
let server: StartedSite | undefined;
let baseUrl: string;

// Plays Plausible's part: a script that sends a pageview and drains the queue the site's listener
// may have filled, posting to its data-api; an event endpoint that records what arrives.
const STAND_IN_SCRIPT = `(() => {
  const me = document.currentScript;
  const api = me.getAttribute('data-api');
  const domain = me.getAttribute('data-domain');
  const send = (name, options) => fetch(api, {
    method: 'POST', keepalive: true, headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ n: name, d: domain, u: location.href, p: options && options.props }),
  });
  const queued = (window.plausible && window.plausible.q) || [];
  window.plausible = (name, options) => send(name, options);
  send('pageview');
  queued.forEach((args) => send(...args));
})();`;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'GET' && request.url === '/js/script.js') {
        response.writeHead(200, { 'content-type': 'application/javascript' });
        response.end(STAND_IN_SCRIPT);
        return;
      }
      if (request.method === 'POST' && request.url === '/api/event') {
        received.push({ path: request.url, headers: request.headers, body });
        response.writeHead(202, { 'content-type': 'text/plain' });
        response.end('ok');
        return;
      }
      response.writeHead(404);
      response.end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;

  // The e2e server's build (NEXT_DIST_DIR when the run set one); resolves once it answers.
  server = await startSite({
    distDir: process.env.NEXT_DIST_DIR,
    port: await freePort(),
    env: {
      CONTENT_DATASET_FILE: path.join(e2eWorkDir, 'dataset.ndjson'),
      CONTACT_DB_FILE: path.join(e2eWorkDir, 'restarted', 'contact.db'),
      HUBSPOT_PORTAL_ID: '',
      HUBSPOT_FORM_GUID: '',
      CONTACT_RETENTION_DELIVERED: String(retention.delivered),
      CONTACT_RETENTION_QUARANTINED: String(retention.quarantined),
      CONTACT_RETENTION_DEAD: String(retention.dead),
      ANALYTICS_PROVIDER: 'plausible',
      ANALYTICS_SCRIPT_URL: `${collectorUrl}/js/script.js`,
      ANALYTICS_SITE_ID: SITE_ID,
    },
  });
  baseUrl = server.baseUrl;
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => collector?.close(resolve));
});

test('after a restart with other retention settings, the privacy notice quotes them', async ({
  page,
}) => {
  await page.goto(`${baseUrl}/personvern`);
  const kept = page.locator('#lagringstid');
  await expect(kept).toContainText(`levert: etter ${days(retention.delivered)}.`);
  await expect(kept).toContainText(`holdt tilbake: etter ${days(retention.quarantined)}.`);
  await expect(kept).toContainText(`ikke fikk levert: etter ${days(retention.dead)}.`);
  await expect(page.locator('#statistikk')).toContainText('Vi teller besøk med Plausible');
});

test('statistics go through the site to the collector: a pageview, then a programme event with its slug only', async ({
  page,
}) => {
  const origin = new URL(baseUrl).origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
  });
  // Its own URL, so only this visit's events count here.
  const url = `${baseUrl}/personvern?besok=statistikk`;
  const mine = () => received.filter((event) => JSON.parse(event.body).u === url);
  await page.goto(url);
  await expect(page.locator('script[src="/api/statistikk/js/script.js"]')).toHaveCount(1);
  await expect.poll(() => mine().map((event) => JSON.parse(event.body).n)).toEqual(['pageview']);
  const pageview = mine()[0];
  expect(JSON.parse(pageview.body)).toMatchObject({ d: SITE_ID });
  // The collector sees the visitor's browser only through the site: no cookie, no referrer of
  // its own, the client's address for its daily-salted count.
  expect(pageview.headers.cookie).toBeUndefined();
  expect(pageview.headers['x-forwarded-for']).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);

  // A programme element as the contracts define it (the star button, not yet pressed), added
  // once React has hydrated the page (the theme toggle then has its label): added before, it
  // was an element React did not expect in <main>, and hydration dropped it under the click.
  await expect(page.getByTestId('theme-toggle').first()).toHaveAttribute('aria-label', /modus/);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Legg til i Min festival';
    button.dataset.analyticsEvent = 'star-added';
    button.dataset.analyticsSlug = 'e2e-arrangement';
    document.querySelector('main')!.prepend(button);
  });
  await page.getByRole('button', { name: 'Legg til i Min festival' }).click();
  await expect.poll(() => mine().length).toBe(2);
  expect(JSON.parse(mine()[1].body)).toEqual({
    n: 'star-added',
    d: SITE_ID,
    u: url,
    p: { slug: 'e2e-arrangement' },
  });
  expect(elsewhere).toEqual([]);
  expect(await page.context().cookies()).toEqual([]);
});

test('the proxy passes only the script and the event endpoint', async () => {
  for (const [method, route] of [
    ['GET', '/api/statistikk/api/admin'],
    ['POST', '/api/statistikk/js/script.js'],
    ['GET', '/api/statistikk/api/event'],
  ] as const) {
    const response = await fetch(`${baseUrl}${route}`, { method });
    expect(response.status, `${method} ${route}`).toBe(404);
  }
});
