#!/usr/bin/env node
// Bounded load test on 127.0.0.1: `/`, a slug page and POST /api/contact (stored locally),
// each for BENCH_DURATION seconds with BENCH_CONNECTIONS connections. Passes only with zero
// non-2xx answers, zero errors and timeouts, and zero lost messages: every 2xx contact answer
// must be in the contact store. Prints a table and writes JSON to bench/results/.
//
//   node bench/load.mjs                        builds into .next-bench, serves it, runs 60 s × 100
//   BENCH_SKIP_BUILD=1 node bench/load.mjs     reuses the last .next-bench build
//   BENCH_URL=http://127.0.0.1:3000 BENCH_CONTACT_DB_FILE=.data/contact.db node bench/load.mjs
//                                              a site already running (local store, not HubSpot)
//   BENCH_DURATION=5 BENCH_CONNECTIONS=10      the short variant
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { readStoredMessageTexts } from '../scripts/lib/contact-db.mjs';
import { buildSite, freePort, killStarted, startSite } from '../test-support/next-site.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const TARGETS = (process.env.BENCH_TARGETS ?? 'home,slug,contact').split(',');
const DATASET = process.env.CONTENT_DATASET_FILE ?? 'content/production.ndjson';
const DIST_DIR = '.next-bench';
const RESULTS_DIR = 'bench/results';

if (!(DURATION > 0 && DURATION <= 600) || !(CONNECTIONS > 0 && CONNECTIONS <= 1000)) {
  throw new Error('BENCH_DURATION must be 1–600 s and BENCH_CONNECTIONS 1–1000');
}

/** A renderable page other than the home page (no redirect block), from the dataset the site serves. */
function discoverSlug() {
  const pages = readFileSync(DATASET, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
    .filter((document) => document._type === 'page' && !document._id.startsWith('drafts.'));
  const page = pages.find(
    (candidate) =>
      typeof candidate.slug?.current === 'string' &&
      candidate.slug.current !== '/' &&
      !(candidate.pageBuilder ?? []).some((block) => block._type === 'redirect'),
  );
  if (!page) throw new Error(`No renderable slug page in ${DATASET}`);
  return `/${page.slug.current}`;
}

function contactBody(token) {
  const now = Date.now();
  return JSON.stringify({
    firstname: 'Last',
    lastname: 'Test',
    email: `bench+${token}@example.no`,
    company: 'Benchmark AS',
    message: `Load test message ${token}`,
    consentToProcessing: true,
    consentToNewsletter: false,
    website: '',
    // Filled in well over the minimum fill time, as a person would.
    startedAt: now - 30_000,
    submittedAt: now,
    context: { pageUri: 'http://127.0.0.1/kontakt', pageName: 'Benchmark' },
  });
}

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { timeout: 10, duration: DURATION, connections: CONNECTIONS, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    process.once('SIGINT', () => instance.stop());
  });
}

async function loadPage(baseUrl, name, pathname) {
  const result = await run({ url: `${baseUrl}${pathname}` });
  return { name, path: pathname, result };
}

