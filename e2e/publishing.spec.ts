import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LATE_PAGES_SEGMENT } from '../lib/routing/late-pages.mjs';
import { e2eDatasetFile, type DatasetDocument } from './support/dataset';
import {
  heroPageDocument,
  PREVIEW_SECRET,
  projection,
  publish,
  remove,
  REVALIDATE_SECRET,
  sendWebhook,
  upsert,
} from './support/publishing';

// These tests publish changes to the server's dataset copy; each step builds on the last.
test.describe.configure({ mode: 'serial' });

// The oracle is the new state itself; the timeout is a hang guard, four times the five seconds
// an editor is promised, so a loaded machine cannot fail a publish that works. How soon it really
// is, is a figure the bench measures (publish-to-fresh).
const PUBLISHED_SOON = { timeout: 20_000, intervals: [100, 200, 300, 500] };

const run = randomBytes(3).toString('hex');
const word = (prefix: string) => `${prefix}-${run}-${randomBytes(2).toString('hex')}`;

function pageDocument(
  id: string,
  slug: string,
  heading: string,
  menuSlug?: string,
): DatasetDocument {
  return heroPageDocument(id, slug, heading, {
    title: `Publisering ${slug}`,
    description: `Side laget av publiseringstesten ${run}.`,
    ...(menuSlug ? { menuSlug: { _type: 'slug', current: menuSlug } } : {}),
  });
}

function menuDocument(id: string, slug: string, pageIds: string[]): DatasetDocument {
  return {
    _id: id,
    _type: 'navigationMenu',
    name: `Meny ${slug}`,
    slug: { _type: 'slug', current: slug },
    pages: pageIds.map((ref, index) => ({ _type: 'reference', _ref: ref, _key: `k${index}` })),
  };
}

/** The content:publish CLI, as an editor would run it against the local site. */
function publishWithCli(documentId: string, baseURL: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['scripts/content-publish.mjs', documentId, '--url', baseURL],
      {
        env: {
          ...process.env,
          CONTENT_DATASET_FILE: e2eDatasetFile,
          SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET,
        },
      },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });
}

async function html(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  return { status: response.status(), text: await response.text() };
}

const page1 = {
  id: `e2e-pub-${run}-a`,
  slug: word('e2e-publisert'),
  heading: word('Forste-overskrift'),
};

