#!/usr/bin/env node
// The site as a fleet: one build, two `next start` instances sharing one Redis (Debian's
// redis-server on a free port), Varnish (deploy/varnish/compose.vcl around default.vcl, on
// Debian's varnishd) in front of both, purged by the app; content from the Sanity stand-in (which counts queries).
// Webhooks go to the second instance, so the first and Varnish only learn through Redis and purges.
// Checks: unknown slugs cost nothing (2,000 of them: no Redis key, under 100 bytes each on disk, no
// content query); each kind of publish reaches both instances (each check prints how soon; the
// bench times publish-to-fresh); a contact flood
// spread over both instances, rotating X-Forwarded-For, is limited as one client; each kind of
// event publish (edit, move, cancel, new, delete) reaches a page holding a programme block on
// both instances and through Varnish; Redis
// stopped mid-traffic gives 0 responses of 5xx; when Redis returns, publishing works again.
// The contact queue has its own Redis (CONTACT_REDIS_URL): killed with SIGKILL it loses no message
// answered 200, a flooded evicting cache Redis loses none, and an instance with only an evicting
// REDIS_URL keeps messages in SQLite and says why; a webhook while the cache Redis is frozen
// answers 5xx and its redelivery makes every instance fresh; PURGE without the token is refused;
// a new build (a client component's text changed) behind Varnish serves no page whose scripts
// or styles 404. Cleans up its servers, Redis, stand-in and dist dirs.
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { createClient } from 'redis';
import { signPayload } from '../lib/publishing/sign-payload.mjs';
import {
  buildSite,
  freePort,
  removeDistDir,
  runCheck,
  startSite,
} from '../test-support/next-site.mjs';
import { readStoredEmails, readStoredMessageTexts } from './lib/contact-db.mjs';
import { startRedisServer } from '../test-support/redis-server.mjs';
import { holdsWithin } from '../test-support/wait.mjs';
import { startVarnish } from './lib/varnish.mjs';
import { readPublishedDocuments, startSanityStandIn } from '../test-support/sanity-stand-in.mjs';

