// The site as a fleet: one build, two `next start` instances sharing one Redis (Debian's
// redis-server on a free port), Varnish (deploy/varnish/compose.vcl around default.vcl, on
// Debian's varnishd) in front of both, purged by the app; content from the Sanity stand-in (which
// counts queries). Webhooks go to the second instance, so the first and Varnish only learn through
// Redis and purges. Cases: unknown slugs cost nothing (2,000 of them, FLEET_UNKNOWN_SLUGS: no
// Redis key, under 100 bytes each on disk, no content query); each kind of publish reaches both
// instances (each case prints how soon; the bench times publish-to-fresh); a contact flood spread
// over both instances, rotating X-Forwarded-For, is limited as one client; each kind of event
// publish (edit, move, cancel, new, delete) reaches a page holding a programme block on both
// instances and through Varnish; Redis stopped mid-traffic gives 0 responses of 5xx; when Redis
// returns, publishing works again. The contact queue has its own Redis (CONTACT_REDIS_URL):
// killed with SIGKILL it loses no message answered 200, a flooded evicting cache Redis loses none,
// and an instance with only an evicting REDIS_URL keeps messages in SQLite and says why; a webhook
// while the cache Redis is frozen answers 5xx and its redelivery makes every instance fresh; PURGE
// without the token is refused; a new build (a client component's text changed) behind Varnish
// serves no page whose scripts or styles 404. The cases run in order, each on the state the ones
// before left (the published changes, the restarted Redis, the new build). Cleans up its servers,
// Redis, Varnish, stand-in and dist dirs, on Ctrl-C too. Needs redis-server and varnishd (Debian
// packages redis-server and varnish).
//
//   npm run test:fleet
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createClient } from 'redis';
import { signPayload } from '../lib/publishing/sign-payload.mjs';
import { readStoredEmails, readStoredMessageTexts } from '../scripts/lib/contact-db.mjs';
import { startVarnish } from '../test-support/varnish.mjs';
import {
  buildSite,
  cleanUpOnInterrupt,
  freePort,
  removeDistDir,
  startSite,
} from '../test-support/next-site.mjs';
import { startRedisServer } from '../test-support/redis-server.mjs';
import { readPublishedDocuments, startSanityStandIn } from '../test-support/sanity-stand-in.mjs';
import { waitUntil } from '../test-support/wait.mjs';

const tag = randomBytes(6).toString('hex');
const distDir = `.next-fleet-${tag}`;
const nextDistDir = `.next-fleet-${tag}-next`;
const SECRET = `fleet-revalidate-${tag}`;
// How long a publish may take to reach both instances and Varnish before a case gives up: a hang
// guard, five times the two seconds a publish takes on a quiet machine. How soon it really is,
// is a figure: each case prints it, and the bench measures it (publish-to-fresh at the edge).
const FRESH_GUARD_MS = 10_000;
// Enough that an entry per unknown URL would show: 2,000 keys in Redis, or past the disk limit
// below (100 bytes a URL; a cached not-found page is some kilobytes).
const UNKNOWN_SLUGS = Number(process.env.FLEET_UNKNOWN_SLUGS ?? 2_000);
const DISK_BYTES_PER_UNKNOWN_SLUG = 100;
const QUEUE_PREFIX = 'matfestival:{contact}:';

async function get(url, init = {}) {
  const started = Date.now();
  try {
    const response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
      ...init,
    });
    const html = await response.text();
    return {
      status: response.status,
      html,
      ms: Date.now() - started,
      xCache: response.headers.get('x-cache'),
    };
  } catch (error) {
    return { status: 0, html: '', ms: Date.now() - started, error: error.message };
  }
}

const titleOf = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;