test('a new page becomes reachable at once, without noindex, and enters the sitemap', async ({
  request,
}) => {
  // Asked for before it exists, so the site has a cached 404 to replace.
  expect((await request.get(`/${page1.slug}`)).status()).toBe(404);
  expect((await request.get(`/${page1.slug}`)).status()).toBe(404);

  const document = pageDocument(page1.id, page1.slug, page1.heading);
  upsert(document);
  const result = await publish(request, projection(document, 'create'));
  expect(result.tags).toEqual([`page:${page1.slug}`, 'page-index']);
  expect(result.paths).toEqual([`/${page1.slug}`]);

  const first = await html(request, `/${page1.slug}`);
  expect(first.status).toBe(200);
  expect(first.text).toContain(page1.heading);
  expect(first.text).not.toMatch(/<meta name="robots" content="noindex/);

  await expect
    .poll(async () => (await html(request, '/sitemap.xml')).text, PUBLISHED_SOON)
    .toContain(`/${page1.slug}</loc>`);
});

test('a page published after the build works at its own URL, Norwegian letters included, and has no second URL', async ({
  request,
}) => {
  // Pages the build did not prerender are served by the late-page route through a fallback
  // rewrite; its own path is never a URL a visitor or a search engine keeps.
  const slug = word('e2e-smørbrød-på-øya');
  const heading = word('Sen-side');
  const document = pageDocument(`e2e-pub-${run}-late`, slug, heading);
  const url = `/${encodeURIComponent(slug)}`;
  expect((await request.get(url)).status()).toBe(404);
  upsert(document);
  await publish(request, projection(document, 'create'));
  for (const visit of ['first', 'cached']) {
    const page = await html(request, url);
    expect(page.status, `${visit} visit`).toBe(200);
    expect(page.text, `${visit} visit`).toContain(heading);
  }
  const latePath = `/${LATE_PAGES_SEGMENT}/${encodeURIComponent(slug)}`;
  const direct = await request.get(latePath, { maxRedirects: 0 });
  expect(direct.status()).toBe(307);
  expect(direct.headers()['location']).toBe(url);
  remove(document._id);
  await publish(request, projection(document, 'delete'));
  await expect.poll(async () => (await request.get(url)).status(), PUBLISHED_SOON).toBe(404);
  // Published again: the 404 cached in place of the page gives way on the very next visit.
  upsert(document);
  await publish(request, projection(document, 'create'));
  const again = await html(request, url);
  expect(again.status).toBe(200);
  expect(again.text).toContain(heading);
});

test('a redirect page published after the build answers with one Location, on its first visit too', async ({
  request,
}) => {
  // Next renders it on demand (a cache miss), the path where it used to send Location twice.
  const target = page1.slug;
  const document: DatasetDocument = {
    _id: `e2e-pub-${run}-redirect`,
    _type: 'page',
    title: 'Publisering: videresending',
    slug: { _type: 'slug', current: word('e2e-videresendt') },
    pageBuilder: [{ _type: 'redirect', _key: 'r', slug: target, permanent: true }],
  };
  upsert(document);
  await publish(request, projection(document, 'create'));
  const url = `/${(document.slug as { current: string }).current}`;
  for (const visit of ['first', 'cached']) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), `${visit} visit`).toBe(308);
    const locations = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'location');
    expect(
      locations.map((header) => header.value),
      `${visit} visit`,
    ).toEqual([`/${target}`]);
  }
});

test("changing a page's heading and publishing it with the CLI shows the new heading", async ({
  page,
  baseURL,
}) => {
  await page.goto(`/${page1.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: page1.heading })).toBeVisible();

  const heading = word('Ny-overskrift');
  upsert(pageDocument(page1.id, page1.slug, heading));
  const output = await publishWithCli(page1.id, baseURL!);
  expect(output).toContain('-> 200');

  await expect(async () => {
    await page.goto(`/${page1.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 250,
    });
  }).toPass(PUBLISHED_SOON);
  page1.heading = heading;
});

test('an unsigned or wrongly signed webhook changes nothing', async ({ request }) => {
  const pending = word('Ikke-publisert');
  upsert(pageDocument(page1.id, page1.slug, pending));
  const body = projection(pageDocument(page1.id, page1.slug, pending), 'update');

  const unsigned = await sendWebhook(request, body, { signed: false });
  expect(unsigned.status()).toBe(401);
  expect(unsigned.headers()['cache-control']).toBe('no-store');
  expect((await sendWebhook(request, body, { secret: 'not-the-secret' })).status()).toBe(401);

  // Had a webhook revalidated the page, this visit would start its new render ('max' serves the
  // old page once) ...
  const first = await html(request, `/${page1.slug}`);
  expect(first.status).toBe(200);
  expect(first.text).toContain(page1.heading);
  // ... which a signed publish of another page, sent after it and seen live, outlasts.
  const controlSlug = word('e2e-kontroll');
  const controlHeading = word('Kontroll');
  const control = pageDocument(`e2e-pub-${run}-kontroll`, controlSlug, controlHeading);
  upsert(control);
  await publish(request, projection(control, 'create'));
  await expect
    .poll(async () => (await html(request, `/${controlSlug}`)).text, PUBLISHED_SOON)
    .toContain(controlHeading);
  const after = await html(request, `/${page1.slug}`);
  expect(after.status).toBe(200);
  expect(after.text).toContain(page1.heading);
  expect(after.text).not.toContain(pending);
  remove(control._id);
  await publish(request, projection(control, 'delete'));

  // The same change, properly signed, does publish: only the signature was missing.
  await publish(request, body);
  await expect
    .poll(async () => (await html(request, `/${page1.slug}`)).text, PUBLISHED_SOON)
    .toContain(pending);
  page1.heading = pending;
});

