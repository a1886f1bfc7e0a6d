#!/usr/bin/env node
// The site in Sanity mode for the browser tests in e2e/sanity-mode/ (playwright.sanity.config.ts):
// the seed content plus e2e fixtures served by the Sanity stand-in (its query API and what the
// embedded studio asks, over HTTPS), every file asset moved onto a stand-in of Sanity's file CDN
// (SANITY_CDN_HOST) under its content hash, as a real project has them. Builds into its own dist
// dir, then serves it; both stand-ins run for as long as the server does.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSite, killStarted, spawnNextStart } from './next-site.mjs';
import { readPublishedDocuments, startSanityStandIn } from './sanity-stand-in.mjs';
import { selfSignedCertificate } from './self-signed-certificate.mjs';

const root = process.cwd();
// Chosen by playwright.sanity.config.ts (a free port, or E2E_PORT to reuse a running server).
const port = Number(process.env.E2E_PORT);
if (!port) throw new Error('E2E_PORT is not set: run this through playwright.sanity.config.ts.');
const distDir = process.env.E2E_SANITY_DIST_DIR ?? '.next-e2e-sanity';
const workDir = path.resolve('.data/e2e-sanity');
const PROJECT = 'e2esanity';
const DATASET = 'production';

rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
const datasetFile = path.join(workDir, 'dataset.ndjson');
const seed = readFileSync(path.join(root, 'content/production.ndjson'), 'utf8').trimEnd();
// The same fixtures as test-support/e2e-server.mjs, so e2e/support/dataset.ts describes both servers.
const fixtures = ['e2e/fixtures/extra.ndjson', 'e2e/fixtures/programme.ndjson'].map((file) =>
  readFileSync(path.join(root, file), 'utf8').trimEnd(),
);
writeFileSync(datasetFile, `${[seed, ...fixtures].join('\n')}\n`);

/** name (`<sha1>.<ext>`) → bytes, for the CDN stand-in. */
const cdnFiles = new Map();

/** A file asset whose file is in public/ moves to the CDN, named by the sha1 of its bytes. */
function onTheCdn(document) {
  if (document._type !== 'sanity.fileAsset' || typeof document.url !== 'string') return document;
  const file = path.join(root, 'public', document.url);
  // A fixture whose file a test writes itself stays where it is.
  if (!document.url.startsWith('/') || !existsSync(file)) return document;
  const bytes = readFileSync(file);
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const extension = document.extension ?? path.extname(document.url).slice(1);
  const name = `${sha1}.${extension}`;
  cdnFiles.set(name, bytes);
  return {
    ...document,
    sha1hash: sha1,
    path: `files/${PROJECT}/${DATASET}/${name}`,
    url: `https://cdn.sanity.io/files/${PROJECT}/${DATASET}/${name}`,
  };
}

const documents = readPublishedDocuments(datasetFile).map(onTheCdn);
// Over HTTPS, so the studio's browser test gets HTTP/2 (test-support/sanity-stand-in.mjs); the
// site's server trusts the certificate through NODE_EXTRA_CA_CERTS, the browser by
// playwright.sanity.config.ts's ignoreHTTPSErrors.
const { key, cert, certFile } = selfSignedCertificate(path.join(workDir, 'tls'));
const api = await startSanityStandIn({ documents, tls: { key, cert } });

const TYPES = { pdf: 'application/pdf', mp4: 'video/mp4' };
const cdn = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const prefix = `/files/${PROJECT}/${DATASET}/`;
  const bytes = url.pathname.startsWith(prefix) && cdnFiles.get(url.pathname.slice(prefix.length));
  if (!bytes) {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"error":"Not Found"}');
    return;
  }
  const extension = path.extname(url.pathname).slice(1);
  response.writeHead(200, {
    'content-type': TYPES[extension] ?? 'application/octet-stream',
    'content-length': bytes.length,
  });
  response.end(bytes);
});
await new Promise((resolve) => cdn.listen(0, '127.0.0.1', resolve));

const env = {
  SANITY_PROJECT_ID: PROJECT,
  SANITY_DATASET: DATASET,
  SANITY_API_HOST: api.url,
  SANITY_CDN_HOST: `http://127.0.0.1:${cdn.address().port}`,
  CONTACT_DB_FILE: path.join(workDir, 'contact.db'),
  SANITY_REVALIDATE_SECRET: 'e2e-revalidate-secret',
  SANITY_PREVIEW_SECRET: 'e2e-preview-secret',
  NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
  NODE_EXTRA_CA_CERTS: certFile,
};

let server;

async function stopAll(code) {
  killStarted();
  server?.kill('SIGTERM');
  cdn.closeAllConnections();
  cdn.close();
  await api.close();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

if (!process.env.E2E_SKIP_BUILD) {
  console.log(`e2e-sanity-server: building into ${distDir} (Sanity stand-ins)`);
  try {
    await buildSite({ distDir, env, log: true });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopAll(1);
  }
}
// In this script's own process group (unlike the checks' servers): Playwright ends the web
// server by killing its group, which must take the site down with the stand-ins it needs.
server = spawnNextStart({ port, distDir, env, detached: false, output: 'inherit' }).child;
server.on('exit', (code) => stopAll(code ?? 0));
