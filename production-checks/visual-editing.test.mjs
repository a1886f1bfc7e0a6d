// Visual Editing on the built site: serves the Sanity configuration's build on a stand-in that
// sends Content Source Maps, opens the preview the way the Presentation tool does (a short-lived
// preview-URL secret in the dataset), and checks that the draft page carries stega and loads
// the overlay script, while the same page published has neither: no invisible characters in
// the HTML, meta tags, JSON-LD, hrefs or alt texts, and no Visual Editing code among the
// scripts a browser loads for it. Needs Debian's Chromium (CHROMIUM_PATH to use another).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from '@playwright/test';
import {
  cleanUpOnInterrupt,
  freePort,
  removeDistDir,
  startSite,
} from '../test-support/next-site.mjs';
import { chromiumLaunchOptions } from '../test-support/chromium.mjs';
import { describeBuild, sharedSiteBuild } from '../test-support/shared-build.mjs';
import { readPublishedDocuments, startSanityStandIn } from '../test-support/sanity-stand-in.mjs';

const tag = randomBytes(6).toString('hex');
const distDir = `.next-visual-editing-${tag}`;
const PREVIEW_SECRET = `presentation-${tag}`;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/;
// Strings of the overlay code: next-sanity's <VisualEditing /> (loaded on the client only) and
// @sanity/visual-editing's element.
const OVERLAY_MARKERS = ['refresh called with source', 'sanity-visual-editing'];
const hasOverlayCode = (code) => OVERLAY_MARKERS.some((marker) => code.includes(marker));

/**
 * The code of every script a real browser loads for the page (Debian's Chromium, as in the e2e
 * tests). `expectOverlay` says which signal ends the wait. Expected: the overlay's code among the
 * loaded scripts (up to 20 s). Not expected: the page has hydrated (the theme toggle gets its
 * label from React, in the same pass that would mount the overlay) and the network is idle
 * after that, so a lazy part the page asked for has arrived.
 */
async function scriptsLoaded(browser, url, { cookies = [], expectOverlay }) {
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js') || response.request().resourceType() === 'script') {
      bodies.push(response.text().catch(() => ''));
    }
  });
  const loadedCode = async () => (await Promise.all(bodies)).join('\n');
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    if (expectOverlay) {
      const deadline = Date.now() + 20_000;
      while (!hasOverlayCode(await loadedCode()) && Date.now() < deadline)
        await page.waitForEvent('response', { timeout: deadline - Date.now() }).catch(() => null);
    } else {
      await page.waitForFunction(
        () =>
          /modus/.test(
            document.querySelector('[data-testid="theme-toggle"]')?.getAttribute('aria-label') ??
              '',
          ),
        undefined,
        { timeout: 20_000 },
      );
      await page.waitForLoadState('networkidle');
    }
    return { count: bodies.length, code: await loadedCode() };
  } finally {
    await context.close();
  }
}

/** The parts of a page a visitor's browser or a search engine reads as data. */
function attributeValues(html) {
  const values = [];
  for (const m of html.matchAll(/\s(?:href|alt|content|src)="([^"]*)"/g)) values.push(m[1]);
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
    values.push(m[1]);
  for (const m of html.matchAll(/<title>([^<]*)<\/title>/g)) values.push(m[1]);
  return values;
}

const published = readPublishedDocuments('content/production.ndjson');
const contentPage = published.find(
  (document) =>
    document._type === 'page' &&
    typeof document.slug?.current === 'string' &&
    /^[a-z0-9-]+$/.test(document.slug.current) &&
    typeof document.title === 'string' &&
    !(document.pageBuilder ?? []).some((block) => block._type === 'redirect'),
);
if (!contentPage) throw new Error('No published content page with a title in the dataset');
const slug = contentPage.slug.current;

let standIn;
let site;
let browser;
let url;
/** The draft-mode cookies the Presentation secret set (filled by the test that enables it). */
let draftCookies = [];

cleanUpOnInterrupt([distDir]);

