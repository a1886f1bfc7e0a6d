// Content service outage: serves the Sanity configuration's build on a stand-in, publishes a
// change while the stand-in answers 500 and then hangs, and checks that visitors keep getting
// the last good page (200, same content, never the error page or an empty page); then ends the
// outage and checks the change arrives. Cleans up its server, stand-in and dist dir.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { signPayload } from '../lib/publishing/sign-payload.mjs';
import {
  cleanUpOnInterrupt,
  freePort,
  removeDistDir,
  startSite,
} from '../test-support/next-site.mjs';
import { describeBuild, sharedSiteBuild } from '../test-support/shared-build.mjs';
import { readPublishedDocuments, startSanityStandIn } from '../test-support/sanity-stand-in.mjs';
import { waitUntil } from '../test-support/wait.mjs';

const tag = randomBytes(6).toString('hex');
const distDir = `.next-outage-${tag}`;
const SECRET = `outage-revalidate-${tag}`;
const TARGET_SLUG = process.env.OUTAGE_SLUG ?? 'om-oss';
const UPDATED_TITLE = `Oppdatert under driftsstans ${tag}`;
const ERROR_SCREEN = /Noe gikk galt|Oops!/;
// A short limit per Sanity attempt (SANITY_TIMEOUT_MS), so a hang is given up on well inside
// the checks' time.
const SANITY_TIMEOUT_MS = 2000;

async function getPage(url) {
  const started = Date.now();
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
    return { status: response.status, html, title, ms: Date.now() - started };
  } catch (error) {
    return { status: 0, html: '', title: null, ms: Date.now() - started, error: error.message };
  }
}

/** The last good page: same title, a real page body, not the error screen. */
function isLastGood(page, goodTitle) {
  return (
    page.status === 200 &&
    page.title === goodTitle &&
    page.html.includes('<main') &&
    page.html.length > 5000 &&
    !ERROR_SCREEN.test(page.html)
  );
}

