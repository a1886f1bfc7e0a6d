#!/usr/bin/env node
// Builds and serves the site for the browser tests on a private copy of the dataset
// (seed content plus e2e fixtures), so tests can publish changes without touching content/.
import { mkdirSync, readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSite, spawnNextStart } from './next-site.mjs';

const root = process.cwd();
const workDir = path.resolve(process.env.E2E_WORK_DIR ?? '.data/e2e');
const datasetFile = path.join(workDir, 'dataset.ndjson');
// Chosen by the Playwright config (a free port, or E2E_PORT to reuse a running server).
const port = process.env.E2E_PORT;
if (!port)
  throw new Error('E2E_PORT is not set: run this through Playwright (playwright.config.ts).');

rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
const seed = readFileSync(path.join(root, 'content/production.ndjson'), 'utf8').trimEnd();
// Every e2e/fixtures/*.ndjson, in name order (e2e/support/dataset.ts reads the same files).
const fixtureDir = path.join(root, 'e2e/fixtures');
const fixtures = readdirSync(fixtureDir)
  .filter((name) => name.endsWith('.ndjson'))
  .sort()
  .map((name) => readFileSync(path.join(fixtureDir, name), 'utf8').trimEnd());
writeFileSync(datasetFile, `${[seed, ...fixtures].join('\n')}\n`);

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  CONTENT_DATASET_FILE: datasetFile,
  // Requests carry their own X-Forwarded-For to act as many visitors: trust one proxy hop
  // (as behind Varnish), so the contact rate limit keys on that address, not on 127.0.0.1.
  TRUSTED_PROXY_HOPS: '1',
  CONTACT_DB_FILE: path.join(workDir, 'contact.db'),
  CONTACT_OUTBOX_FILE: path.join(workDir, 'outbox.jsonl'),
  SANITY_REVALIDATE_SECRET: process.env.SANITY_REVALIDATE_SECRET ?? 'e2e-revalidate-secret',
  SANITY_PREVIEW_SECRET: process.env.SANITY_PREVIEW_SECRET ?? 'e2e-preview-secret',
  // The deep health report is for operators: the e2e test reads it with this token.
  HEALTH_TOKEN: process.env.HEALTH_TOKEN ?? 'e2e-health-token',
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL ?? `http://127.0.0.1:${port}`,
};

const distDir = env.NEXT_DIST_DIR ?? '.next';

if (!process.env.E2E_SKIP_BUILD) {
  // In this script's process group, as the server below: Playwright stops its web server by
  // killing the group, and a build under way must stop with it.
  await buildSite({ distDir, env, detached: false, output: 'inherit' }).catch((error) => {
    console.error(`e2e-server: ${error.message}`);
    process.exit(1);
  });
  // Resized images survive builds in <distDir>/cache/images; one resized by an earlier run more
  // than its max-age ago is served STALE first, where the cache-header table promises MISS or HIT.
  rmSync(path.join(root, distDir, 'cache', 'images'), {
    recursive: true,
    force: true,
  });
}
const { child: server } = spawnNextStart({ port, env, detached: false, output: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