const tag = randomBytes(6).toString('hex');
const distDir = `.next-fleet-${tag}`;
const nextDistDir = `.next-fleet-${tag}-next`;
const SECRET = `fleet-revalidate-${tag}`;
// How long a publish may take to reach both instances and Varnish before a check gives up: a hang
// guard, five times the two seconds a publish takes on a quiet machine. How soon it really is,
// is a figure: each check prints it, and the bench measures it (publish-to-fresh at the edge).
const FRESH_GUARD_MS = 10_000;
// Enough that an entry per unknown URL would show: 2,000 keys in Redis, or past the disk limit
// below (100 bytes a URL; a cached not-found page is some kilobytes).
const UNKNOWN_SLUGS = Number(process.env.FLEET_UNKNOWN_SLUGS ?? 2_000);
const DISK_BYTES_PER_UNKNOWN_SLUG = 100;

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** Polls every instance until `ready(page)` holds on all; the time it took, or null after the limit. */
async function freshOnAll(sites, pathname, ready, limitMs = FRESH_GUARD_MS) {
  const started = Date.now();
  for (;;) {
    const pages = await Promise.all(sites.map((site) => get(`${site.baseUrl}${pathname}`)));
    if (pages.every(ready)) return Date.now() - started;
    if (Date.now() - started > limitMs) return null;
    await sleep(100);
  }
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

async function publishAndCheck(label, { sites, readers, standIn, change, body, pathname, ready }) {
  standIn.documents = change(standIn.documents);
  const hook = await webhook(sites[1].baseUrl, body);
  if (hook.status !== 200) {
    check(
      `${label}: the webhook is accepted`,
      false,
      `status ${hook.status} ${JSON.stringify(hook.body)}`,
    );
    return;
  }
  const ms = await freshOnAll(readers, pathname, ready);
  check(
    `${label}: both instances and Varnish serve the new state`,
    ms !== null,
    ms === null ? 'not within 10 s' : `${ms} ms after the webhook answered`,
  );
  if (ms === null) {
    // Which reader is behind, and with what.
    for (const reader of readers) {
      const page = await get(`${reader.baseUrl}${pathname}`);
      console.log(
        `  ${reader.baseUrl}${pathname}: ${page.status} ${page.xCache ?? ''} ${titleOf(page.html)} ${page.error ?? ''}`,
      );
    }
  }
}

async function unknownSlugs(sites, standIn, redisClient) {
  // The not-found page itself is cached once (one entry for all unknown URLs); count after it.
  await Promise.all(sites.map((site) => get(`${site.baseUrl}/ukjent-${tag}-oppvarming`)));
  const before = {
    disk: duBytes(distDir),
    redis: await redisStats(redisClient),
    queries: standIn.stats.ok,
  };
  let next = 0;
  const statuses = new Map();
  let wrongPage = 0;
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
  const after = {
    disk: duBytes(distDir),
    redis: await redisStats(redisClient),
    queries: standIn.stats.ok,
  };
  const summary = [...statuses].map(([status, count]) => `${count}×${status}`).join(', ');
  check(
    `${UNKNOWN_SLUGS} unknown slugs all answer 404 with the not-found page`,
    statuses.get(404) === UNKNOWN_SLUGS && wrongPage === 0,
    `${summary} in ${seconds.toFixed(1)} s`,
  );
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
  const diskGrowth = after.disk - before.disk;
  const diskLimit = UNKNOWN_SLUGS * DISK_BYTES_PER_UNKNOWN_SLUG;
  check(
    `they add under ${DISK_BYTES_PER_UNKNOWN_SLUG} bytes each on disk`,
    diskGrowth < diskLimit,
    `${diskGrowth} bytes (limit ${diskLimit})`,
  );
  const redisGrowth = after.redis.usedMemory - before.redis.usedMemory;
  check(
    'they add under 1 MB and not one key in Redis',
    // Fewer is fine: an entry whose lifetime ends during a slow run leaves; none may be added.
    redisGrowth < 1024 * 1024 && after.redis.keys <= before.redis.keys,
    `${redisGrowth} bytes, keys ${before.redis.keys} → ${after.redis.keys}`,
  );
  check(
    'they make 0 content-source queries',
    after.queries === before.queries,
    `${after.queries - before.queries} queries at the stand-in`,
  );
}

async function contactFlood(sites) {
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
  const limited = statuses.filter((status) => status === 429).length;
  check(
    'a contact flood over both instances, rotating X-Forwarded-For, is limited as one client (5 a minute)',
    limited === 7 && statuses.slice(0, 5).every((status) => status !== 429),
    statuses.join(','),
  );
}

/** Purges need the token besides the address; the deep health report never passes the edge. */
async function edgeGuards(varnish, pathname) {
  const purge = async (headers) => {
    const response = await fetch(`${varnish.url}${pathname}`, { method: 'PURGE', headers });
    await response.text();
    return response.status;
  };
  const refused = [await purge({}), await purge({ 'x-purge-token': 'guess' })];
  const still = await get(`${varnish.url}${pathname}`);
  check(
    'PURGE without the token (or with a wrong one) is refused and the page stays cached',
    refused.every((status) => status === 405) && still.xCache === 'HIT',
    `statuses ${refused.join(',')}, then X-Cache ${still.xCache}`,
  );
  const deep = await get(`${varnish.url}/api/health?deep=1`);
  check(
    'through Varnish /api/health?deep=1 shows liveness only, no dependency details',
    deep.status === 200 && !/dependencies|contact|redis/i.test(deep.html),
    `status ${deep.status} ${deep.html.slice(0, 120)}`,
  );
}

const QUEUE_PREFIX = 'matfestival:{contact}:';

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

async function sendMessages(sites, label, count) {
  const emails = Array.from({ length: count }, (_, i) => `${label}-${i}-${tag}@example.no`);
  const statuses = [];
  for (const [i, email] of emails.entries()) {
    statuses.push(
      await postMessage(sites[i % sites.length], email, `Melding ${label} ${i} ${tag}`),
    );
  }
  return { emails, statuses };
}

/** The queue's own Redis, killed and restarted, and a flooded evicting cache Redis lose nothing. */
async function queueDurability(sites, queue, cacheAdmin, spoolFiles) {
  const first = await sendMessages(sites, 'kill', 6);
  await queue.crash();
  await queue.start();
  const afterCrash = await queuedEmails(queue.url);
  const lost = first.emails.filter((email) => !afterCrash.has(email));
  check(
    'the queue Redis killed with SIGKILL and restarted loses no message answered 200',
    first.statuses.every((status) => status === 200) && lost.length === 0,
    `statuses ${first.statuses.join(',')}, ${lost.length} of ${first.emails.length} lost`,
  );

  // Both instances use the restarted queue again once their deep health says so; until then a
  // message goes to the instance's SQLite spool (kept too, and counted below).
  const reconnected = await Promise.all(
    sites.map((site) =>
      holdsWithin(
        async () => {
          const response = await fetch(`${site.baseUrl}/api/health?deep=1`);
          const report = await response.json().catch(() => null);
          return report?.dependencies?.contact?.queue?.state === 'ok';
        },
        {
          what: `${site.baseUrl} to use the queue Redis again`,
          timeoutMs: 30_000,
          intervalMs: 250,
        },
      ),
    ),
  );
  check(
    'after the restart, both instances report the queue Redis in use again',
    reconnected.every(Boolean),
    reconnected.map((ok) => (ok ? 'ok' : 'not within 30 s')).join(', '),
  );

  await cacheAdmin.sendCommand(['CONFIG', 'SET', 'maxmemory', '2mb']);
  await cacheAdmin.sendCommand(['CONFIG', 'SET', 'maxmemory-policy', 'allkeys-lru']);
  const second = await sendMessages(sites, 'flood', 6);
  const filler = 'x'.repeat(8192);
  for (let i = 0; i < 1500; i += 1) await cacheAdmin.set(`flood:${tag}:${i}`, filler);
  const evicted = Number(/evicted_keys:(\d+)/.exec(await cacheAdmin.info('stats'))?.[1] ?? 0);
  const queued = await queuedEmails(queue.url);
  const spooled = new Set(spoolFiles.flatMap((file) => readStoredEmails(file)));
  const all = [...first.emails, ...second.emails];
  const missing = all.filter((email) => !queued.has(email) && !spooled.has(email));
  const inQueue = second.emails.filter((email) => queued.has(email)).length;
  check(
    'a flooded cache Redis (2 MB, allkeys-lru) loses no message: the queue is its own Redis',
    second.statuses.every((status) => status === 200) &&
      evicted > 0 &&
      missing.length === 0 &&
      inQueue === second.emails.length,
    `${evicted} cache keys evicted, ${missing.length} of ${all.length} messages missing, ${inQueue} of ${second.emails.length} flood messages in the queue`,
  );
}

/** An instance whose only Redis evicts keeps messages in SQLite, and readiness names the setting. */
async function evictingQueueFallsBack(env, cacheUrl, cacheAdmin) {
  const dbFile = path.join(distDir, 'contact-solo.db');
  const site = await startSite({
    distDir,
    port: await freePort(),
    env: { ...env, REDIS_URL: cacheUrl, CONTACT_DB_FILE: dbFile },
  });
  try {
    const text = `Melding til SQLite ${tag}`;
    const status = await postMessage(site, `solo-${tag}@example.no`, text);
    const response = await fetch(`${site.baseUrl}/api/health?deep=1`);
    const report = await response.json().catch(() => null);
    const queue = report?.dependencies?.contact?.queue;
    check(
      'with only an evicting REDIS_URL, readiness says the queue is not used and names the setting',
      response.status === 503 &&
        queue?.state === 'not-durable' &&
        /maxmemory-policy is allkeys-lru/.test(queue.problem ?? ''),
      `status ${response.status}, ${JSON.stringify(report?.dependencies?.contact ?? report).slice(0, 400)}`,
    );
    const inRedis = (await queuedEmails(cacheUrl)).has(`solo-${tag}@example.no`);
    check(
      'with only an evicting REDIS_URL, a message answered 200 is in SQLite, not in Redis',
      status === 200 && readStoredMessageTexts(dbFile).includes(text) && !inRedis,
      `status ${status}, in Redis: ${inRedis}`,
    );
  } finally {
    await site.stop();
    await cacheAdmin.sendCommand(['CONFIG', 'SET', 'maxmemory', '0']);
    await cacheAdmin.sendCommand(['CONFIG', 'SET', 'maxmemory-policy', 'noeviction']);
  }
}

/** A publish while the cache Redis is frozen answers 5xx; Sanity's redelivery then lands. */
async function webhookWhileRedisPaused({ sites, readers, standIn, redis, document, pathname }) {
  const title = `${document.title} fryst ${tag}`;
  standIn.documents = standIn.documents.map((doc) =>
    doc._id === document._id ? { ...doc, title } : doc,
  );
  const body = {
    _type: 'page',
    _id: document._id,
    slug: document.slug.current,
    previousSlug: document.slug.current,
    operation: 'update',
  };
  // A hung webhook is a failed check, not a crash of the test.
  const deliver = () =>
    webhook(sites[1].baseUrl, body).catch((error) => ({
      status: 0,
      body: { message: error.message },
    }));
  redis.pause();
  let paused;
  try {
    paused = await deliver();
  } finally {
    redis.resume();
  }
  check(
    'a webhook while the cache Redis is frozen answers 5xx, so Sanity delivers it again',
    paused.status >= 500,
    `status ${paused.status} ${paused.body?.message ?? ''}`,
  );
  // Sanity redelivers until a 2xx.
  const deadline = Date.now() + 30_000;
  let retry = await deliver();
  while (retry.status !== 200 && Date.now() < deadline) {
    await sleep(1000);
    retry = await deliver();
  }
  const ms =
    retry.status === 200
      ? await freshOnAll(
          readers,
          pathname,
          (page) => page.status === 200 && page.html.includes(title),
        )
      : null;
  check(
    'after Redis returns, the redelivered webhook makes both instances and Varnish fresh',
    ms !== null,
    `redelivery status ${retry.status}, ${ms === null ? 'not fresh within 10 s' : `${ms} ms`}`,
  );
}

const assetUrls = (html) => [
  ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
  // The brand fonts' preloads (the stylesheet itself is inline).
  ...[...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]),
  ...[
    ...html.matchAll(
      /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"/g,
    ),
  ].map((match) => match[1] ?? match[2]),
];