async function sendWebhook(document, timeoutMs) {
  const body = JSON.stringify({
    _type: 'page',
    _id: document._id,
    slug: TARGET_SLUG,
    previousSlug: TARGET_SLUG,
    operation: 'update',
  });
  const started = Date.now();
  try {
    const response = await fetch(`${site.baseUrl}/api/revalidate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': signPayload(body, SECRET),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.text();
    return { status: response.status, ms: Date.now() - started };
  } catch (error) {
    return { status: 0, ms: Date.now() - started, error: error.name };
  }
}

/**
 * Ten visits spread over ten seconds, so the site's background attempts to refresh the page
 * fall inside the outage. The spacing shapes the traffic; what the checks judge is each answer.
 */
async function visitsDuringOutage() {
  const pages = [];
  for (let i = 0; i < 10; i += 1) {
    pages.push(await getPage(pageUrl));
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return pages;
}

async function health(query = '') {
  const response = await fetch(`${site.baseUrl}/api/health${query}`, {
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  return response
    ? { status: response.status, body: await response.json().catch(() => null) }
    : { status: 0 };
}

const documents = readPublishedDocuments('content/production.ndjson');
const target = documents.find(
  (document) => document._type === 'page' && document.slug?.current === TARGET_SLUG,
);
if (!target)
  throw new Error(
    `No published page with slug "${TARGET_SLUG}" in content/production.ndjson (set OUTAGE_SLUG)`,
  );

let standIn;
let site;
let pageUrl;
let goodTitle;

cleanUpOnInterrupt([distDir]);

before(async () => {
  standIn = await startSanityStandIn({ documents });
  // The Sanity configuration's build; served against this check's own stand-in.
  const build = await sharedSiteBuild().into(distDir);
  const port = Number(process.env.OUTAGE_PORT ?? (await freePort()));
  console.log(`outage: ${describeBuild(build)}; port ${port}, Sanity stand-in ${standIn.url}`);
  site = await startSite({
    distDir,
    port,
    env: {
      SANITY_PROJECT_ID: 'test',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: standIn.url,
      SANITY_REVALIDATE_SECRET: SECRET,
      // Its own store: a check beside it must not share a SQLite file with this server.
      CONTACT_DB_FILE: path.join(distDir, 'contact.db'),
      CONTACT_OUTBOX_FILE: path.join(distDir, 'outbox.jsonl'),
      SANITY_TIMEOUT_MS: String(SANITY_TIMEOUT_MS),
    },
  });
  pageUrl = `${site.baseUrl}/${TARGET_SLUG}`;
});

after(async () => {
  await site?.stop();
  await standIn?.close();
  removeDistDir(distDir);
});

test('before the outage the page is served and health is 200', async () => {
  const first = await getPage(pageUrl);
  goodTitle = first.title;
  assert.ok(goodTitle, `a title on ${pageUrl}`);
  assert.ok(isLastGood(first, goodTitle), `a full page, status ${first.status}`);
  assert.equal((await health()).status, 200);
});

/**
 * Every visit during an outage gets the last good page, none held up: each visit is answered
 * from the page cache, so even the slowest is far inside the time one Sanity attempt may take
 * (a margin a loaded machine does not reach).
 */
function assertLastGoodPages(pages) {
  const bad = pages.filter((page) => !isLastGood(page, goodTitle));
  assert.deepEqual(
    bad.map(({ status, title, error }) => ({ status, title, error })),
    [],
    'visits that did not get the last good page',
  );
  const slowest = Math.max(...pages.map((page) => page.ms));
  assert.ok(slowest < 5000, `the slowest visit took ${slowest} ms`);
}

describe('an editor publishes while Sanity answers 500', () => {
  before(async () => {
    standIn.documents = standIn.documents.map((document) =>
      document._id === target._id ? { ...document, title: UPDATED_TITLE } : document,
    );
    standIn.setMode('error');
    const hook = await sendWebhook(target, 60_000);
    console.log(`  webhook during the 500 outage: status ${hook.status} after ${hook.ms} ms`);
  });

  test('every visit gets the last good page, none held up', async () => {
    assertLastGoodPages(await visitsDuringOutage());
  });

  test('liveness stays 200 (cached pages are served)', async () => {
    assert.equal((await health()).status, 200);
  });

  test('the deep health check reports the content source down with 503', async () => {
    const degraded = await health('?deep=1');
    assert.equal(degraded.status, 503);
    assert.equal(degraded.body?.dependencies?.content?.state, 'down');
  });
});

describe('while Sanity hangs', () => {
  before(() => standIn.setMode('hang'));

  test('a webhook answers 5xx within the Sanity time limit (so Sanity retries) instead of hanging', async () => {
    const hook = await sendWebhook(target, 15_000);
    assert.ok(hook.status >= 500, `status ${hook.status || `none (${hook.error})`}`);
    // A hang would hold it the whole 15 s; the site gives up after its attempts, 2 s each.
    assert.ok(hook.ms < 12_000, `answered after ${hook.ms} ms`);
  });

  test('every visit gets the last good page, none held up', async () => {
    assertLastGoodPages(await visitsDuringOutage());
    console.log(
      `  stand-in during the outage: ${standIn.stats.failed} answered 500, ${standIn.stats.hung} held open`,
    );
  });
});

describe('after the outage, when Sanity redelivers the webhook it saw fail', () => {
  before(() => standIn.setMode('ok'));

  test('the redelivered webhook succeeds', async () => {
    const hook = await sendWebhook(target, 60_000);
    assert.equal(hook.status, 200, `after ${hook.ms} ms`);
  });

  test('the page shows the published change, and no visit got an error while it arrived', async () => {
    const bad = [];
    await waitUntil(
      async () => {
        const page = await getPage(pageUrl);
        if (page.status !== 200 || ERROR_SCREEN.test(page.html) || !page.html.includes('<main'))
          bad.push(page.status);
        return page.title === UPDATED_TITLE;
      },
      { what: `"${UPDATED_TITLE}" on ${pageUrl}`, timeoutMs: 60_000, intervalMs: 250 },
    );
    assert.deepEqual(bad, [], 'statuses of bad answers while the change arrived');
  });

  test('the deep health check is 200 again', async () => {
    // It caches its Sanity probe for 10 s: 200 again within that, plus the probe itself.
    await waitUntil(async () => (await health('?deep=1')).status === 200, {
      what: 'a deep health check of 200',
      timeoutMs: 30_000,
      intervalMs: 250,
    });
  });
});