async function loadContact(baseUrl, contactDbFile) {
  const delivered = new Set();
  let sequence = 0;
  const result = await run({
    url: baseUrl,
    requests: [
      {
        method: 'POST',
        path: '/api/contact',
        setupRequest(request, context) {
          sequence += 1;
          context.token = randomUUID();
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              // One client per request: the per-client rate limit (5 a minute) is not under test.
              'x-forwarded-for': `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
            },
            body: contactBody(context.token),
          };
        },
        onResponse(status, _body, context) {
          if (status >= 200 && status < 300) delivered.add(context.token);
        },
      },
    ],
  });
  const stored = new Set();
  for (const text of readStoredMessageTexts(contactDbFile)) {
    const token = /Load test message ([0-9a-f-]{36})/.exec(text)?.[1];
    if (token) stored.add(token);
  }
  const lost = [...delivered].filter((token) => !stored.has(token));
  return {
    name: 'contact',
    path: 'POST /api/contact',
    result,
    messages: {
      answered2xx: delivered.size,
      inStore: stored.size,
      lost: lost.length,
      lostSample: lost.slice(0, 5),
    },
  };
}

function summarize({ name, path: target, result, messages }) {
  return {
    name,
    target,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    throughputBytesPerSecond: result.throughput.average,
    status2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [
        code,
        Number(count),
      ]),
    ),
    ...(messages ? { messages } : {}),
  };
}

function printTable(rows) {
  const header = [
    'target',
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    '2xx',
    'non-2xx',
    'errors',
    'timeouts',
    'lost msgs',
  ];
  const lines = rows.map((row) =>
    [
      row.target,
      row.requests,
      row.requestsPerSecond.toFixed(1),
      row.latencyMs.p50,
      row.latencyMs.p99,
      row.latencyMs.max,
      row.status2xx,
      row.non2xx,
      row.errors,
      row.timeouts,
      row.messages ? row.messages.lost : '–',
    ].map(String),
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function startOwnSite() {
  const workDir = path.resolve('.data/bench');
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const contactDbFile = path.join(workDir, 'contact.db');
  const env = {
    CONTENT_DATASET_FILE: DATASET,
    CONTACT_DB_FILE: contactDbFile,
    SANITY_REVALIDATE_SECRET: `bench-${randomUUID()}`,
    SANITY_PROJECT_ID: '',
    HUBSPOT_PORTAL_ID: '',
    HUBSPOT_FORM_GUID: '',
    TRUSTED_PROXY_HOPS: '1',
  };
  if (!process.env.BENCH_SKIP_BUILD || !existsSync(path.join(DIST_DIR, 'BUILD_ID'))) {
    console.log(`bench: building into ${DIST_DIR}`);
    const build = await buildSite({ distDir: DIST_DIR, env });
    console.log(`bench: build took ${(build.durationMs / 1000).toFixed(1)} s`);
  }
  const site = await startSite({
    distDir: DIST_DIR,
    port: Number(process.env.BENCH_PORT ?? (await freePort())),
    env,
  });
  return { baseUrl: site.baseUrl, contactDbFile, stop: site.stop, server: 'next start' };
}

function externalSite() {
  const url = new URL(process.env.BENCH_URL);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error(
      'BENCH_URL must be a loopback address: this load test never leaves the machine',
    );
  if (!process.env.BENCH_CONTACT_DB_FILE)
    throw new Error(
      'BENCH_URL needs BENCH_CONTACT_DB_FILE, the contact store (CONTACT_DB_FILE) of that site',
    );
  return {
    baseUrl: url.origin,
    contactDbFile: path.resolve(process.env.BENCH_CONTACT_DB_FILE),
    stop: async () => {},
    server: process.env.BENCH_SERVER ?? 'external',
  };
}

async function main() {
  const site = process.env.BENCH_URL ? externalSite() : await startOwnSite();
  const startedAt = new Date();
  const load = loadavg();
  const rows = [];
  try {
    const slug = discoverSlug();
    console.log(
      `bench: ${site.baseUrl} (${site.server}), ${DURATION} s × ${CONNECTIONS} connections per target; slug page ${slug}`,
    );
    for (const target of TARGETS) {
      if (target === 'home') rows.push(summarize(await loadPage(site.baseUrl, 'home', '/')));
      else if (target === 'slug') rows.push(summarize(await loadPage(site.baseUrl, 'slug', slug)));
      else if (target === 'contact')
        rows.push(summarize(await loadContact(site.baseUrl, site.contactDbFile)));
      else throw new Error(`Unknown BENCH_TARGETS entry "${target}" (home, slug, contact)`);
    }
    const health = await fetch(`${site.baseUrl}/api/health`);
    await health.arrayBuffer();
    if (health.status !== 200)
      throw new Error(`/api/health answered ${health.status} after the load`);
  } finally {
    await site.stop();
  }

  printTable(rows);
  const failures = rows.flatMap((row) => [
    ...(row.non2xx > 0
      ? [`${row.target}: ${row.non2xx} non-2xx answers ${JSON.stringify(row.statusCodes)}`]
      : []),
    ...(row.errors > 0 ? [`${row.target}: ${row.errors} errors`] : []),
    ...(row.timeouts > 0 ? [`${row.target}: ${row.timeouts} timeouts`] : []),
    ...(row.messages?.lost
      ? [
          `${row.target}: ${row.messages.lost} messages answered 2xx but missing from the contact store`,
        ]
      : []),
    ...(row.status2xx === 0 ? [`${row.target}: no successful request at all`] : []),
  ]);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `load-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const report = {
    startedAt: startedAt.toISOString(),
    commit: gitCommit(),
    server: site.server,
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    machine: { node: process.version, cpus: cpus().length, loadAverageAtStart: load },
    results: rows,
    passed: failures.length === 0,
    failures,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`bench: results written to ${file}`);
  for (const failure of failures) console.error(`bench: FAIL ${failure}`);
  console.log(
    `bench: ${failures.length === 0 ? 'zero errors, zero lost messages' : `${failures.length} problems`}`,
  );
  return failures.length === 0 ? 0 : 1;
}

process.on('SIGTERM', () => {
  killStarted();
  process.exit(143);
});

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench: ${error.message}`);
    killStarted();
    process.exit(1);
  },
);
