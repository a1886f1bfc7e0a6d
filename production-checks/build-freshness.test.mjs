// Every build prerenders the content as it is at build time, whatever `.next/cache` holds:
// builds once, changes the content, builds again into the same dist dir (its cache kept) and
// checks the prerendered pages show the change. Twice: on the embedded dataset (both builds with
// Turbopack's build cache, as a self-hosted deploy rebuilds; the first one is shared with the
// standalone check and the bench's smoke run) and on the Sanity stand-in, where the first build
// is the run's shared build (test-support/shared-build.mjs), copied with its data cache. Cleans
// up its dist dirs and temp files.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildSite, cleanUpOnInterrupt, removeDistDir } from '../test-support/next-site.mjs';
import { readPublishedDocuments, startSanityStandIn } from '../test-support/sanity-stand-in.mjs';
import {
  describeBuild,
  seedBuildEnv,
  seedSiteBuild,
  sharedSiteBuild,
} from '../test-support/shared-build.mjs';

const tag = randomBytes(6).toString('hex');
const SUFFIX = `endret-${tag}`;
const documents = readPublishedDocuments('content/production.ndjson');

/** The home page and one other page, found from the content (never a fixed slug). */
function pickPages() {
  const pages = documents.filter(
    (document) => document._type === 'page' && document.slug?.current && document.title,
  );
  const home = pages.find((page) => page.slug.current === '/');
  const other = pages.find((page) => /^[^/]+$/.test(page.slug.current));
  if (!home || !other)
    throw new Error('The dataset needs a home page (slug "/") and one other page');
  return { home, other };
}
const { home, other } = pickPages();

function prerendered(distDir, slug) {
  const file = path.join(distDir, 'server/app', slug === '/' ? 'index.html' : `${slug}.html`);
  assert.ok(existsSync(file), `a prerendered file ${file}`);
  return readFileSync(file, 'utf8');
}

function dataCacheEntries(distDir) {
  const dir = path.join(distDir, 'cache/fetch-cache');
  return existsSync(dir) ? readdirSync(dir).length : 0;
}

const retitled = () =>
  documents.map((document) =>
    [home._id, other._id].includes(document._id)
      ? { ...document, title: `${document.title} ${SUFFIX}` }
      : document,
  );

const toNdjson = (list) => `${list.map((document) => JSON.stringify(document)).join('\n')}\n`;

/**
 * The checks of one configuration: `firstBuild` makes the first build into `distDir` from the
 * published documents, `rebuildChanged` changes the content and builds again in place.
 */
function buildTwice(label, distDir, { firstBuild, rebuildChanged }) {
  describe(label, () => {
    before(async () => {
      console.log(`build-freshness: ${label}: first build into ${distDir}`);
      console.log(`build-freshness: ${label}: ${describeBuild(await firstBuild())}`);
    });

    test('the first build shows the content', () => {
      assert.ok(prerendered(distDir, '/').includes(home.title), `"${home.title}" on /`);
      const otherHtml = prerendered(distDir, other.slug.current);
      assert.ok(otherHtml.includes(other.title), `"${other.title}" on /${other.slug.current}`);
    });

    test('the first build left data in .next/cache (the trap this guards against)', () => {
      assert.ok(dataCacheEntries(distDir) > 0, `entries in ${distDir}/cache/fetch-cache`);
    });

    describe('after the content changed, a second build into the same dist dir', () => {
      before(async () => {
        console.log(`build-freshness: ${label}: second build, .next/cache kept`);
        const second = await rebuildChanged();
        console.log(`build-freshness: ${label}: ${describeBuild({ ...second, reused: false })}`);
      });

      test('prerenders the changed home page', () => {
        assert.ok(prerendered(distDir, '/').includes(`${home.title} ${SUFFIX}`));
      });

      test(`prerenders the changed page /${other.slug.current}`, () => {
        assert.ok(prerendered(distDir, other.slug.current).includes(`${other.title} ${SUFFIX}`));
      });
    });
  });
}

const embeddedDistDir = `.next-freshness-a-${tag}`;
const standInDistDir = `.next-freshness-b-${tag}`;
const workDir = mkdtempSync(path.join(tmpdir(), 'build-freshness-'));
const datasetFile = path.join(workDir, 'dataset.ndjson');
let standIn;

cleanUpOnInterrupt([embeddedDistDir, standInDistDir]);
after(async () => {
  await standIn?.close();
  [embeddedDistDir, standInDistDir].forEach(removeDistDir);
  rmSync(workDir, { recursive: true, force: true });
});

// Rebuilds as a self-hosted deploy does: Turbopack's build cache kept too, whatever the suite
// chose for its one-off builds (NEXT_BUILD_CACHE in .ci/run). The first build is the seed
// build, made here (Turbopack's cache is only good in the dist dir that wrote it, or in `npm
// test` the run's build workshop: test-support/build-workshop.mjs) and shared with the run's
// later stages before the rebuild (test-support/shared-build.mjs).
buildTwice('embedded dataset', embeddedDistDir, {
  firstBuild: () => seedSiteBuild().buildInPlace(embeddedDistDir),
  rebuildChanged: () => {
    writeFileSync(datasetFile, toNdjson(retitled()));
    return buildSite({ distDir: embeddedDistDir, env: seedBuildEnv(datasetFile) });
  },
});

buildTwice('Sanity stand-in', standInDistDir, {
  // Built on the same published documents from another stand-in: the data cache is keyed by
  // query and params (lib/sanity/fetch.ts), not by host, so the second build meets the first
  // one's entries.
  firstBuild: () => sharedSiteBuild().into(standInDistDir),
  rebuildChanged: async () => {
    standIn = await startSanityStandIn({ documents: retitled() });
    return buildSite({
      distDir: standInDistDir,
      env: {
        SANITY_PROJECT_ID: 'test',
        SANITY_DATASET: 'production',
        SANITY_API_HOST: standIn.url,
        // As the shared build it starts from was made: with the suite's choice (off in CI,
        // where a cache written now would serve no later build), or, in a run with a build
        // workshop, with the run's Turbopack cache.
        NEXT_BUILD_CACHE: process.env.NEXT_BUILD_CACHE ?? 'on',
      },
    });
  },
});