test('a page whose slug changes moves: the new URL works at once and the old one becomes 404', async ({
  request,
}) => {
  const oldSlug = page1.slug;
  const newSlug = word('e2e-flyttet');
  const document = pageDocument(page1.id, newSlug, page1.heading);
  upsert(document);
  const result = await publish(request, projection(document, 'update', oldSlug));
  expect(result.tags).toEqual(
    expect.arrayContaining([`page:${newSlug}`, `page:${oldSlug}`, 'page-index']),
  );

  expect((await request.get(`/${newSlug}`)).status()).toBe(200);
  await expect
    .poll(async () => (await request.get(`/${oldSlug}`)).status(), PUBLISHED_SOON)
    .toBe(404);
  page1.slug = newSlug;
});

test('a deleted page becomes 404 and leaves the sitemap', async ({ request }) => {
  expect((await request.get(`/${page1.slug}`)).status()).toBe(200);
  const deleted = projection(pageDocument(page1.id, page1.slug, page1.heading), 'delete');
  remove(page1.id);
  await publish(request, deleted);

  await expect
    .poll(async () => (await request.get(`/${page1.slug}`)).status(), PUBLISHED_SOON)
    .toBe(404);
  await expect
    .poll(async () => (await html(request, '/sitemap.xml')).text, PUBLISHED_SOON)
    .not.toContain(`/${page1.slug}</loc>`);

  // Idempotent: the same delivery again does no harm.
  await publish(request, deleted);
  expect((await request.get(`/${page1.slug}`)).status()).toBe(404);
});

test('changing a menu updates every page that uses it', async ({ request }) => {
  const menuSlug = word('e2e-meny');
  const menuId = `e2e-pub-${run}-menu`;
  const pages = ['b', 'c'].map((suffix) => ({
    id: `e2e-pub-${run}-${suffix}`,
    slug: word(`e2e-menyside-${suffix}`),
  }));
  const documents = pages.map((entry) =>
    pageDocument(entry.id, entry.slug, word('Menyside'), menuSlug),
  );
  upsert(
    ...documents,
    menuDocument(
      menuId,
      menuSlug,
      pages.map((entry) => entry.id),
    ),
  );
  for (const document of documents) await publish(request, projection(document, 'create'));
  await publish(request, projection(menuDocument(menuId, menuSlug, []), 'create'));
  for (const entry of pages) {
    await expect
      .poll(async () => (await html(request, `/${entry.slug}`)).text, PUBLISHED_SOON)
      .toContain(`href="/${pages[1].slug}"`);
  }

  const added = { id: `e2e-pub-${run}-d`, slug: word('e2e-ny-i-menyen') };
  const addedPage = pageDocument(added.id, added.slug, word('Ny-i-menyen'));
  upsert(addedPage);
  await publish(request, projection(addedPage, 'create'));
  upsert(menuDocument(menuId, menuSlug, [...pages.map((entry) => entry.id), added.id]));
  const result = await publish(request, projection(menuDocument(menuId, menuSlug, []), 'update'));
  expect(result.tags).toEqual([`menu:${menuSlug}`]);

  for (const entry of pages) {
    await expect
      .poll(async () => (await html(request, `/${entry.slug}`)).text, PUBLISHED_SOON)
      .toContain(`Publisering ${added.slug}`);
  }
});