/**
 * Deploy skew: a second build with a client component's text changed replaces both instances
 * behind Varnish, which holds every page of the first build.
 */
async function deploySkew({ sites, ports, runEnvs, env, varnish, pagePaths }) {
  const labelsFile = 'components/layout/drawer-labels.ts';
  const original = readFileSync(labelsFile, 'utf8');
  const newLabel = `Åpne navigasjon ${tag}`;
  if (!original.includes("'Åpne navigasjon'"))
    throw new Error(`${labelsFile} changed: update the skew check`);
  for (const pathname of pagePaths) await get(`${varnish.url}${pathname}`);
  writeFileSync(labelsFile, original.replace("'Åpne navigasjon'", `'${newLabel}'`));
  try {
    console.log(`  building the next release into ${nextDistDir}`);
    await buildSite({ distDir: nextDistDir, env });
  } finally {
    writeFileSync(labelsFile, original);
  }
  await Promise.all(sites.map((site) => site.stop()));
  for (const [i, port] of ports.entries()) {
    sites[i] = await startSite({ distDir: nextDistDir, port, env: runEnvs[i] });
  }
  const started = Date.now();
  const ms = await freshOnAll(
    [{ baseUrl: varnish.url }],
    pagePaths[0],
    (page) => page.status === 200 && page.html.includes(newLabel),
    20_000,
  );
  check(
    'after a new build, the changed client text shows through Varnish',
    ms !== null,
    ms === null ? 'not within 20 s' : `${Date.now() - started} ms after both instances started`,
  );
  const broken = [];
  let assets = 0;
  for (const pathname of pagePaths) {
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
  check(
    'after a new build, every script, stylesheet and font of every page served by Varnish answers 200',
    broken.length === 0 && assets > 0,
    `${assets} asset references on ${pagePaths.length} pages; ${broken.slice(0, 5).join('; ')}`,
  );
}

/** Whether every instance has logged a line matching `pattern` since `since` (output lengths). */
const everyInstanceLogged = (sites, since, pattern) =>
  sites.every((site, i) => pattern.test(site.output.slice(since[i]).join('')));

/** A Redis client in the site logged that it lost Redis (the cache handler's or the store's). */
const REDIS_LOST = /"event":"(cache\.redis-error|redis\.unavailable)"/;

/**
 * Traffic on every instance while Redis stops. Judged by signals, not by a stretch of time: the
 * traffic has reached every instance before the stop, every instance has logged that it lost
 * Redis, and each has then served REQUESTS_AFTER_LOSS more requests.
 */
async function redisOutage(sites, redis, pagePaths) {
  const REQUESTS_BEFORE_STOP = 20;
  const REQUESTS_AFTER_LOSS = 200;
  const counts = { total: 0, fiveXx: 0, failed: 0, slowest: 0 };
  const served = sites.map(() => 0);
  let running = true;
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
  const loops = sites.flatMap((site, index) => [
    traffic(site, index, index),
    traffic(site, index, index + 3),
  ]);
  const trafficReady = await holdsWithin(
    () => served.every((count) => count >= REQUESTS_BEFORE_STOP),
    { what: 'traffic on every instance', timeoutMs: 30_000, intervalMs: 50 },
  );
  const outputBefore = sites.map((site) => site.output.length);
  await redis.stop();
  console.log('  redis-server stopped');
  const noticed = await holdsWithin(() => everyInstanceLogged(sites, outputBefore, REDIS_LOST), {
    what: 'every instance to log that it lost Redis',
    timeoutMs: 30_000,
    intervalMs: 50,
  });
  const servedAtLoss = [...served];
  const servedAfter = await holdsWithin(
    () => served.every((count, i) => count - servedAtLoss[i] >= REQUESTS_AFTER_LOSS),
    { what: 'every instance to serve on without Redis', timeoutMs: 60_000, intervalMs: 50 },
  );
  running = false;
  await Promise.all(loops);
  check(
    'Redis stopped mid-traffic: every instance noticed, then served on',
    trafficReady && noticed && servedAfter,
    `before the stop ${trafficReady ? 'traffic on every instance' : 'NO traffic on some instance'}; ` +
      `${noticed ? 'every instance logged the loss' : 'NOT every instance logged the loss'}; ` +
      `requests after it per instance: ${served.map((count, i) => count - servedAtLoss[i]).join(', ')}`,
  );
  check(
    'Redis stopped mid-traffic: 0 responses of 5xx from either instance',
    counts.fiveXx === 0 && counts.failed === 0,
    `${counts.total} requests, ${counts.fiveXx} 5xx, ${counts.failed} failed, slowest ${counts.slowest} ms`,
  );
}

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

/**
 * Event publishes, checked where the fleet shows them today: the page holding the programme
 * block, on both instances and through Varnish (which has it cached first, so only the purge
 * of the pages holding a programme block can refresh it).
 */
async function eventPublishes({ sites, readers, standIn, varnish, fixture }) {
  const { pagePath } = fixture;
  const eventNow = () => standIn.documents.find((doc) => doc._id === fixture.eventId);
  const updateEvent = (changes) => (docs) =>
    docs.map((doc) => (doc._id === fixture.eventId ? { ...doc, ...changes } : doc));
  // The page's text without tags: a time may be split over elements (<time>14:00</time>–…).
  const textOf = (page) => page.html.replace(/<[^>]*>/g, '');
  const shows = (text) => (page) => page.status === 200 && textOf(page).includes(text);

  await get(`${varnish.url}${pagePath}`);
  const cached = await get(`${varnish.url}${pagePath}`);
  check(
    'Varnish serves the programme page from its cache (so only a purge can refresh it)',
    cached.status === 200 && cached.xCache === 'HIT' && cached.html.includes(eventNow().title),
    `status ${cached.status}, X-Cache ${cached.xCache}`,
  );

  const editedTitle = `Endret tittel ${tag}`;
  await publishAndCheck('event edit', {
    sites,
    readers,
    standIn,
    change: updateEvent({ title: editedTitle }),
    body: eventBody(eventNow()),
    pathname: pagePath,
    ready: shows(editedTitle),
  });

  await publishAndCheck('event move', {
    sites,
    readers,
    standIn,
    change: updateEvent({
      start: atUtc(12),
      end: atUtc(13),
      previousStart: atUtc(10),
      status: 'changed',
      statusNote: `Flyttet to timer ${tag}`,
    }),
    body: eventBody(eventNow()),
    pathname: pagePath,
    ready: shows('14:00–15:00'),
  });

  // The programme block shows a cancelled event with its note (issue 25, item 7).
  const cancelNote = `Avlyst på grunn av vind ${tag}`;
  await publishAndCheck('event cancel', {
    sites,
    readers,
    standIn,
    change: updateEvent({ status: 'cancelled', statusNote: cancelNote }),
    body: eventBody(eventNow()),
    pathname: pagePath,
    ready: shows(cancelNote),
  });

  await publishAndCheck('new event', {
    sites,
    readers,
    standIn,
    change: (docs) => [...docs, fixture.newEvent],
    body: eventBody(fixture.newEvent, 'create'),
    pathname: pagePath,
    ready: shows(fixture.newEvent.title),
  });

  await publishAndCheck('event delete', {
    sites,
    readers,
    standIn,
    change: (docs) => docs.filter((doc) => doc._id !== fixture.newEvent._id),
    body: eventBody(fixture.newEvent, 'delete'),
    pathname: pagePath,
    ready: (page) => page.status === 200 && !textOf(page).includes(fixture.newEvent.title),
  });
}

async function main() {
  const documents = readPublishedDocuments('content/production.ndjson');
  const pages = documents.filter((document) => document._type === 'page' && document.slug?.current);
  const withMenu = pages.find(
    (page) => page.menuSlug?.current && /^[^/]+$/.test(page.slug.current),
  );
  const menu = documents.find(
    (document) =>
      document._type === 'navigationMenu' && document.slug?.current === withMenu?.menuSlug?.current,
  );
  const settings = documents.find((document) => document._type === 'siteSettings');
  const template = pages.find((page) => /^[^/]+$/.test(page.slug.current));
  if (!withMenu || !menu || !settings || !template)
    throw new Error(
      'The dataset needs a page with a menu, that menu, site settings and a page to copy',
    );

  const programme = programmeFixture();
  const standIn = await startSanityStandIn({ documents: [...documents, ...programme.documents] });
  let redis = await startRedisServer();
  const queue = await startRedisServer();
  const sites = [];
  const runEnvs = [];
  let varnish;
  const redisClient = createClient({ url: redis.url });
  redisClient.on('error', () => {});
  try {
    const env = {
      SANITY_PROJECT_ID: 'test',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: standIn.url,
      SANITY_REVALIDATE_SECRET: SECRET,
      NEXT_CACHE_HANDLER: 'redis',
    };
    console.log(
      `fleet-test: building into ${distDir} (content from the stand-in at ${standIn.url})`,
    );
    const build = await buildSite({ distDir, env });
    console.log(
      `fleet-test: build took ${(build.durationMs / 1000).toFixed(1)} s; Redis at ${redis.url}`,
    );
    const ports = [await freePort(), await freePort()];
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
    // Publishing checks read both instances and Varnish (in front of both).
    const everywhere = [...sites, { baseUrl: varnish.url }];
    await redisClient.connect();
    const pagePath = (slug) => (slug === '/' ? '/' : `/${slug}`);
    const warm = await Promise.all(
      sites.map((site) => get(`${site.baseUrl}${pagePath(withMenu.slug.current)}`)),
    );
    check(
      'both instances serve a page',
      warm.every((page) => page.status === 200 && titleOf(page.html)),
      warm.map((page) => page.status).join(','),
    );

    await unknownSlugs(sites, standIn, redisClient);

    // The director sends traffic once its health probes see the instances up (every 5 s).
    const throughVarnish = await freshOnAll(
      [{ baseUrl: varnish.url }],
      pagePath(withMenu.slug.current),
      (page) => page.status === 200,
      20_000,
    );
    check(
      'Varnish serves the page through its director once both instances are healthy',
      throughVarnish !== null,
    );
    // Varnish caches the page first, so a missing purge would show.
    const cachedTwice = await get(`${varnish.url}${pagePath(withMenu.slug.current)}`);
    check(
      'Varnish serves the page from its cache (so only a purge can refresh it)',
      cachedTwice.status === 200 && cachedTwice.xCache === 'HIT',
      `X-Cache ${cachedTwice.xCache}`,
    );

    await edgeGuards(varnish, pagePath(withMenu.slug.current));

    // A page edit.
    const editedTitle = `${withMenu.title} ${tag}`;
    await publishAndCheck('edit', {
      sites,
      readers: everywhere,
      standIn,
      change: (docs) =>
        docs.map((doc) => (doc._id === withMenu._id ? { ...doc, title: editedTitle } : doc)),
      body: {
        _type: 'page',
        _id: withMenu._id,
        slug: withMenu.slug.current,
        previousSlug: withMenu.slug.current,
        operation: 'update',
      },
      pathname: pagePath(withMenu.slug.current),
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
    await publishAndCheck('new page', {
      sites,
      readers: everywhere,
      standIn,
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
    await publishAndCheck('menu change', {
      sites,
      readers: everywhere,
      standIn,
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
      pathname: pagePath(withMenu.slug.current),
      ready: (page) => page.status === 200 && page.html.includes(`href="/${newSlug}"`),
    });

    // A rename: the new URL serves the page, the old one is gone, the menu links the new URL.
    const renamed = `omdopt-${tag}`;
    await publishAndCheck('rename (new URL)', {
      sites,
      readers: everywhere,
      standIn,
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
    const oldGone = await freshOnAll(everywhere, `/${newSlug}`, (page) => page.status === 404);
    check(
      'rename (old URL): both instances and Varnish answer 404',
      oldGone !== null,
      oldGone === null ? 'not within 10 s' : `${oldGone} ms`,
    );
    const menuFollows = await freshOnAll(everywhere, pagePath(withMenu.slug.current), (page) =>
      page.html.includes(`href="/${renamed}"`),
    );
    check(
      'rename: the menu links the new URL on both instances and Varnish',
      menuFollows !== null,
      menuFollows === null ? 'not within 10 s' : `${menuFollows} ms`,
    );

    // Site settings: the footer of every page.
    const company = `Selskapet ${tag} AS`;
    await publishAndCheck('site settings', {
      sites,
      readers: everywhere,
      standIn,
      change: (docs) =>
        docs.map((doc) => (doc._id === settings._id ? { ...doc, companyName: company } : doc)),
      body: { _type: 'siteSettings', _id: settings._id, operation: 'update' },
      pathname: pagePath(template.slug.current),
      ready: (page) => page.status === 200 && page.html.includes(company),
    });

    // A delete.
    await publishAndCheck('delete', {
      sites,
      readers: everywhere,
      standIn,
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

    await eventPublishes({
      sites,
      readers: everywhere,
      standIn,
      varnish,
      fixture: programme,
    });

    await webhookWhileRedisPaused({
      sites,
      readers: everywhere,
      standIn,
      redis,
      document: withMenu,
      pathname: pagePath(withMenu.slug.current),
    });

    await contactFlood(sites);
    await queueDurability(
      sites,
      queue,
      redisClient,
      runEnvs.map((runEnv) => runEnv.CONTACT_DB_FILE),
    );
    await evictingQueueFallsBack(env, redis.url, redisClient);

    const pagePaths = pages.map((page) => pagePath(page.slug.current));
    await redisOutage(sites, redis, pagePaths);
    const outputBeforeReturn = sites.map((site) => site.output.length);
    redis = await startRedisServer({ port: redis.port });
    console.log('  redis-server back on the same port');
    // The signal that the fleet has Redis again: every instance's cache handler says it is ready.
    const reconnected = await holdsWithin(
      () => everyInstanceLogged(sites, outputBeforeReturn, /"event":"cache\.redis-ready"/),
      {
        what: "every instance's cache handler to find Redis again",
        timeoutMs: 30_000,
        intervalMs: 50,
      },
    );
    check('after Redis returns, every instance reconnects', reconnected);
    const backTitle = `${withMenu.title} tilbake ${tag}`;
    await publishAndCheck('after Redis returns, a publish', {
      sites,
      readers: everywhere,
      standIn,
      change: (docs) =>
        docs.map((doc) => (doc._id === withMenu._id ? { ...doc, title: backTitle } : doc)),
      body: {
        _type: 'page',
        _id: withMenu._id,
        slug: withMenu.slug.current,
        previousSlug: withMenu.slug.current,
        operation: 'update',
      },
      pathname: pagePath(withMenu.slug.current),
      ready: (page) => page.status === 200 && page.html.includes(backTitle),
    });

    await deploySkew({
      sites,
      ports,
      runEnvs,
      env,
      varnish,
      pagePaths: pagePaths.slice(0, 12),
    });
  } finally {
    try {
      redisClient.destroy();
    } catch {
      // Never connected.
    }
    await Promise.all(sites.map((site) => site.stop()));
    await varnish?.stop();
    await redis.stop();
    await queue.stop();
    await standIn.close();
    removeDistDir(distDir);
    removeDistDir(nextDistDir);
  }
  const failed = results.filter((result) => !result.ok).length;
  console.log(`fleet-test: ${results.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

runCheck('fleet-test', main, { distDir });
