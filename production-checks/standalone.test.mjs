// The standalone server as the Docker image runs it, without Docker: takes a build made with
// NEXT_OUTPUT=standalone as the Dockerfile makes it (the run's seed build, which the
// build-freshness check makes earlier in the run: test-support/shared-build.mjs; on its own, a
// build of it), lays the app out as the image's runner stage does (server + <distDir>/static +
// public + content + the healthcheck, run from its own directory with only the environment the
// image gives it), starts `node server.js` and checks health, pages, static files, fonts, images
// and headers, then runs the short load test (bench/load.mjs) against it. SMOKE_KEEP=1 keeps the
// build and the app directory.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import {
  cleanUpOnInterrupt,
  freePort,
  removeDistDir,
  startStandaloneSite,
} from '../test-support/next-site.mjs';
import { describeBuild, seedSiteBuild } from '../test-support/shared-build.mjs';

const run = promisify(execFile);
const DIST_DIR = '.next-standalone';
const APP_DIR = path.resolve('.data/standalone-app');
const keep = Boolean(process.env.SMOKE_KEEP);

let server;
let base;
let homeHtml;

/** A published content page other than the home page (no redirect block), from the dataset. */
function contentSlug() {
  const page = readFileSync('content/production.ndjson', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .find(
      (document) =>
        document._type === 'page' &&
        !document._id.startsWith('drafts.') &&
        document.slug?.current &&
        document.slug.current !== '/' &&
        !(document.pageBuilder ?? []).some((block) => block._type === 'redirect'),
    );
  assert.ok(page, 'a published content page besides the home page in content/production.ndjson');
  return page.slug.current;
}

const statusOf = async (url) => {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.status;
};

/** The first match of `pattern` in the home page's HTML, required. */
function firstIn(pattern, what) {
  const found = pattern.exec(homeHtml)?.[0];
  assert.ok(found, `${what} on the home page`);
  return found.replaceAll('&amp;', '&');
}

if (!keep) cleanUpOnInterrupt([DIST_DIR]);

/** The dist dir a build was made in: the standalone server looks for its files under that name. */
function builtDistDir(distDir) {
  const required = JSON.parse(
    readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8'),
  );
  return required.config.distDir;
}

before(async () => {
  const build = await seedSiteBuild().into(DIST_DIR);
  console.log(`standalone: ${describeBuild(build)}`);
  assert.ok(existsSync(path.join(DIST_DIR, 'standalone/server.js')), 'a standalone build');
  // The same copy steps as the Dockerfile's runner stage.
  rmSync(APP_DIR, { recursive: true, force: true });
  cpSync(path.join(DIST_DIR, 'standalone'), APP_DIR, { recursive: true });
  const appDistDir = path.join(APP_DIR, builtDistDir(DIST_DIR));
  mkdirSync(appDistDir, { recursive: true });
  cpSync(path.join(DIST_DIR, 'static'), path.join(appDistDir, 'static'), { recursive: true });
  cpSync('public', path.join(APP_DIR, 'public'), { recursive: true });
  cpSync('content', path.join(APP_DIR, 'content'), { recursive: true });
  cpSync('scripts/healthcheck.mjs', path.join(APP_DIR, 'healthcheck.mjs'));
  // The staff CLI, bundled as the Dockerfile's build stage bundles it.
  await run(process.execPath, ['scripts/build-contact-cli.mjs', path.join(APP_DIR, 'contact.mjs')]);

  const port = await freePort();
  // No project environment leaks in: the image runs with only what it is given.
  // TRUSTED_PROXY_HOPS=1: the load test acts as many visitors behind one proxy
  // (X-Forwarded-For), as in production.
  server = await startStandaloneSite({
    appDir: APP_DIR,
    port,
    env: {
      NODE_ENV: 'production',
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      SANITY_REVALIDATE_SECRET: 'smoke-secret',
      CONTACT_DB_FILE: '.data/contact.db',
      TRUSTED_PROXY_HOPS: '1',
    },
  });
  base = server.baseUrl;
  homeHtml = await (await fetch(`${base}/`)).text();
});

after(async () => {
  await server?.stop();
  if (server) writeFileSync(`${APP_DIR}.log`, server.output.join(''));
  if (!keep) {
    removeDistDir(DIST_DIR);
    rmSync(APP_DIR, { recursive: true, force: true });
  }
});

test('GET /api/health answers ok with the local dataset', async () => {
  const health = await (await fetch(`${base}/api/health`)).json();
  assert.equal(health.status, 'ok');
  assert.equal(health.contentSource, 'local');
});

test('the home page and a slug page are served', async () => {
  assert.equal(await statusOf(`${base}/`), 200);
  const slug = contentSlug();
  assert.equal(await statusOf(`${base}/${slug}`), 200, `/${slug}`);
});

test('static chunks are served', async () => {
  const chunk = firstIn(/\/_next\/static\/[^"]*\.js/, 'a script chunk');
  assert.equal(await statusOf(`${base}${chunk}`), 200, chunk);
});

test('the image optimizer answers', async () => {
  const image = firstIn(/\/_next\/image\?url=[^" ]*/, 'an optimized image');
  const response = await fetch(`${base}${image}`);
  await response.arrayBuffer();
  assert.equal(response.status, 200, image);
  assert.match(response.headers.get('content-type') ?? '', /^image\//);
});

test('the site stylesheet is inline in the HTML and the brand fonts are served', async () => {
  assert.match(homeHtml, /<style data-site-stylesheet="\/_assets\/site\./);
  const font = firstIn(/\/_assets\/[^"]*\.woff2/, 'a brand font');
  assert.equal(await statusOf(`${base}${font}`), 200, font);
});

test('public files are served, and an unknown page is a 404', async () => {
  assert.equal(await statusOf(`${base}/hoopla-embed.js`), 200);
  assert.equal(await statusOf(`${base}/finnes-ikke-smoke`), 404);
});

test('security headers are sent (CSP, HSTS, nosniff, frame options)', async () => {
  const { headers } = await fetch(`${base}/`);
  assert.match(headers.get('content-security-policy') ?? '', /^default-src/);
  assert.ok(headers.get('strict-transport-security'), 'Strict-Transport-Security');
  assert.equal(headers.get('x-content-type-options'), 'nosniff');
  assert.equal(headers.get('x-frame-options'), 'DENY');
});

test('the image’s HEALTHCHECK command passes', async () => {
  await run(process.execPath, ['healthcheck.mjs'], {
    cwd: APP_DIR,
    env: { PATH: process.env.PATH, PORT: new URL(base).port },
  });
});

test('the staff CLI runs in the image: list, show and erase on the server’s store', async () => {
  // Only the image's files and environment: no tsx, no TypeScript sources, no project node_modules.
  const cli = (...args) =>
    run(process.execPath, ['--disable-warning=ExperimentalWarning', 'contact.mjs', ...args], {
      cwd: APP_DIR,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', CONTACT_DB_FILE: '.data/contact.db' },
    });
  const email = `image-cli-${Date.now()}@example.no`;
  const posted = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
    body: JSON.stringify({
      firstname: 'Kari',
      lastname: 'Nordmann',
      email,
      message: 'Fra bildet.',
      consentToProcessing: true,
      consentToNewsletter: false,
      startedAt: 1_767_225_600_000,
      submittedAt: 1_767_225_612_000,
    }),
  });
  assert.equal(posted.status, 200);
  const listed = JSON.parse((await cli('list', '--json')).stdout);
  const mine = listed.find((entry) => entry.email === email);
  assert.ok(mine, 'the message posted to the server is listed');
  assert.match((await cli('show', mine.id)).stdout, /Fra bildet\./);
  assert.match((await cli('erase', '--email', email)).stdout, /^Erased 1 message/);
});

test('the short load test passes: no error, no lost message', async () => {
  await run(process.execPath, ['bench/load.mjs'], {
    env: {
      ...process.env,
      BENCH_URL: base,
      BENCH_CONTACT_DB_FILE: path.join(APP_DIR, '.data/contact.db'),
      BENCH_SERVER: 'standalone server.js',
      BENCH_DURATION: process.env.SMOKE_BENCH_DURATION ?? '5',
      BENCH_CONNECTIONS: process.env.SMOKE_BENCH_CONNECTIONS ?? '10',
    },
    maxBuffer: 16 * 1024 * 1024,
  });
});