async function webhook(baseUrl, body) {
  const text = JSON.stringify(body);
  const response = await fetch(`${baseUrl}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': signPayload(text, SECRET),
    },
    body: text,
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/**
 * Waits until `ready(page)` holds on every reader (an instance, or Varnish); resolves with the
 * time it took. On the hang guard it fails naming what did not happen, and which reader is
 * behind, with what.
 */
async function freshOnAll(readers, pathname, ready, what, timeoutMs = FRESH_GUARD_MS) {
  const started = Date.now();
  try {
    await waitUntil(
      async () => {
        const pages = await Promise.all(
          readers.map((reader) => get(`${reader.baseUrl}${pathname}`)),
        );
        return pages.every(ready);
      },
      { what, timeoutMs, intervalMs: 100 },
    );
  } catch (error) {
    const states = [];
    for (const reader of readers) {
      const page = await get(`${reader.baseUrl}${pathname}`);
      states.push(
        `${reader.baseUrl}${pathname}: ${page.status} ${page.xCache ?? ''} ${titleOf(page.html)} ${page.error ?? ''}`,
      );
    }
    error.message += `\n  ${states.join('\n  ')}`;
    throw error;
  }
  return Date.now() - started;
}

function duBytes(dir) {
  return Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
}

async function redisStats(client) {
  const info = await client.info('memory');
  return {
    keys: await client.dbSize(),
    usedMemory: Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0),
  };
}

function contactMessage(email, text) {
  return {
    firstname: 'Flåte',
    lastname: 'Test',
    email,
    company: '',
    message: text,
    consentToProcessing: true,
    consentToNewsletter: false,
    website: '',
    startedAt: 1_767_225_600_000,
    submittedAt: 1_767_225_612_000,
    context: { pageName: 'Flåtetest' },
  };
}

let nextLocalAddress = 10;
/** A contact message from its own loopback address, so the per-client rate limit stays out of the way. */
function postMessage(site, email, text) {
  const body = JSON.stringify(contactMessage(email, text));
  const { port } = new URL(site.baseUrl);
  const localAddress = `127.0.0.${nextLocalAddress++}`;
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/contact',
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.on('timeout', () => request.destroy());
    request.end(body);
  });
}

/** The email addresses of every message record in a queue Redis. */
async function queuedEmails(url) {
  const client = createClient({ url });
  client.on('error', () => {});
  await client.connect();
  try {
    const emails = new Set();
    for await (const keys of client.scanIterator({ MATCH: `${QUEUE_PREFIX}msg:*`, COUNT: 500 })) {
      for (const key of [keys].flat()) {
        const doc = await client.hGet(key, 'doc');
        if (doc) emails.add(JSON.parse(doc).message.email);
      }
    }
    return emails;
  } finally {
    client.destroy();
  }
}

async function sendMessages(label, count) {
  const emails = Array.from({ length: count }, (_, i) => `${label}-${i}-${tag}@example.no`);
  const statuses = [];
  for (const [i, email] of emails.entries()) {
    statuses.push(
      await postMessage(sites[i % sites.length], email, `Melding ${label} ${i} ${tag}`),
    );
  }
  return { emails, statuses };
}

const assetUrls = (html) => [
  ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
  // The brand fonts, named by the inline stylesheet's @font-face rules (nothing preloads them).
  ...[...html.matchAll(/src:url\(([^)]+\.woff2)\)/g)].map((match) => match[1]),
  ...[
    ...html.matchAll(
      /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"/g,
    ),
  ].map((match) => match[1] ?? match[2]),
];

/** Whether every instance has logged a line matching `pattern` since `since` (output lengths). */
const everyInstanceLogged = (since, pattern) =>
  sites.every((site, i) => pattern.test(site.output.slice(since[i]).join('')));

/** A Redis client in the site logged that it lost Redis (the cache handler's or the store's). */
const REDIS_LOST = /"event":"(cache\.redis-error|redis\.unavailable)"/;

// ---- Programme events: fixture documents the test creates itself ----

const EVENT_DAY = '2031-06-13';
// Oslo is UTC+2 in June: these are 12:00–13:00 and, moved, 14:00–15:00 on the programme.
const atUtc = (hour) => `${EVENT_DAY}T${String(hour).padStart(2, '0')}:00:00Z`;

/**
 * A venue of its own, a page whose programme block lists only that venue (so nothing from the
 * dataset shares it), and one event there. Added before the build, so the page is prerendered.
 */
function programmeFixture() {
  const venueId = `venue-fleet-${tag}`;
  const slug = (current) => ({ _type: 'slug', current });
  const venue = {
    _id: venueId,
    _type: 'venue',
    name: `Flatescenen ${tag}`,
    slug: slug(`scene-${tag}`),
  };
  const page = {
    _id: `page-fleet-program-${tag}`,
    _type: 'page',
    title: `Program ${tag}`,
    slug: slug(`program-${tag}`),
    pageBuilder: [
      {
        _type: 'programme',
        _key: `programme${tag}`,
        title: `Programmet ${tag}`,
        venue: { _type: 'reference', _ref: venueId },
      },
    ],
  };
  const event = (id, title, eventSlug) => ({
    _id: id,
    _type: 'programmeEvent',
    title,
    slug: slug(eventSlug),
    summary: `Et arrangement i flatetesten ${tag}.`,
    start: atUtc(10),
    end: atUtc(11),
    venue: { _type: 'reference', _ref: venueId },
    status: 'planned',
  });
  return {
    documents: [
      venue,
      page,
      event(`event-fleet-${tag}`, `Arrangement ${tag}`, `arrangement-${tag}`),
    ],
    pagePath: `/program-${tag}`,
    eventId: `event-fleet-${tag}`,
    newEvent: event(`event-fleet-ny-${tag}`, `Nytt arrangement ${tag}`, `nytt-arrangement-${tag}`),
  };
}

const eventBody = (event, operation = 'update') => ({
  _type: 'programmeEvent',
  _id: event._id,
  slug: operation === 'delete' ? null : event.slug.current,
  previousSlug: operation === 'create' ? null : event.slug.current,
  operation,
});

// ---- The dataset: a page with a menu, that menu, the site settings and a page to copy ----

const documents = readPublishedDocuments('content/production.ndjson');
// The Norwegian edition's documents (a document without `language` is Norwegian): an English
// page, menu or settings document shares slugs and types with them (docs/i18n.md).
const isNorwegian = (document) => (document.language ?? 'nb') === 'nb';
const isPage = (document) => document._type === 'page' && document.slug?.current;
const pages = documents.filter((document) => isPage(document) && isNorwegian(document));
const englishPagePaths = documents
  .filter((document) => isPage(document) && document.language === 'en')
  .map((page) => (page.slug.current === '/' ? '/en' : `/en/${page.slug.current}`));
const withMenu = pages.find((page) => page.menuSlug?.current && /^[^/]+$/.test(page.slug.current));
const menu = documents.find(
  (document) =>
    document._type === 'navigationMenu' &&
    isNorwegian(document) &&
    document.slug?.current === withMenu?.menuSlug?.current,
);
const settings = documents.find(
  (document) => document._type === 'siteSettings' && isNorwegian(document),
);
const template = pages.find((page) => /^[^/]+$/.test(page.slug.current));
if (!withMenu || !menu || !settings || !template)
  throw new Error(
    'The dataset needs a page with a menu, that menu, site settings and a page to copy',
  );

const programme = programmeFixture();
const pagePath = (slug) => (slug === '/' ? '/' : `/${slug}`);
const menuPagePath = pagePath(withMenu.slug.current);
/** The webhook Sanity sends when the page with the menu is edited in place. */
const MENU_PAGE_UPDATE = {
  _type: 'page',
  _id: withMenu._id,
  slug: withMenu.slug.current,
  previousSlug: withMenu.slug.current,
  operation: 'update',
};
/** The stand-in's documents with the page with the menu retitled. */
const retitleMenuPage = (title) => (docs) =>
  docs.map((doc) => (doc._id === withMenu._id ? { ...doc, title } : doc));
const pagePaths = pages.map((page) => pagePath(page.slug.current));

let standIn;
let redis;
let queue;
let redisClient;
let varnish;
let env;
let ports;
const sites = [];
const runEnvs = [];
/** Publishing cases read both instances and Varnish (in front of both). */
const everywhere = () => [...sites, { baseUrl: varnish.url }];

/**
 * The two cases of one publish: the change goes into the stand-in and its webhook to the second
 * instance, then both instances and Varnish serve the new state. `body` is the webhook's body, or
 * a function giving it when the case runs.
 */
function publishCases(label, { change, body, pathname, ready }) {
  test(`${label}: the webhook is accepted`, async () => {
    const payload = typeof body === 'function' ? body() : body;
    standIn.documents = change(standIn.documents);
    const hook = await webhook(sites[1].baseUrl, payload);
    assert.equal(hook.status, 200, JSON.stringify(hook.body));
    acceptedPublishes += 1;
  });

  test(`${label}: both instances and Varnish serve the new state`, async () => {
    const ms = await freshOnAll(
      everywhere(),
      pathname,
      ready,
      `${label}: the new state on both instances and Varnish`,
    );
    console.log(`  ${label}: ${ms} ms after the webhook answered`);
  });
}

/** Publishes the second instance answered 200 (publishCases). */
let acceptedPublishes = 0;
// A publish purges Varnish at once and again 1 s and 5 s later (CDN_REPURGE_DELAYS_MS in
// lib/cdn/purge.ts), logging `cdn.purge` each time.
const PURGES_PER_PUBLISH = 3;

/**
 * Resolves once the instance taking the webhooks has logged every purge the accepted publishes
 * scheduled: no purge from an earlier case is still on its way to Varnish, so a page Varnish then
 * holds stays there until the next publish.
 */
async function earlierPurgesDone() {
  const expected = acceptedPublishes * PURGES_PER_PUBLISH;
  const logged = () => sites[1].output.join('').match(/"event":"cdn\.purge"/g)?.length ?? 0;
  await waitUntil(() => logged() >= expected, {
    what: `the ${expected} purges of the ${acceptedPublishes} publishes so far to be logged`,
    timeoutMs: 20_000,
    intervalMs: 100,
  });
}

/** Puts back the source files the new-build check changes, while that build runs. */
let undoSourceChange = () => {};
cleanUpOnInterrupt([distDir, nextDistDir], () => undoSourceChange());

// The deploy-skew check's second build changes two texts: the menu button's Norwegian label
// (server-rendered into every page: the check sees the new build through Varnish by it) and the
// error screen's (code the browser loads on every page: the new build's chunks differ from the
// old one's, so old pages asking for old files and new pages for new ones is a real skew).
const newLabel = `Åpne navigasjon ${tag}`;
const sourceChanges = [
  { file: 'lib/i18n/dictionaries/nb.ts', from: "'Åpne navigasjon'", to: `'${newLabel}'` },
  {
    file: 'lib/i18n/error-text.ts',
    from: "'Noe gikk galt. Prøv å gå til'",
    to: `'Noe gikk galt (${tag}). Prøv å gå til'`,
  },
];
/** The next release's build, under way while the other cases run (started in `before`). */
let nextRelease;

/**
 * Builds the next release into nextDistDir with the texts above changed, beside the cases that
 * come before the deploy-skew check: they mostly wait on the servers, and a build is a minute and
 * a half of the run. From a stand-in of its own holding the content as it is now (a release is
 * built from the content of its day): the unknown-slug case counts the queries at the fleet's
 * stand-in. Settles with the error instead of rejecting, so a failed build fails the skew check,
 * not the process.
 */
async function buildNextRelease() {
  const originals = sourceChanges.map(({ file }) => readFileSync(file, 'utf8'));
  const stale = sourceChanges.find(({ from }, i) => !originals[i].includes(from));
  if (stale) return new Error(`${stale.file} no longer has ${stale.from}: update the skew check`);
  const releaseStandIn = await startSanityStandIn({ documents: standIn.documents });
  undoSourceChange = () =>
    sourceChanges.forEach(({ file }, i) => writeFileSync(file, originals[i]));
  sourceChanges.forEach(({ file, from, to }, i) =>
    writeFileSync(file, originals[i].replace(from, to)),
  );
  try {
    console.log(`  building the next release into ${nextDistDir}, beside the cases`);
    const build = await buildSite({
      distDir: nextDistDir,
      env: { ...env, SANITY_API_HOST: releaseStandIn.url },
    });
    console.log(`  the next release built in ${(build.durationMs / 1000).toFixed(1)} s`);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  } finally {
    undoSourceChange();
    undoSourceChange = () => {};
    await releaseStandIn.close();
  }
}

before(async () => {
  standIn = await startSanityStandIn({ documents: [...documents, ...programme.documents] });
  redis = await startRedisServer();
  queue = await startRedisServer();
  redisClient = createClient({ url: redis.url });
  redisClient.on('error', () => {});
  env = {
    SANITY_PROJECT_ID: 'test',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: standIn.url,
    SANITY_REVALIDATE_SECRET: SECRET,
    NEXT_CACHE_HANDLER: 'redis',
    // The stand-in serves a change before its webhook is sent, so the webhooks need not wait the
    // product's 3 s for Sanity to catch up (some 35 s of this check). That wait has its unit
    // tests (revalidate-route.test.ts), and the outage check delivers with it.
    SANITY_CONSISTENCY_DELAY_MS: '0',
  };
  console.log(`fleet: building into ${distDir} (content from the stand-in at ${standIn.url})`);
  const build = await buildSite({ distDir, env });
  console.log(`fleet: build took ${(build.durationMs / 1000).toFixed(1)} s; Redis at ${redis.url}`);
  ports = [await freePort(), await freePort()];
  // The shipped fleet VCL (compose.vcl): both instances behind Varnish's health-probed director.
  varnish = await startVarnish({ backendPorts: ports });
  for (const [i, port] of ports.entries()) {
    const runEnv = {
      ...env,
      REDIS_URL: redis.url,
      CONTACT_REDIS_URL: queue.url,
      CONTACT_DB_FILE: path.join(distDir, `contact-${i}.db`),
      CDN_PURGE_PROVIDER: 'varnish',
      CDN_PURGE_URL: varnish.url,
      CDN_PURGE_TOKEN: varnish.purgeToken,
    };
    runEnvs.push(runEnv);
    sites.push(await startSite({ distDir, port, env: runEnv }));
  }
  await redisClient.connect();
  nextRelease = buildNextRelease();
});

after(async () => {
  try {
    redisClient?.destroy();
  } catch {
    // Never connected.
  }
  // A case that failed early must not leave the build writing, or the source changed.
  await nextRelease;
  await Promise.all(sites.map((site) => site.stop()));
  await varnish?.stop();
  await redis?.stop();
  await queue?.stop();
  await standIn?.close();
  removeDistDir(distDir);
  removeDistDir(nextDistDir);
});

test('both instances serve a page', async () => {
  const warm = await Promise.all(sites.map((site) => get(`${site.baseUrl}${menuPagePath}`)));
  assert.deepEqual(
    warm.map((page) => page.status),
    sites.map(() => 200),
  );
  assert.ok(
    warm.every((page) => titleOf(page.html)),
    'a title on each',
  );
});

describe(`${UNKNOWN_SLUGS} unknown slugs`, () => {
  const statuses = new Map();
  let wrongPage = 0;
  let atStart;
  let atEnd;
  const measure = async () => ({
    disk: duBytes(distDir),
    redis: await redisStats(redisClient),
    queries: standIn.stats.ok,
  });

  before(async () => {
    // The not-found page itself is cached once (one entry for all unknown URLs); count after it.
    await Promise.all(sites.map((site) => get(`${site.baseUrl}/ukjent-${tag}-oppvarming`)));
    atStart = await measure();
    let next = 0;
    const oddAnswers = [];
    const outputBefore = sites.map((site) => site.output.length);
    async function worker() {
      while (next < UNKNOWN_SLUGS) {
        const index = next++;
        const site = sites[index % sites.length];
        const page = await get(
          `${site.baseUrl}/ukjent-${tag}-${index}-${randomBytes(4).toString('hex')}`,
        );
        statuses.set(page.status, (statuses.get(page.status) ?? 0) + 1);
        if (page.status !== 404 && oddAnswers.length < 3)
          oddAnswers.push(`${page.status} ${page.error ?? page.html.slice(0, 300)}`);
        if (index % 500 === 0 && !page.html.includes('Siden ble ikke funnet')) wrongPage += 1;
      }
    }
    const started = Date.now();
    await Promise.all(Array.from({ length: 16 }, worker));
    const seconds = (Date.now() - started) / 1000;
    atEnd = await measure();
    const summary = [...statuses].map(([status, count]) => `${count}×${status}`).join(', ');
    console.log(`  unknown slugs: ${summary} in ${seconds.toFixed(1)} s`);
    if (oddAnswers.length > 0) {
      // What the servers logged meanwhile, to tell a proxy failure from a render failure.
      const logged = sites
        .flatMap((site, i) => site.output.slice(outputBefore[i]))
        .join('')
        .split('\n')
        .filter((line) => /error|⨯|warn/i.test(line))
        .slice(0, 20);
      console.log(`  answers other than 404:\n    ${oddAnswers.join('\n    ')}`);
      console.log(`  server log lines meanwhile:\n    ${logged.join('\n    ')}`);
    }
  });

  test(`${UNKNOWN_SLUGS} unknown slugs all answer 404 with the not-found page`, () => {
    assert.equal(
      statuses.get(404),
      UNKNOWN_SLUGS,
      [...statuses].map(([status, count]) => `${count}×${status}`).join(', '),
    );
    assert.equal(wrongPage, 0, 'sampled 404 answers without the not-found page');
  });

  test(`they add under ${DISK_BYTES_PER_UNKNOWN_SLUG} bytes each on disk`, () => {
    const diskGrowth = atEnd.disk - atStart.disk;
    const diskLimit = UNKNOWN_SLUGS * DISK_BYTES_PER_UNKNOWN_SLUG;
    assert.ok(diskGrowth < diskLimit, `${diskGrowth} bytes (limit ${diskLimit})`);
  });

  test('they add under 1 MB and not one key in Redis', () => {
    const redisGrowth = atEnd.redis.usedMemory - atStart.redis.usedMemory;
    assert.ok(redisGrowth < 1024 * 1024, `${redisGrowth} bytes`);
    // Fewer is fine: an entry whose lifetime ends during a slow run leaves; none may be added.
    assert.ok(
      atEnd.redis.keys <= atStart.redis.keys,
      `keys ${atStart.redis.keys} → ${atEnd.redis.keys}`,
    );
  });

  test('they make 0 content-source queries', () => {
    assert.equal(atEnd.queries - atStart.queries, 0, 'queries at the stand-in');
  });
});

describe('Varnish in front of both instances', () => {
  test('Varnish serves the page through its director once both instances are healthy', async () => {
    // The director sends traffic once its health probes see the instances up (every 5 s).
    await freshOnAll(
      [{ baseUrl: varnish.url }],
      menuPagePath,
      (page) => page.status === 200,
      'Varnish to serve the page through its director',
      20_000,
    );
  });

  test('Varnish serves the page from its cache (so only a purge can refresh it)', async () => {
    // Varnish caches the page first, so a missing purge would show.
    const cachedTwice = await get(`${varnish.url}${menuPagePath}`);
    assert.equal(cachedTwice.status, 200);
    assert.equal(cachedTwice.xCache, 'HIT');
  });

  // Purges need the token besides the address; the deep health report never passes the edge.
  test('PURGE without the token (or with a wrong one) is refused and the page stays cached', async () => {
    const purge = async (headers) => {
      const response = await fetch(`${varnish.url}${menuPagePath}`, { method: 'PURGE', headers });
      await response.text();
      return response.status;
    };
    const refused = [await purge({}), await purge({ 'x-purge-token': 'guess' })];
    const still = await get(`${varnish.url}${menuPagePath}`);
    assert.deepEqual(refused, [405, 405]);
    assert.equal(still.xCache, 'HIT');
  });

  test('through Varnish /api/health?deep=1 shows liveness only, no dependency details', async () => {
    const deep = await get(`${varnish.url}/api/health?deep=1`);
    assert.equal(deep.status, 200);
    assert.doesNotMatch(deep.html, /dependencies|contact|redis/i);
  });
});

describe('each kind of publish, sent to the second instance, reaches both instances and Varnish', () => {
  // A page edit.
  const editedTitle = `${withMenu.title} ${tag}`;
  publishCases('edit', {
    change: retitleMenuPage(editedTitle),
    body: MENU_PAGE_UPDATE,
    pathname: menuPagePath,
    ready: (page) => page.status === 200 && page.html.includes(editedTitle),
  });

  // A new page (never visited before, so nothing is cached for it).
  const newSlug = `ny-side-${tag}`;
  const newPage = {
    ...template,
    _id: `page-fleet-${tag}`,
    slug: { _type: 'slug', current: newSlug },
    title: `Ny side ${tag}`,
  };
  publishCases('new page', {
    change: (docs) => [...docs, newPage],
    body: {
      _type: 'page',
      _id: newPage._id,
      slug: newSlug,
      previousSlug: null,
      operation: 'create',
    },
    pathname: `/${newSlug}`,
    ready: (page) => page.status === 200 && page.html.includes(newPage.title),
  });

  // The menu gains the new page: every page showing that menu links to it.
  publishCases('menu change', {
    change: (docs) =>
      docs.map((doc) =>
        doc._id === menu._id
          ? {
              ...doc,
              pages: [...doc.pages, { _type: 'reference', _ref: newPage._id, _key: tag }],
            }
          : doc,
      ),
    body: {
      _type: 'navigationMenu',
      _id: menu._id,
      slug: menu.slug.current,
      previousSlug: menu.slug.current,
      operation: 'update',
    },
    pathname: menuPagePath,
    ready: (page) => page.status === 200 && page.html.includes(`href="/${newSlug}"`),
  });

  // A rename: the new URL serves the page, the old one is gone, the menu links the new URL.
  const renamed = `omdopt-${tag}`;
  publishCases('rename (new URL)', {
    change: (docs) =>
      docs.map((doc) =>
        doc._id === newPage._id ? { ...doc, slug: { _type: 'slug', current: renamed } } : doc,
      ),
    body: {
      _type: 'page',
      _id: newPage._id,
      slug: renamed,
      previousSlug: newSlug,
      operation: 'update',
    },
    pathname: `/${renamed}`,
    ready: (page) => page.status === 200 && page.html.includes(newPage.title),
  });

  test('rename (old URL): both instances and Varnish answer 404', async () => {
    const ms = await freshOnAll(
      everywhere(),
      `/${newSlug}`,
      (page) => page.status === 404,
      'the old URL to answer 404 on both instances and Varnish',
    );
    console.log(`  rename (old URL): ${ms} ms`);
  });

  test('rename: the menu links the new URL on both instances and Varnish', async () => {
    const ms = await freshOnAll(
      everywhere(),
      menuPagePath,
      (page) => page.html.includes(`href="/${renamed}"`),
      'the menu to link the new URL on both instances and Varnish',
    );
    console.log(`  rename (menu): ${ms} ms`);
  });

  // Site settings: the footer of every page.
  const company = `Selskapet ${tag} AS`;
  publishCases('site settings', {
    change: (docs) =>
      docs.map((doc) => (doc._id === settings._id ? { ...doc, companyName: company } : doc)),
    body: { _type: 'siteSettings', _id: settings._id, operation: 'update' },
    pathname: pagePath(template.slug.current),
    ready: (page) => page.status === 200 && page.html.includes(company),
  });

  // A delete.
  publishCases('delete', {
    change: (docs) =>
      docs
        .filter((doc) => doc._id !== newPage._id)
        .map((doc) =>
          doc._id === menu._id
            ? { ...doc, pages: doc.pages.filter((ref) => ref._ref !== newPage._id) }
            : doc,
        ),
    body: {
      _type: 'page',
      _id: newPage._id,
      slug: null,
      previousSlug: renamed,
      operation: 'delete',
    },
    pathname: `/${renamed}`,
    ready: (page) => page.status === 404,
  });
});

/**
 * Event publishes, checked where the fleet shows them today: the page holding the programme
 * block, on both instances and through Varnish (which has it cached first, so only the purge
 * of the pages holding a programme block can refresh it).
 */
describe('event publishes reach the page holding a programme block', () => {
  const eventNow = () => standIn.documents.find((doc) => doc._id === programme.eventId);
  const updateEvent = (changes) => (docs) =>
    docs.map((doc) => (doc._id === programme.eventId ? { ...doc, ...changes } : doc));
  // The page's text without tags: a time may be split over elements (<time>14:00</time>–…).
  const textOf = (page) => page.html.replace(/<[^>]*>/g, '');
  const shows = (text) => (page) => page.status === 200 && textOf(page).includes(text);

  test('Varnish serves the programme page from its cache (so only a purge can refresh it)', async () => {
    // A later purge of an earlier case (a menu or site-settings publish covers this page too)
    // would remove the copy between the two requests.
    await earlierPurgesDone();
    await get(`${varnish.url}${programme.pagePath}`);
    const cached = await get(`${varnish.url}${programme.pagePath}`);
    assert.equal(cached.status, 200);
    assert.equal(cached.xCache, 'HIT');
    assert.ok(cached.html.includes(eventNow().title), `"${eventNow().title}" on the page`);
  });

  const editedTitle = `Endret tittel ${tag}`;
  publishCases('event edit', {
    change: updateEvent({ title: editedTitle }),
    body: () => eventBody(eventNow()),
    pathname: programme.pagePath,
    ready: shows(editedTitle),
  });

  publishCases('event move', {
    change: updateEvent({
      start: atUtc(12),
      end: atUtc(13),
      previousStart: atUtc(10),
      status: 'changed',
      statusNote: `Flyttet to timer ${tag}`,
    }),
    body: () => eventBody(eventNow()),
    pathname: programme.pagePath,
    ready: shows('14:00–15:00'),
  });

  // The programme block shows a cancelled event with its note (issue 25, item 7).
  const cancelNote = `Avlyst på grunn av vind ${tag}`;
  publishCases('event cancel', {
    change: updateEvent({ status: 'cancelled', statusNote: cancelNote }),
    body: () => eventBody(eventNow()),
    pathname: programme.pagePath,
    ready: shows(cancelNote),
  });

  publishCases('new event', {
    change: (docs) => [...docs, programme.newEvent],
    body: eventBody(programme.newEvent, 'create'),
    pathname: programme.pagePath,
    ready: shows(programme.newEvent.title),
  });

  publishCases('event delete', {
    change: (docs) => docs.filter((doc) => doc._id !== programme.newEvent._id),
    body: eventBody(programme.newEvent, 'delete'),
    pathname: programme.pagePath,
    ready: (page) => page.status === 200 && !textOf(page).includes(programme.newEvent.title),
  });
});

/** A publish while the cache Redis is frozen answers 5xx; Sanity's redelivery then lands. */
describe('a webhook while the cache Redis is frozen', () => {
  const title = `${withMenu.title} fryst ${tag}`;
  // A hung webhook is a failed case, not a crash of the run.
  const deliver = () =>
    webhook(sites[1].baseUrl, MENU_PAGE_UPDATE).catch((error) => ({
      status: 0,
      body: { message: error.message },
    }));

  test('a webhook while the cache Redis is frozen answers 5xx, so Sanity delivers it again', async () => {
    standIn.documents = retitleMenuPage(title)(standIn.documents);
    redis.pause();
    let paused;
    try {
      paused = await deliver();
    } finally {
      redis.resume();
    }
    assert.ok(paused.status >= 500, `status ${paused.status} ${paused.body?.message ?? ''}`);
  });

  test('after Redis returns, the redelivered webhook makes both instances and Varnish fresh', async () => {
    // Sanity redelivers until a 2xx.
    let retry;
    await waitUntil(async () => (retry = await deliver()).status === 200, {
      what: 'a redelivery of the webhook to be answered 200',
      timeoutMs: 30_000,
      intervalMs: 1000,
    }).catch((error) => {
      error.message += ` (last: status ${retry?.status} ${retry?.body?.message ?? ''})`;
      throw error;
    });
    const ms = await freshOnAll(
      everywhere(),
      menuPagePath,
      (page) => page.status === 200 && page.html.includes(title),
      'the redelivered change on both instances and Varnish',
    );
    console.log(`  after the redelivery: ${ms} ms`);
  });
});

test('a contact flood over both instances, rotating X-Forwarded-For, is limited as one client (5 a minute)', async () => {
  const statuses = [];
  for (let i = 0; i < 12; i += 1) {
    const site = sites[i % sites.length];
    const response = await fetch(`${site.baseUrl}/api/contact`, {
      method: 'POST',
      // A fresh X-Forwarded-For every time: with no trusted proxy it must not buy a fresh quota.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
      body: '{}',
    });
    await response.text();
    statuses.push(response.status);
  }
  assert.equal(statuses.filter((status) => status === 429).length, 7, statuses.join(','));
  assert.ok(
    statuses.slice(0, 5).every((status) => status !== 429),
    `the first five are not limited: ${statuses.join(',')}`,
  );
});

/** The queue's own Redis, killed and restarted, and a flooded evicting cache Redis lose nothing. */
describe('the contact queue on its own Redis (CONTACT_REDIS_URL)', () => {
  let first;

  test('the queue Redis killed with SIGKILL and restarted loses no message answered 200', async () => {
    first = await sendMessages('kill', 6);
    await queue.crash();
    await queue.start();
    const afterCrash = await queuedEmails(queue.url);
    assert.deepEqual(
      first.statuses,
      first.emails.map(() => 200),
    );
    assert.deepEqual(
      first.emails.filter((email) => !afterCrash.has(email)),
      [],
      'messages lost',
    );
  });

  test('after the restart, both instances report the queue Redis in use again', async () => {
    // Both instances use the restarted queue again once their deep health says so; until then a
    // message goes to the instance's SQLite spool (kept too, and counted below).
    await Promise.all(
      sites.map((site) =>
        waitUntil(
          async () => {
            try {
              const response = await fetch(`${site.baseUrl}/api/health?deep=1`);
              const report = await response.json().catch(() => null);
              return report?.dependencies?.contact?.queue?.state === 'ok';
            } catch {
              return false; // Not answering yet.
            }
          },
          {
            what: `${site.baseUrl} to use the queue Redis again`,
            timeoutMs: 30_000,
            intervalMs: 250,
          },
        ),
      ),
    );
  });

  test('a flooded cache Redis (2 MB, allkeys-lru) loses no message: the queue is its own Redis', async () => {
    await redisClient.sendCommand(['CONFIG', 'SET', 'maxmemory', '2mb']);
    await redisClient.sendCommand(['CONFIG', 'SET', 'maxmemory-policy', 'allkeys-lru']);
    const second = await sendMessages('flood', 6);
    const filler = 'x'.repeat(8192);
    for (let i = 0; i < 1500; i += 1) await redisClient.set(`flood:${tag}:${i}`, filler);
    const evicted = Number(/evicted_keys:(\d+)/.exec(await redisClient.info('stats'))?.[1] ?? 0);
    const queued = await queuedEmails(queue.url);
    const spooled = new Set(runEnvs.flatMap((runEnv) => readStoredEmails(runEnv.CONTACT_DB_FILE)));
    const all = [...first.emails, ...second.emails];
    assert.deepEqual(
      second.statuses,
      second.emails.map(() => 200),
    );
    assert.ok(evicted > 0, `${evicted} cache keys evicted`);
    assert.deepEqual(
      all.filter((email) => !queued.has(email) && !spooled.has(email)),
      [],
      'messages neither in the queue nor in a spool',
    );
    assert.deepEqual(
      second.emails.filter((email) => !queued.has(email)),
      [],
      'flood messages not in the queue',
    );
  });
});

/** An instance whose only Redis evicts keeps messages in SQLite, and readiness names the setting. */
describe('an instance whose only Redis is the evicting cache Redis', () => {
  const dbFile = path.join(distDir, 'contact-solo.db');
  const email = `solo-${tag}@example.no`;
  const text = `Melding til SQLite ${tag}`;
  let solo;
  let status;
  let readiness;

  before(async () => {
    solo = await startSite({
      distDir,
      port: await freePort(),
      env: { ...env, REDIS_URL: redis.url, CONTACT_DB_FILE: dbFile },
    });
    status = await postMessage(solo, email, text);
    const response = await fetch(`${solo.baseUrl}/api/health?deep=1`);
    readiness = { status: response.status, report: await response.json().catch(() => null) };
  });

  after(async () => {
    await solo?.stop();
    await redisClient.sendCommand(['CONFIG', 'SET', 'maxmemory', '0']);
    await redisClient.sendCommand(['CONFIG', 'SET', 'maxmemory-policy', 'noeviction']);
  });

  test('with only an evicting REDIS_URL, readiness says the queue is not used and names the setting', () => {
    const { report } = readiness;
    const detail = JSON.stringify(report?.dependencies?.contact ?? report).slice(0, 400);
    const queueReport = report?.dependencies?.contact?.queue;
    assert.equal(readiness.status, 503, detail);
    assert.equal(queueReport?.state, 'not-durable', detail);
    assert.match(queueReport?.problem ?? '', /maxmemory-policy is allkeys-lru/);
  });

  test('with only an evicting REDIS_URL, a message answered 200 is in SQLite, not in Redis', async () => {
    assert.equal(status, 200);
    assert.ok(readStoredMessageTexts(dbFile).includes(text), `"${text}" in ${dbFile}`);
    assert.equal((await queuedEmails(redis.url)).has(email), false, 'the message is in Redis');
  });
});

/**
 * Traffic on every instance while Redis stops. Judged by signals, not by a stretch of time: the
 * traffic has reached every instance before the stop, every instance has logged that it lost
 * Redis, and each has then served REQUESTS_AFTER_LOSS more requests.
 */
describe('Redis stopped mid-traffic', () => {
  const REQUESTS_BEFORE_STOP = 20;
  const REQUESTS_AFTER_LOSS = 200;
  const counts = { total: 0, fiveXx: 0, failed: 0, slowest: 0 };
  let served = [];
  let servedAtLoss = [];
  let running = false;
  let loops = [];

  async function traffic(site, siteIndex, offset) {
    let i = offset;
    while (running) {
      const page = await get(`${site.baseUrl}${pagePaths[i++ % pagePaths.length]}`);
      served[siteIndex] += 1;
      counts.total += 1;
      counts.slowest = Math.max(counts.slowest, page.ms);
      if (page.status >= 500) counts.fiveXx += 1;
      if (page.status === 0) counts.failed += 1;
    }
  }
  const stopTraffic = async () => {
    running = false;
    await Promise.all(loops);
  };

  before(() => {
    served = sites.map(() => 0);
    running = true;
    loops = sites.flatMap((site, index) => [
      traffic(site, index, index),
      traffic(site, index, index + 3),
    ]);
  });
  after(stopTraffic);

  test('Redis stopped mid-traffic: every instance noticed, then served on', async () => {
    try {
      await waitUntil(() => served.every((count) => count >= REQUESTS_BEFORE_STOP), {
        what: 'traffic on every instance',
        timeoutMs: 30_000,
        intervalMs: 50,
      });
      const outputBefore = sites.map((site) => site.output.length);
      await redis.stop();
      console.log('  redis-server stopped');
      await waitUntil(() => everyInstanceLogged(outputBefore, REDIS_LOST), {
        what: 'every instance to log that it lost Redis',
        timeoutMs: 30_000,
        intervalMs: 50,
      });
      servedAtLoss = [...served];
      await waitUntil(
        () => served.every((count, i) => count - servedAtLoss[i] >= REQUESTS_AFTER_LOSS),
        { what: 'every instance to serve on without Redis', timeoutMs: 60_000, intervalMs: 50 },
      );
    } finally {
      await stopTraffic();
    }
    console.log(
      `  requests after the loss per instance: ${served.map((count, i) => count - servedAtLoss[i]).join(', ')}`,
    );
  });

  test('Redis stopped mid-traffic: 0 responses of 5xx from either instance', () => {
    const detail = `${counts.total} requests, ${counts.fiveXx} 5xx, ${counts.failed} failed, slowest ${counts.slowest} ms`;
    console.log(`  ${detail}`);
    assert.equal(counts.fiveXx, 0, detail);
    assert.equal(counts.failed, 0, detail);
  });
});

describe('after Redis returns', () => {
  test('after Redis returns, every instance reconnects', async () => {
    const outputBeforeReturn = sites.map((site) => site.output.length);
    redis = await startRedisServer({ port: redis.port });
    console.log('  redis-server back on the same port');
    // The signal that the fleet has Redis again: every instance's cache handler says it is ready.
    await waitUntil(() => everyInstanceLogged(outputBeforeReturn, /"event":"cache\.redis-ready"/), {
      what: "every instance's cache handler to find Redis again",
      timeoutMs: 30_000,
      intervalMs: 50,
    });
  });

  const backTitle = `${withMenu.title} tilbake ${tag}`;
  publishCases('after Redis returns, a publish', {
    change: retitleMenuPage(backTitle),
    body: MENU_PAGE_UPDATE,
    pathname: menuPagePath,
    ready: (page) => page.status === 200 && page.html.includes(backTitle),
  });
});

/**
 * A publish while Sanity hangs for 10 s: the fleet keeps the old entries (stale) and Varnish
 * soft-purges, so visitors at both instances and at Varnish get the last good page, never a 5xx;
 * the new page arrives once Sanity answers. Also: a publish reaches every query variant of the
 * page at Varnish (tracking parameters and others) within 3 s.
 */
describe('a publish while Sanity hangs for 10 s', () => {
  const HANG_MS = 10_000;
  const title = `${withMenu.title} mens Sanity henger ${tag}`;
  const variants = [
    menuPagePath,
    `${menuPagePath}?utm_source=nyhetsbrev&utm_campaign=${tag}`,
    `${menuPagePath}?fbclid=IwAR${tag}`,
  ];
  const counts = { total: 0, fiveXx: 0, failed: 0, samples: [] };
  let running = false;
  let loops = [];

  async function traffic(baseUrl) {
    let i = 0;
    while (running) {
      const page = await get(`${baseUrl}${variants[i++ % variants.length]}`);
      counts.total += 1;
      if (page.status >= 500) counts.fiveXx += 1;
      if (page.status === 0) counts.failed += 1;
      if ((page.status >= 500 || page.status === 0) && counts.samples.length < 5)
        counts.samples.push(`${baseUrl} ${page.status} ${page.error ?? ''}`);
    }
  }

  before(async () => {
    await earlierPurgesDone();
    for (const reader of everywhere())
      for (const url of variants) await get(`${reader.baseUrl}${url}`);
  });
  after(async () => {
    running = false;
    await Promise.all(loops);
    standIn.setMode('ok');
  });

  test('publish while Sanity hangs: the new page arrives once Sanity answers, on every query variant', async () => {
    running = true;
    loops = everywhere().flatMap((reader) => [traffic(reader.baseUrl), traffic(reader.baseUrl)]);
    standIn.documents = retitleMenuPage(title)(standIn.documents);
    standIn.setMode('hang');
    const hangStarted = Date.now();
    // Sanity delivers until a 2xx; the webhook may itself wait on the hanging API.
    const delivered = (async () => {
      for (;;) {
        const hook = await webhook(sites[1].baseUrl, MENU_PAGE_UPDATE).catch(() => ({
          status: 0,
        }));
        if (hook.status === 200) return Date.now();
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, HANG_MS - (Date.now() - hangStarted)));
    standIn.setMode('ok');
    const answeredAt = Date.now();
    const deliveredAt = await delivered;
    acceptedPublishes += 1;
    for (const url of variants) {
      const ms = await freshOnAll(
        everywhere(),
        url,
        (page) => page.status === 200 && page.html.includes(title),
        `${url}: the new title on both instances and Varnish after Sanity answered`,
      );
      console.log(
        `  ${url}: fresh ${Date.now() - answeredAt} ms after Sanity answered (${ms} ms of polling)`,
      );
    }
    console.log(`  the accepted webhook came ${deliveredAt - answeredAt} ms after Sanity answered`);
  });

  test('publish while Sanity hangs: 0 responses of 5xx at both instances and Varnish', async () => {
    running = false;
    await Promise.all(loops);
    const detail = `${counts.total} requests, ${counts.fiveXx} 5xx, ${counts.failed} failed: ${counts.samples.join('; ')}`;
    console.log(`  ${detail}`);
    assert.ok(counts.total > 0, detail);
    assert.equal(counts.fiveXx, 0, detail);
    assert.equal(counts.failed, 0, detail);
  });
});

/**
 * Deploy skew, rolled: a second build with a client component's text changed replaces the two
 * instances one at a time behind Varnish, which holds pages and files of the first build. The
 * first instance of the new build bans the edge once; a restart of that build bans nothing.
 */
describe('a rolling deploy of a new build behind Varnish', () => {
  // Both editions' pages: an English page's scripts are the same files, from the same build.
  const skewPaths = [...pagePaths.slice(0, 10), ...englishPagePaths.slice(0, 2)];
  const bansLogged = () =>
    sites.map(
      (site) =>
        (site.output.join('').match(/"event":"cdn\.ban-on-start"[^\n]*"banned":true/g) ?? [])
          .length,
    );
  /** Every script, stylesheet and font of every page Varnish serves, fetched through Varnish. */
  async function brokenAssets() {
    const broken = [];
    let assets = 0;
    for (const pathname of skewPaths) {
      const page = await get(`${varnish.url}${pathname}`);
      // A redirect page (308/307) has no scripts of its own; its target is in the list too.
      if (page.status >= 300 && page.status < 400) continue;
      if (page.status !== 200) {
        broken.push(`${pathname} ${page.status}`);
        continue;
      }
      for (const url of new Set(assetUrls(page.html))) {
        assets += 1;
        const asset = await get(new URL(url, varnish.url).href);
        if (asset.status !== 200) broken.push(`${pathname} → ${url} ${asset.status}`);
      }
    }
    return { assets, broken };
  }
  /** Stops instance i and starts it again from `dir`, on the same port and settings. */
  async function replace(i, dir) {
    await sites[i].stop();
    sites[i] = await startSite({ distDir: dir, port: ports[i], env: runEnvs[i] });
    // Its ban (if any) comes once it serves, then the director's probe takes it back in.
    await waitUntil(() => /"event":"cdn\.ban-on-start"/.test(sites[i].output.join('')), {
      what: `instance ${i} to decide on its ban`,
      timeoutMs: 30_000,
      intervalMs: 100,
    });
  }
  let restartedAt;

  before(async () => {
    for (const pathname of skewPaths) await get(`${varnish.url}${pathname}`);
    const failed = await nextRelease;
    if (failed) throw failed;
  });

  test('rolling deploy: with one instance on each build, every page and asset through Varnish answers 200', async () => {
    await replace(0, nextDistDir);
    restartedAt = Date.now();
    assert.equal(bansLogged()[0], 1, 'the first instance of the new build banned once');
    // Pages from either build, each with its own files: the old build's from the edge's copies
    // or the old instance, the new build's from the new one (a 404 is asked of the other).
    for (let round = 0; round < 3; round += 1) {
      const { assets, broken } = await brokenAssets();
      assert.ok(assets > 0, 'asset references on the pages');
      assert.deepEqual(broken, [], 'pages or assets not answering 200 mid-rollout');
    }
  });

  test('rolling deploy: the second instance of the new build bans nothing', async () => {
    await replace(1, nextDistDir);
    assert.deepEqual(bansLogged(), [1, 0]);
    assert.match(sites[1].output.join(''), /"event":"cdn\.ban-on-start"[^\n]*already banned/);
  });

  test('after a new build, the changed client text shows through Varnish', async () => {
    await freshOnAll(
      [{ baseUrl: varnish.url }],
      skewPaths[0],
      (page) => page.status === 200 && page.html.includes(newLabel),
      'the changed client text through Varnish',
      20_000,
    );
    console.log(`  new build: ${Date.now() - restartedAt} ms after its first instance started`);
  });

  test('after a new build, every script, stylesheet and font of every page served by Varnish answers 200', async () => {
    const { assets, broken } = await brokenAssets();
    console.log(`  ${assets} asset references on ${skewPaths.length} pages`);
    assert.ok(assets > 0, `asset references on the ${skewPaths.length} pages`);
    assert.deepEqual(broken, [], 'pages or assets not answering 200');
  });

  test('a restart of a build already live leaves the pages Varnish holds in place', async () => {
    const pathname = skewPaths[0];
    await get(`${varnish.url}${pathname}`);
    assert.equal((await get(`${varnish.url}${pathname}`)).xCache, 'HIT');
    await replace(0, nextDistDir);
    assert.match(sites[0].output.join(''), /"event":"cdn\.ban-on-start"[^\n]*already banned/);
    assert.deepEqual(bansLogged(), [0, 0], 'no ban from the restarted instance');
    const after = await get(`${varnish.url}${pathname}`);
    assert.equal(after.status, 200);
    assert.equal(after.xCache, 'HIT', 'the page is still cached at the edge');
  });
});