before(async () => {
  // What the Presentation tool writes into the dataset when it opens the preview.
  const secretDocument = {
    _id: `sanity-preview-url-secret.${tag}`,
    _type: 'sanity.previewUrlSecret',
    _updatedAt: new Date().toISOString(),
    secret: PREVIEW_SECRET,
    studioUrl: 'http://127.0.0.1/studio',
  };
  standIn = await startSanityStandIn({ documents: [...published, secretDocument] });
  // The Sanity configuration's build; served against this check's own stand-in, which also
  // holds the Presentation secret.
  const build = await sharedSiteBuild().into(distDir);
  console.log(`visual-editing: ${describeBuild(build)}; Sanity stand-in at ${standIn.url}`);
  site = await startSite({
    distDir,
    port: Number(process.env.VISUAL_EDITING_PORT ?? (await freePort())),
    env: {
      SANITY_PROJECT_ID: 'test',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: standIn.url,
      SANITY_API_READ_TOKEN: `read-${tag}`,
      SANITY_REVALIDATE_SECRET: `revalidate-${tag}`,
      // Its own store: a check beside it must not share a SQLite file with this server.
      CONTACT_DB_FILE: path.join(distDir, 'contact.db'),
      CONTACT_OUTBOX_FILE: path.join(distDir, 'outbox.jsonl'),
    },
  });
  url = `${site.baseUrl}/${slug}`;
  browser = await chromium.launch(chromiumLaunchOptions);
});

after(async () => {
  await browser?.close();
  await site?.stop();
  await standIn?.close();
  removeDistDir(distDir);
});

test('the published page renders, with no invisible characters', async () => {
  const html = await (await fetch(url)).text();
  assert.ok(html.includes(contentPage.title.slice(0, 10)), `"${contentPage.title}" on ${url}`);
  assert.doesNotMatch(html, INVISIBLE);
});

test('the published page loads no Visual Editing code', async () => {
  const scripts = await scriptsLoaded(browser, url, { expectOverlay: false });
  assert.ok(scripts.count > 0, 'the page loads scripts');
  assert.equal(hasOverlayCode(scripts.code), false, `overlay code among ${scripts.count} scripts`);
});

test('an unknown Presentation secret is refused', async () => {
  const refused = await fetch(
    `${site.baseUrl}/api/draft-mode/enable?sanity-preview-secret=wrong-${tag}`,
    { redirect: 'manual' },
  );
  assert.equal(refused.status, 401);
});

test('the Presentation tool’s secret enables draft mode', async () => {
  const enable = await fetch(
    `${site.baseUrl}/api/draft-mode/enable?sanity-preview-secret=${PREVIEW_SECRET}&sanity-preview-pathname=/${slug}`,
    { redirect: 'manual' },
  );
  assert.equal(enable.status, 307);
  assert.ok(enable.headers.get('location')?.endsWith(`/${slug}`), 'redirects to the page');
  draftCookies = enable.headers.getSetCookie().map((line) => {
    const [name, ...value] = line.split(';')[0].split('=');
    return { name, value: value.join('='), url: site.baseUrl };
  });
  assert.ok(draftCookies.length > 0, 'sets the draft-mode cookie');
});

test('the draft page shows the preview banner and carries stega in its text, never in its attributes', async () => {
  assert.ok(draftCookies.length > 0, 'draft mode was enabled by the test before');
  const cookie = draftCookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const html = await (await fetch(url, { headers: { cookie } })).text();
  assert.ok(html.includes('Forhåndsvisning av utkast'), 'the preview banner');
  assert.match(html, INVISIBLE, 'stega in the text');
  const dirty = attributeValues(html).filter((value) => INVISIBLE.test(value));
  assert.deepEqual(dirty, [], 'no href, alt, meta tag, title or JSON-LD carries stega');
});

test('the draft page loads the Visual Editing overlay code', async () => {
  assert.ok(draftCookies.length > 0, 'draft mode was enabled by the test before');
  const scripts = await scriptsLoaded(browser, url, {
    cookies: draftCookies,
    expectOverlay: true,
  });
  assert.ok(hasOverlayCode(scripts.code), `overlay code among ${scripts.count} scripts`);
});

test('a visitor after the preview still gets the clean page', async () => {
  assert.doesNotMatch(await (await fetch(url)).text(), INVISIBLE);
});
