#!/usr/bin/env node
// Visual Editing on the built site: builds and serves the site on a Sanity stand-in that sends
// Content Source Maps, opens the preview the way the Presentation tool does (a short-lived
// preview-URL secret in the dataset), and checks that the draft page carries stega and loads
// the overlay script, while the same page published has neither: no invisible characters in
// the HTML, meta tags, JSON-LD, hrefs or alt texts, and no Visual Editing code among the
// scripts a browser loads for it. Needs Debian's Chromium (CHROMIUM_PATH to use another).
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import path from 'node:path';
import { freePort, removeDistDir, runCheck, startSite } from '../test-support/next-site.mjs';
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

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`);
}

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
  await page.goto(url, { waitUntil: 'networkidle' });
  if (expectOverlay) {
    const deadline = Date.now() + 20_000;
    while (!hasOverlayCode(await loadedCode()) && Date.now() < deadline)
      await page.waitForEvent('response', { timeout: deadline - Date.now() }).catch(() => null);
  } else {
    await page.waitForFunction(
      () =>
        /modus/.test(
          document.querySelector('[data-testid="theme-toggle"]')?.getAttribute('aria-label') ?? '',
        ),
      undefined,
      { timeout: 20_000 },
    );
    await page.waitForLoadState('networkidle');
  }
  const code = await loadedCode();
  await context.close();
  return { count: bodies.length, code };
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

async function main() {
  const published = readPublishedDocuments('content/production.ndjson');
  const page = published.find(
    (document) =>
      document._type === 'page' &&
      typeof document.slug?.current === 'string' &&
      /^[a-z0-9-]+$/.test(document.slug.current) &&
      typeof document.title === 'string' &&
      !(document.pageBuilder ?? []).some((block) => block._type === 'redirect'),
  );
  if (!page) throw new Error('No published content page with a title in the dataset');
  const slug = page.slug.current;
  // What the Presentation tool writes into the dataset when it opens the preview.
  const secretDocument = {
    _id: `sanity-preview-url-secret.${tag}`,
    _type: 'sanity.previewUrlSecret',
    _updatedAt: new Date().toISOString(),
    secret: PREVIEW_SECRET,
    studioUrl: 'http://127.0.0.1/studio',
  };
  const standIn = await startSanityStandIn({ documents: [...published, secretDocument] });
  let site;
  let browser;
  try {
    const port = Number(process.env.VISUAL_EDITING_PORT ?? (await freePort()));
    const env = {
      SANITY_PROJECT_ID: 'test',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: standIn.url,
      SANITY_API_READ_TOKEN: `read-${tag}`,
      SANITY_REVALIDATE_SECRET: `revalidate-${tag}`,
      CONTACT_OUTBOX_FILE: path.join(distDir, 'outbox.jsonl'),
    };
    // The Sanity configuration's build; served against this check's own stand-in, which also
    // holds the Presentation secret.
    const build = await sharedSiteBuild().into(distDir);
    console.log(`visual-editing-test: ${describeBuild(build)}; Sanity stand-in at ${standIn.url}`);
    site = await startSite({ distDir, port, env });
    const url = `${site.baseUrl}/${slug}`;

    const publicHtml = await (await fetch(url)).text();
    check('the published page renders', publicHtml.includes(page.title.slice(0, 10)));
    check('the published page has no invisible characters', !INVISIBLE.test(publicHtml));
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const publicScripts = await scriptsLoaded(browser, url, { expectOverlay: false });
    check(
      'the published page loads no Visual Editing code',
      !hasOverlayCode(publicScripts.code),
      `${publicScripts.count} scripts`,
    );

    const enable = await fetch(
      `${site.baseUrl}/api/draft-mode/enable?sanity-preview-secret=${PREVIEW_SECRET}&sanity-preview-pathname=/${slug}`,
      { redirect: 'manual' },
    );
    check(
      'the Presentation tool’s secret enables draft mode',
      enable.status === 307 && enable.headers.get('location')?.endsWith(`/${slug}`),
      `status ${enable.status}`,
    );
    const cookie = enable.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const refused = await fetch(
      `${site.baseUrl}/api/draft-mode/enable?sanity-preview-secret=wrong-${tag}`,
      { redirect: 'manual' },
    );
    check('an unknown secret is refused', refused.status === 401, `status ${refused.status}`);

    const draftHtml = await (await fetch(url, { headers: { cookie } })).text();
    check(
      'the draft page shows the preview banner',
      draftHtml.includes('Forhåndsvisning av utkast'),
    );
    check('the draft page carries stega in its text', INVISIBLE.test(draftHtml));
    const dirty = attributeValues(draftHtml).filter((value) => INVISIBLE.test(value));
    check(
      'even in draft mode no href, alt, meta tag, title or JSON-LD carries stega',
      dirty.length === 0,
      dirty.slice(0, 3).join(' | '),
    );
    const browserCookies = enable.headers.getSetCookie().map((line) => {
      const [name, ...value] = line.split(';')[0].split('=');
      return { name, value: value.join('='), url: site.baseUrl };
    });
    const draftScripts = await scriptsLoaded(browser, url, {
      cookies: browserCookies,
      expectOverlay: true,
    });
    check(
      'the draft page loads the Visual Editing overlay code',
      hasOverlayCode(draftScripts.code),
      `${draftScripts.count} scripts`,
    );

    const again = await (await fetch(url)).text();
    check('a visitor after the preview still gets the clean page', !INVISIBLE.test(again));
  } finally {
    await browser?.close();
    await site?.stop();
    await standIn.close();
    removeDistDir(distDir);
  }
  const failed = results.filter((result) => !result.ok).length;
  console.log(`visual-editing-test: ${results.length - failed}/${results.length} checks passed`);
  return failed === 0 ? 0 : 1;
}

runCheck('visual-editing-test', main, { distDir });
