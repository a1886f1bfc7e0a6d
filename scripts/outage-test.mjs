#!/usr/bin/env node
// Content service outage: builds and serves the site on a Sanity stand-in, publishes a change
// while the stand-in answers 500 and then hangs, and checks that visitors keep getting the last
// good page (200, same content, never the error page or an empty page); then ends the outage
// and checks the change arrives. Cleans up its server, stand-in and dist dir.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { signPayload } from '../lib/publishing/sign-payload.mjs';
import { freePort, removeDistDir, runCheck, startSite } from '../test-support/next-site.mjs';
import { describeBuild, sharedSiteBuild } from '../test-support/shared-build.mjs';
import { readPublishedDocuments, startSanityStandIn } from '../test-support/sanity-stand-in.mjs';

const tag = randomBytes(6).toString('hex');
const distDir = `.next-outage-${tag}`;
const SECRET = `outage-revalidate-${tag}`;
const TARGET_SLUG = process.env.OUTAGE_SLUG ?? 'om-oss';
const UPDATED_TITLE = `Oppdatert under driftsstans ${tag}`;
const ERROR_SCREEN = /Noe gikk galt|Oops!/;

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function getPage(url) {
  const started = Date.now();
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
    return {
      status: response.status,
      html,
      title,
      ms: Date.now() - started,
      cache: response.headers.get('x-nextjs-cache'),
    };
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

async function sendWebhook(baseUrl, document, timeoutMs) {
  const body = JSON.stringify({
    _type: 'page',
    _id: document._id,
    slug: TARGET_SLUG,
    previousSlug: TARGET_SLUG,
    operation: 'update',
  });
  const started = Date.now();
  try {
    const response = await fetch(`${baseUrl}/api/revalidate`, {
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

async function visitDuringOutage(url, goodTitle, label, { visits = 10, spacingMs = 1000 } = {}) {
  const pages = [];
  for (let i = 0; i < visits; i += 1) {
    pages.push(await getPage(url));
    await sleep(spacingMs);
  }
  const good = pages.filter((page) => isLastGood(page, goodTitle)).length;
  const slowest = Math.max(...pages.map((page) => page.ms));
  const statuses = [...new Set(pages.map((page) => page.status))].join(',');
  check(
    `${label}: every visit gets the last good page`,
    good === pages.length,
    `${good}/${pages.length} good, statuses ${statuses}, slowest ${slowest} ms`,
  );
  check(`${label}: visits are not held up by the outage`, slowest < 5000, `slowest ${slowest} ms`);
}

async function health(baseUrl, query = '') {
  const response = await fetch(`${baseUrl}/api/health${query}`, {
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  return response
    ? { status: response.status, body: await response.json().catch(() => null) }
    : { status: 0 };
}

async function main() {
  const documents = readPublishedDocuments('content/production.ndjson');
  const target = documents.find(
    (document) => document._type === 'page' && document.slug?.current === TARGET_SLUG,
  );
  if (!target)
    throw new Error(
      `No published page with slug "${TARGET_SLUG}" in content/production.ndjson (set OUTAGE_SLUG)`,
    );
  const standIn = await startSanityStandIn({ documents });
  let site;
  try {
    const port = Number(process.env.OUTAGE_PORT ?? (await freePort()));
    const env = {
      SANITY_PROJECT_ID: 'test',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: standIn.url,
      SANITY_REVALIDATE_SECRET: SECRET,
      CONTACT_OUTBOX_FILE: path.join(distDir, 'outbox.jsonl'),
      // A short limit per Sanity attempt, so a hang is given up on well inside the checks' time.
      SANITY_TIMEOUT_MS: '2000',
    };
    // The Sanity configuration's build; served against this check's own stand-in.
    const build = await sharedSiteBuild().into(distDir);
    console.log(
      `outage-test: ${describeBuild(build)}; serving on port ${port} against the Sanity stand-in at ${standIn.url}`,
    );
    site = await startSite({ distDir, port, env });
    const pageUrl = `${site.baseUrl}/${TARGET_SLUG}`;

    const first = await getPage(pageUrl);
    const goodTitle = first.title;
    check(
      'the page is served before the outage',
      first.status === 200 && Boolean(goodTitle) && isLastGood(first, goodTitle),
      `status ${first.status}, title "${goodTitle}"`,
    );
    check('health is 200 before the outage', (await health(site.baseUrl)).status === 200);

    // An editor publishes while Sanity is failing.
    standIn.documents = standIn.documents.map((document) =>
      document._id === target._id ? { ...document, title: UPDATED_TITLE } : document,
    );
    standIn.setMode('error');
    const failedHook = await sendWebhook(site.baseUrl, target, 60_000);
    console.log(
      `  webhook during the 500 outage: status ${failedHook.status} after ${failedHook.ms} ms`,
    );
    await visitDuringOutage(pageUrl, goodTitle, 'Sanity answering 500');
    // Liveness stays 200 (cached pages are served); the deep check names the outage.
    check('liveness stays 200 during the outage', (await health(site.baseUrl)).status === 200);
    const degraded = await health(site.baseUrl, '?deep=1');
    check(
      'the deep health check reports the content source down with 503',
      degraded.status === 503 && degraded.body?.dependencies?.content?.state === 'down',
      `status ${degraded.status}, ${degraded.body?.dependencies?.content?.problem ?? ''}`,
    );

    standIn.setMode('hang');
    const hungHook = await sendWebhook(site.baseUrl, target, 15_000);
    check(
      'a webhook during the hang answers 5xx within the Sanity time limit (so Sanity retries) instead of hanging',
      hungHook.status >= 500 && hungHook.ms < 12_000,
      `${hungHook.status ? `status ${hungHook.status}` : `no answer (${hungHook.error})`} after ${hungHook.ms} ms`,
    );
    await visitDuringOutage(pageUrl, goodTitle, 'Sanity hanging');
    console.log(
      `  stand-in during the outage: ${standIn.stats.failed} answered 500, ${standIn.stats.hung} held open`,
    );

    // The outage ends; Sanity redelivers the webhook it saw fail, as it does for 5xx answers.
    standIn.setMode('ok');
    const retryHook = await sendWebhook(site.baseUrl, target, 60_000);
    check(
      'the redelivered webhook succeeds after the outage',
      retryHook.status === 200,
      `status ${retryHook.status} after ${retryHook.ms} ms`,
    );
    const deadline = Date.now() + 60_000;
    let updated = null;
    let badWhileWaiting = 0;
    while (Date.now() < deadline) {
      const page = await getPage(pageUrl);
      if (page.status !== 200 || ERROR_SCREEN.test(page.html) || !page.html.includes('<main'))
        badWhileWaiting += 1;
      if (page.title === UPDATED_TITLE) {
        updated = page;
        break;
      }
      await sleep(500);
    }
    check(
      'after the outage the page shows the published change',
      Boolean(updated),
      updated ? `after ${60_000 - (deadline - Date.now())} ms` : 'still the old page after 60 s',
    );
    check(
      'no visit got an error while the change arrived',
      badWhileWaiting === 0,
      `${badWhileWaiting} bad answers`,
    );
    // The deep check caches its Sanity probe for 10 s: it turns 200 again within that, plus the
    // probe itself.
    const healthDeadline = Date.now() + 30_000;
    let deepStatus = 0;
    while (Date.now() < healthDeadline) {
      deepStatus = (await health(site.baseUrl, '?deep=1')).status;
      if (deepStatus === 200) break;
      await sleep(250);
    }
    check('the deep health check is 200 again', deepStatus === 200, `last status ${deepStatus}`);

    const logLines = site.output
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const events = {};
    for (const line of logLines) {
      try {
        const { event } = JSON.parse(line);
        events[event] = (events[event] ?? 0) + 1;
      } catch {
        // Not one of ours.
      }
    }
    console.log(`  server log events: ${JSON.stringify(events)}`);
  } finally {
    await site?.stop();
    await standIn.close();
    removeDistDir(distDir);
  }
  const failed = results.filter((result) => !result.ok).length;
  console.log(`outage-test: ${results.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

runCheck('outage-test', main, { distDir });
