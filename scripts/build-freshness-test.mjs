#!/usr/bin/env node
// Every build prerenders the content as it is at build time, whatever `.next/cache` holds:
// builds once, changes the content, builds again into the same dist dir (its cache kept) and
// checks the prerendered pages show the change. Twice: on the embedded dataset (a private copy;
// both builds with Turbopack's build cache, as a self-hosted deploy rebuilds) and on the Sanity
// stand-in, where the first build is the run's shared build (test-support/shared-build.mjs),
// copied with its data cache. Cleans up its dist dirs and temp files.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite, removeDistDir, runCheck } from '../test-support/next-site.mjs';
import { readPublishedDocuments, startSanityStandIn } from '../test-support/sanity-stand-in.mjs';
import { describeBuild, sharedSiteBuild } from '../test-support/shared-build.mjs';

const tag = randomBytes(6).toString('hex');
const distDirs = [`.next-freshness-a-${tag}`, `.next-freshness-b-${tag}`];
const workDir = mkdtempSync(path.join(tmpdir(), 'build-freshness-'));

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`);
}

/** The home page and one other page, found from the content (never a fixed slug). */
function pickPages(documents) {
  const pages = documents.filter(
    (document) => document._type === 'page' && document.slug?.current && document.title,
  );
  const home = pages.find((page) => page.slug.current === '/');
  const other = pages.find((page) => /^[^/]+$/.test(page.slug.current));
  if (!home || !other)
    throw new Error('The dataset needs a home page (slug "/") and one other page');
  return { home, other };
}

function prerendered(distDir, slug) {
  const file = path.join(distDir, 'server/app', slug === '/' ? 'index.html' : `${slug}.html`);
  if (!existsSync(file)) throw new Error(`No prerendered file ${file}`);
  return readFileSync(file, 'utf8');
}

function dataCacheEntries(distDir) {
  const dir = path.join(distDir, 'cache/fetch-cache');
  return existsSync(dir) ? readdirSync(dir).length : 0;
}

function retitle(documents, ids, suffix) {
  return documents.map((document) =>
    ids.includes(document._id) ? { ...document, title: `${document.title} ${suffix}` } : document,
  );
}

const toNdjson = (documents) =>
  `${documents.map((document) => JSON.stringify(document)).join('\n')}\n`;

async function buildTwice(label, distDir, { env, setDocuments, documents, firstBuild }) {
  const { home, other } = pickPages(documents);
  setDocuments(documents);
  console.log(`build-freshness: ${label}: first build into ${distDir}`);
  const first = firstBuild
    ? await firstBuild(distDir)
    : { ...(await buildSite({ distDir, env })), reused: false };
  console.log(`build-freshness: ${label}: ${describeBuild(first)}`);
  check(
    `${label}: first build shows the content`,
    prerendered(distDir, '/').includes(home.title) &&
      prerendered(distDir, other.slug.current).includes(other.title),
  );
  const entries = dataCacheEntries(distDir);
  check(
    `${label}: the first build left data in .next/cache (the trap this guards against)`,
    entries > 0,
    `${entries} entries`,
  );

  const suffix = `endret-${tag}`;
  setDocuments(retitle(documents, [home._id, other._id], suffix));
  console.log(`build-freshness: ${label}: second build into the same dist dir, .next/cache kept`);
  const second = await buildSite({ distDir, env });
  console.log(`build-freshness: ${label}: ${describeBuild({ ...second, reused: false })}`);
  const homeHtml = prerendered(distDir, '/');
  const otherHtml = prerendered(distDir, other.slug.current);
  check(
    `${label}: the second build prerenders the changed home page`,
    homeHtml.includes(`${home.title} ${suffix}`),
  );
  check(
    `${label}: the second build prerenders the changed page /${other.slug.current}`,
    otherHtml.includes(`${other.title} ${suffix}`),
  );
}

async function main() {
  const documents = readPublishedDocuments('content/production.ndjson');
  const datasetFile = path.join(workDir, 'dataset.ndjson');
  try {
    await buildTwice('embedded dataset', distDirs[0], {
      // Rebuilds as a self-hosted deploy does: Turbopack's build cache kept too, whatever the
      // suite chose for its one-off builds (NEXT_BUILD_CACHE in .ci/run).
      env: { CONTENT_DATASET_FILE: datasetFile, NEXT_BUILD_CACHE: 'on' },
      setDocuments: (next) => writeFileSync(datasetFile, toNdjson(next)),
      documents,
    });
    const standIn = await startSanityStandIn({ documents });
    try {
      await buildTwice('Sanity stand-in', distDirs[1], {
        env: {
          SANITY_PROJECT_ID: 'test',
          SANITY_DATASET: 'production',
          SANITY_API_HOST: standIn.url,
          // As the shared build it starts from was made: with the suite's choice (off in CI,
          // where a cache written now would serve no later build).
          NEXT_BUILD_CACHE: process.env.NEXT_BUILD_CACHE ?? 'on',
        },
        setDocuments: (next) => {
          standIn.documents = next;
        },
        documents,
        // Built on the same published documents from another stand-in: the data cache is keyed
        // by query and params (lib/sanity/fetch.ts), not by host, so the second build meets the
        // first one's entries.
        firstBuild: (distDir) => sharedSiteBuild().into(distDir),
      });
    } finally {
      await standIn.close();
    }
  } finally {
    distDirs.forEach(removeDistDir);
    rmSync(workDir, { recursive: true, force: true });
  }
  const failed = results.filter((result) => !result.ok).length;
  console.log(`build-freshness: ${results.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

process.on('exit', () => distDirs.forEach(removeDistDir));
runCheck('build-freshness', main, { distDir: distDirs[0] });