test('draft mode shows drafts with the preview banner; a normal visit never does', async ({
  browser,
  request,
}) => {
  const published = {
    id: `e2e-pub-${run}-e`,
    slug: word('e2e-med-utkast'),
    heading: word('Publisert'),
  };
  const draftHeading = word('Utkast-overskrift');
  const draftOnly = {
    id: `e2e-pub-${run}-f`,
    slug: word('e2e-bare-utkast'),
    heading: word('Bare-utkast'),
  };
  const publishedDocument = pageDocument(published.id, published.slug, published.heading);
  upsert(
    publishedDocument,
    { ...pageDocument(published.id, published.slug, draftHeading), _id: `drafts.${published.id}` },
    {
      ...pageDocument(draftOnly.id, draftOnly.slug, draftOnly.heading),
      _id: `drafts.${draftOnly.id}`,
    },
  );
  await publish(request, projection(publishedDocument, 'create'));

  expect(
    (await request.get(`/api/draft-mode/enable?secret=wrong&redirect=/${draftOnly.slug}`)).status(),
  ).toBe(401);

  const editor = await browser.newContext();
  const preview = await editor.newPage();
  await preview.goto(`/api/draft-mode/enable?secret=${PREVIEW_SECRET}&redirect=/${draftOnly.slug}`);
  await expect(preview).toHaveURL(new RegExp(`/${draftOnly.slug}$`));
  await expect(preview.getByRole('heading', { level: 1, name: draftOnly.heading })).toBeVisible();
  await expect(preview.getByText('Forhåndsvisning av utkast')).toBeVisible();
  const previewResponse = await preview.goto(`/${published.slug}`);
  expect(previewResponse?.headers()['cache-control']).toMatch(/no-store|private/);
  await expect(preview.getByRole('heading', { level: 1, name: draftHeading })).toBeVisible();

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  expect((await visit.goto(`/${draftOnly.slug}`))?.status()).toBe(404);
  await visit.goto(`/${published.slug}`);
  await expect(visit.getByRole('heading', { level: 1, name: published.heading })).toBeVisible();
  await expect(visit.getByText(draftHeading)).toHaveCount(0);
  await expect(visit.getByText('Forhåndsvisning av utkast')).toHaveCount(0);

  // Leaving preview returns the editor to the page they were on, now as the public sees it.
  await preview.getByRole('link', { name: 'Avslutt forhåndsvisning' }).click();
  await expect(preview).toHaveURL(new RegExp(`/${published.slug}$`));
  await expect(preview.getByRole('heading', { level: 1, name: published.heading })).toBeVisible();
  await expect(preview.getByText('Forhåndsvisning av utkast')).toHaveCount(0);

  await editor.close();
  await visitor.close();
});

test('a published festival page carries its canonical URL, sharing metadata and Event JSON-LD', async ({
  request,
  baseURL,
}) => {
  const slug = word('e2e-festival');
  const ticketUrl = `https://billetter.example/${slug}`;
  const document = {
    ...pageDocument(`e2e-pub-${run}-g`, slug, word('Festival')),
    event: { name: `Festival ${slug}`, startDate: '2031-08-20', endDate: '2031-08-22', ticketUrl },
  };
  upsert(document);
  await publish(request, projection(document, 'create'));

  const { status, text } = await html(request, `/${slug}`);
  expect(status).toBe(200);
  expect(text).toContain(`<link rel="canonical" href="${baseURL}/${slug}"/>`);
  expect(text).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
  expect(text).toContain('<meta name="twitter:card"');
  const jsonLd = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
  expect(jsonLd.find((item) => item['@type'] === 'Organization')).toBeTruthy();
  expect(jsonLd.find((item) => item['@type'] === 'Event')).toMatchObject({
    name: `Festival ${slug}`,
    startDate: '2031-08-20',
    location: { address: { addressLocality: 'Oslo' } },
    offers: { url: ticketUrl },
  });

  const robots = await html(request, '/robots.txt');
  expect(robots.text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots.text).toContain('Disallow: /api/');
  const sitemap = await html(request, '/sitemap.xml');
  expect(sitemap.text).toContain(`<loc>${baseURL}/</loc>`);
  expect(sitemap.text).toContain(`<loc>${baseURL}/sikkerhet</loc>`);
});

// The Cache-Control of every kind of response is checked against docs/publishing.md's table in
// e2e/cache-headers.spec.ts.
