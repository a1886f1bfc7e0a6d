import { expect, test } from './support/fixtures';
import { OFFLINE_PAGE_PATH, SAFETY_PAGE_PATH } from '../lib/offline/paths';
import { expectScheme, SCHEMES, storeScheme, wcagViolations } from './support/a11y';
import {
  pageUrl,
  publishedPages,
  readDataset,
  renderablePages,
  type DatasetPage,
} from './support/dataset';
import {
  cachedPaths,
  everyCachedUrl,
  newPhone,
  openOnline,
  PAGE_CACHE,
  phoneOnline,
  readOfflineList,
  waitForOfflineSet,
} from './support/offline';
import { heroPageDocument, projection, publish, upsert } from './support/publishing';
import { escapeRegExp } from './support/regexp';

// Each test opens its own browser context: a fresh phone with no worker and an empty cache.

const OFFLINE_HEADING = 'Du er uten nett';
const NOTICE =
  /Du er uten nett\. Siden vises fra telefonens minne, lagret \d{1,2}\. \S+ \d{4} kl\. \d{2}[:.]\d{2}\./;

const ENGLISH_NOTICE =
  /You are offline\. This page is shown from your phone's memory, saved \d{1,2} \S+ \d{4} at \d{2}:\d{2}\./;

type SafetyDocument = { contacts?: { name?: string; phone?: string }[] };

function safetyDocument(): SafetyDocument {
  const found = readDataset().find((document) => document._id === 'safetyPage');
  expect(found, 'the dataset has a safety page').toBeDefined();
  return found as SafetyDocument;
}

function offlineReadyPages(): DatasetPage[] {
  return renderablePages().filter((page) => page.offlineReady === true && pageUrl(page) !== '/');
}

/** A normal page: not the home page, not offline-ready, not a redirect. */
function ordinaryPages(): DatasetPage[] {
  return renderablePages().filter((page) => page.offlineReady !== true && pageUrl(page) !== '/');
}

test.describe('offline', () => {
  test('after one online visit, the safety page, its PDFs, the home page and offline-ready pages open without network', async ({
    browser,
    request,
  }) => {
    // A hang guard, not a speed budget: the worker now also keeps every event page a programme
    // on an offline-ready page links to (about a hundred in the e2e dataset).
    test.setTimeout(300_000);
    const ready = offlineReadyPages();
    expect(ready.length, 'the dataset marks at least one page offline-ready').toBeGreaterThan(0);
    const list = await readOfflineList(request);
    expect(list.pages.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['/', SAFETY_PAGE_PATH, ...ready.map(pageUrl)]),
    );
    expect(list.files.length, 'both safety PDFs are kept').toBe(2);

    const { context, page } = await phoneOnline(browser, '/');
    await waitForOfflineSet(page, list);
    await openOnline(page, SAFETY_PAGE_PATH);

    await context.setOffline(true);
    await page.reload();
    const contacts = (safetyDocument().contacts ?? []).filter((contact) => contact.phone);
    expect(contacts.length, 'the safety page lists contacts with phone numbers').toBeGreaterThan(0);
    for (const contact of contacts) {
      await expect(page.getByText(contact.name!, { exact: false }).first()).toBeVisible();
    }
    await expect(page.locator('main a[href^="tel:"]')).toHaveCount(contacts.length);
    await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE);

    for (const file of list.files) {
      await expect(page.locator(`main a[href="${file}"]`)).toHaveCount(1);
      const answer = await page.evaluate(async (url) => {
        const response = await fetch(url);
        const bytes = new Uint8Array(await response.arrayBuffer());
        return { status: response.status, magic: String.fromCharCode(...bytes.slice(0, 5)) };
      }, file);
      expect(answer, file).toEqual({ status: 200, magic: '%PDF-' });
    }
    // The PDF link opens in a new tab, which the worker answers too. The response is awaited on
    // the context, from before the click: the worker can answer before the new tab is reported.
    const [pdfTab, pdfResponse] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent(
        'response',
        (response) =>
          response.request().isNavigationRequest() &&
          new URL(response.url()).pathname === list.files[0],
      ),
      page.locator(`main a[href="${list.files[0]}"]`).click(),
    ]);
    expect(pdfResponse.status()).toBe(200);
    await pdfTab.close();

    for (const readyPage of ready) {
      await page.goto(pageUrl(readyPage));
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(readyPage.title!)));
      await expect(page.getByRole('heading', { name: OFFLINE_HEADING, level: 1 })).toHaveCount(0);
      await expect(page.getByTestId('offline-notice')).toBeVisible();
    }

    await page.goto('/');
    await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE);
    // The English edition's home is kept too, and its notice is in English.
    expect(list.pages.map((entry) => entry.path)).toContain('/en');
    await page.goto('/en');
    await expect(page.getByTestId('offline-notice')).toHaveText(ENGLISH_NOTICE);

    const ordinary = ordinaryPages()[0];
    expect(ordinary, 'the dataset has a page that is neither home nor offline-ready').toBeDefined();
    await page.goto(pageUrl(ordinary));
    await expect(page.getByRole('heading', { name: OFFLINE_HEADING, level: 1 })).toBeVisible();
    const listed = page.locator('main').getByRole('listitem').getByRole('link');
    // The Norwegian offline page lists the Norwegian edition's entries (the list has both).
    const norwegian = list.pages.filter((entry) => !/^\/en(\/|$)/.test(entry.path));
    await expect(listed).toHaveCount(norwegian.length);
    for (const entry of norwegian) {
      await expect(page.locator(`main li a[href="${entry.path}"]`)).toHaveText(entry.title);
    }
    await context.close();
  });

  test('offline, the contact form says so in Norwegian, keeps the text and sends nothing', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const formPage = renderablePages('form')[0];
    expect(formPage, 'the dataset has a page with a contact form').toBeDefined();
    const context = await newPhone(browser);
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await openOnline(page, pageUrl(formPage));
    const form = page
      .locator('form')
      .filter({ has: page.getByLabel('Fornavn') })
      .first();
    const values = {
      Fornavn: 'Kari',
      Etternavn: 'Nordmann',
      'E-post': 'kari@example.no',
      Melding: 'Hvor ligger nærmeste førstehjelpspost på festivalområdet?',
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
    await form.getByRole('checkbox', { name: /påkrevd/ }).check();

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send melding' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'Du er uten nett, så meldingen er ikke sendt.',
    );
    for (const [label, value] of Object.entries(values))
      await expect(form.getByLabel(label)).toHaveValue(value);
    await expect(form.getByRole('button', { name: 'Send melding' })).toBeEnabled();
    expect(posts).toEqual([]);
    await context.close();
  });

  test('the API, the studio and draft previews are never stored', async ({ browser }) => {
    test.setTimeout(60_000);
    const draftOnly = readDataset().find(
      (document) =>
        document._type === 'page' &&
        document._id.startsWith('drafts.') &&
        !publishedPages().some((page) => page._id === document._id.slice('drafts.'.length)),
    ) as DatasetPage | undefined;
    expect(
      draftOnly?.slug?.current,
      'the dataset has a page that exists only as a draft',
    ).toBeTruthy();
    const draftPath = `/${draftOnly!.slug!.current}`;

    const { context, page } = await phoneOnline(browser, '/');
    // Asked for as pages would be (HTML), through the worker that controls this tab.
    const statuses = await page.evaluate(() =>
      Promise.all(
        ['/api/health', '/studio'].map(
          async (url) => (await fetch(url, { headers: { Accept: 'text/html' } })).status,
        ),
      ),
    );
    expect(statuses).toEqual([200, 200]);
    const secret = process.env.SANITY_PREVIEW_SECRET ?? 'e2e-preview-secret';
    await openOnline(page, `/api/draft-mode/enable?secret=${secret}&redirect=${draftPath}`);
    expect(new URL(page.url()).pathname).toBe(draftPath);
    await page.goto(SAFETY_PAGE_PATH);

    const stored = (await everyCachedUrl(page)).map((url) => new URL(url).pathname);
    expect(stored.filter((path) => /^\/(api|studio)(\/|$)/.test(path))).toEqual([]);
    expect(stored).not.toContain(draftPath);
    // A page seen in draft mode is not kept either (the home page was kept before it).
    expect(await cachedPaths(page, PAGE_CACHE)).toContain('/');

    await context.setOffline(true);
    await page.goto(draftPath);
    await expect(page.getByRole('heading', { name: OFFLINE_HEADING, level: 1 })).toBeVisible();
    await context.close();
  });

  test('after a publish, an online visitor gets the new page, and the stored copy follows', async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const id = `e2e-offline-publish-${Date.now()}`;
    const slug = `e2e-frakoblet-${Date.now()}`;
    const document = (heading: string) =>
      heroPageDocument(id, slug, heading, { title: `Publisering ${slug}` });
    upsert(document('Første versjon'));
    await publish(request, projection(document('Første versjon'), 'create'));

    const { context, page } = await phoneOnline(browser, `/${slug}`);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Første versjon' })).toBeVisible();
    await expect.poll(() => cachedPaths(page, PAGE_CACHE)).toContain(`/${slug}`);

    upsert(document('Andre versjon'));
    await publish(request, projection(document('Andre versjon'), 'update'));
    // The server may answer the first request after a publish with the old page while it
    // rebuilds (stale-while-revalidate); the worker must never hold the new one back.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Andre versjon' })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Andre versjon' })).toBeVisible();
    await context.close();
  });

  test('a new worker version takes over open tabs at once, without waiting for them to close', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const { context, page } = await phoneOnline(browser, '/');
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(before).toMatch(/\/serwist\/sw\.js$/);
    // A deploy changes the worker script; a new script URL for the same scope is such a change.
    const after = await page.evaluate(async () => {
      const changed = new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        }),
      );
      await navigator.serviceWorker.register('/serwist/sw.js?deploy=2', { scope: '/' });
      await changed;
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        controller: navigator.serviceWorker.controller?.scriptURL,
        waiting: registration?.waiting ?? null,
      };
    });
    // skipWaiting + clientsClaim: the new version controls this open tab, nothing waits.
    expect(after.controller).toMatch(/\/serwist\/sw\.js\?deploy=2$/);
    expect(after.waiting).toBeNull();
    await context.close();
  });

  test('axe: the offline page and the offline notice have no WCAG 2.1 AA violations, both schemes', async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    // One phone, its worker and offline set installed once; then a tab per scheme, offline.
    const { context, page: online } = await phoneOnline(browser, '/');
    await waitForOfflineSet(online, await readOfflineList(request));
    await context.setOffline(true);

    for (const scheme of SCHEMES) {
      await test.step(`${scheme} scheme`, async () => {
        const page = await context.newPage();
        await storeScheme(page, scheme);
        await page.goto('/');
        await expect(page.getByTestId('offline-notice')).toBeVisible();
        await expectScheme(page, scheme);
        expect(await wcagViolations(page)).toEqual([]);

        await page.goto(pageUrl(ordinaryPages()[0]));
        await expect(page.getByRole('heading', { name: OFFLINE_HEADING, level: 1 })).toBeVisible();
        expect(await wcagViolations(page)).toEqual([]);
        await page.close();
      });
    }
    await context.close();
  });

  test('the offline page is served online too, and search engines are told to skip it', async ({
    request,
  }) => {
    const response = await request.get(OFFLINE_PAGE_PATH);
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });
});
