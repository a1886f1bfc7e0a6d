#!/usr/bin/env node
// `npm run bench`: builds the site and a bare Next.js page side by side, measures every figure
// against its reference in the same run, prints a table and writes JSON to bench/results/.
// Not part of `npm test`. Options: --quick (fewer rounds, for trying the bench out),
// --only=probe,js,lighthouse,throughput,publish,edge,scaling, --pages=500, --keep (keep the work
// dir), --probe-pages=/a,/b (the probe's pages instead of one per page type; `all` for every
// page), --probe-rounds=5, --smoke (one short round of every step but scaling on two pages, then
// checks that every row has plausible figures: part of `npm test`, so the bench itself cannot
// rot; its figures mean nothing).
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildBareApp } from './bare-app.mjs';
import { purgeEnv, runEdge } from './edge.mjs';
import { generateDataset, writeNdjson } from './generate-dataset.mjs';
import { htmlWeights } from './html-weight.mjs';
import { firstLoadJs, librariesInChunks } from './js-size.mjs';
import { LIGHTHOUSE_VERSION, runLighthouse } from './lighthouse.mjs';
import { probeProblems, runProbe } from './lcp-probe.mjs';
import { readNdjson, renderableRoutes } from './pages.mjs';
import { probePages } from './probe-pages.mjs';
import { addColdPages, choosePublishTarget, runPublishFresh } from './publish-fresh.mjs';
import { formatReport } from './report.mjs';
import {
  buildSite,
  embeddedSiteEnv,
  freePort,
  removeDistDir,
  spawnNextStart,
} from '../test-support/next-site.mjs';
import { startVarnish } from '../test-support/varnish.mjs';
import { fullChromiumPath } from '../test-support/chromium.mjs';
import { describeBuild, seedSiteBuild, sharedBuildsRun } from '../test-support/shared-build.mjs';
import { startProcess, stopAll, stopProcess, waitForUrl } from '../test-support/processes.mjs';
import { runThroughput } from './throughput.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const chromePath = fullChromiumPath();
const STEPS = ['probe', 'js', 'lighthouse', 'throughput', 'publish', 'edge', 'scaling'];

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    pages: { type: 'string', default: '500' },
    keep: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    'probe-pages': { type: 'string' },
    'probe-rounds': { type: 'string' },
  },
});
const smoke = options.smoke;
const steps = new Set(
  options.only
    ? options.only.split(',')
    : smoke
      ? STEPS.filter((name) => name !== 'scaling')
      : STEPS,
);
const quick = options.quick || smoke;
const settings = {
  probeRounds: Number(options['probe-rounds'] ?? (smoke ? 1 : quick ? 3 : 5)),
  lighthouseRounds: quick ? 1 : 3,
  // The smoke measures the home page and one content page; a real run measures every page.
  lighthousePages: smoke ? 2 : Infinity,
  // Lighthouse is the long pole; past this budget it finishes the current round and stops.
  lighthouseBudgetMs: (quick ? 4 : 10) * 60_000,
  // The smoke checks that each load step yields clean figures: a second of load is enough.
  autocannon: { connections: 50, durationS: smoke ? 1 : quick ? 4 : 10, warmupS: quick ? 1 : 2 },
  publishIterations: smoke ? 2 : quick ? 3 : 10,
  generatedPages: Number(options.pages),
};

const startedAt = new Date();
const runId = startedAt.toISOString().replace(/[:.]/g, '-');
// Relative to the repository, inside the gitignored .data/: the bare app resolves this
// project's node_modules by walking up, and Next requires distDir inside the project.
const workDirRelative = path.join('.data', 'bench', runId);
const workDir = path.join(root, workDirRelative);
const resultsDir = path.join(root, 'bench', 'results');
// The smoke run inside the suite (scripts/run-stages.mjs) serves a copy of the run's seed build
// (test-support/shared-build.mjs), which the build-freshness check made: it checks the bench's
// steps, not how long a build takes. Every other run builds the site itself, and times it.
const reuseSeedBuild = smoke && sharedBuildsRun() !== undefined;
const seedDistRelative = reuseSeedBuild
  ? `.next-bench-${runId.toLowerCase()}`
  : path.join(workDirRelative, 'dist-seed');
const log = (message) =>
  console.log(`[bench ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)}s] ${message}`);

const results = {
  startedAt: startedAt.toISOString(),
  settings,
  steps: [...steps],
  errors: [],
  lighthouseVersion: LIGHTHOUSE_VERSION,
};

async function step(name, action) {
  try {
    return await action();
  } catch (error) {
    log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    results.errors.push({
      step: name,
      message: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
}

/** Writes the JSON and prints the tables of every step that has figures. */
function report() {
  results.durationS = Math.round((Date.now() - startedAt.getTime()) / 1000);
  const jsonFile = path.join(resultsDir, `bench-${runId}.json`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(formatReport(results));
  console.log(`\nJSON: ${path.relative(root, jsonFile)}`);
}

async function cleanUp() {
  await stopAll();
  if (options.keep) return;
  rmSync(workDir, { recursive: true, force: true });
  if (reuseSeedBuild) removeDistDir(seedDistRelative);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    log(`${signal}: stopping servers and removing ${workDirRelative}`);
    await cleanUp();
    // The steps that finished are kept: a long run stopped in Lighthouse still has its probe.
    results.errors.push({ step: 'bench', message: `stopped by ${signal}` });
    report();
    process.exit(130);
  });
}

function jsFigures(siteDist, bareDist, routes) {
  const [bare] = firstLoadJs(bareDist).filter((page) => page.route === '/');
  const wanted = new Set([...routes, '/_not-found']);
  const pages = firstLoadJs(siteDist)
    .filter((page) => wanted.has(page.route))
    .map((page) => ({
      route: page.route === '/_not-found' ? '404 (/_not-found)' : page.route,
      gzipBytes: page.gzipBytes,
      rawBytes: page.rawBytes,
      chunks: page.chunks,
      entryGzipBytes: page.entry.gzipBytes,
      islandsGzipBytes: page.islands.gzipBytes,
      libraries: librariesInChunks(siteDist, page.chunks),
    }));
  return {
    bare: { gzipBytes: bare.gzipBytes, rawBytes: bare.rawBytes, chunks: bare.chunks },
    routes: pages,
  };
}

/** The probe's pages: --probe-pages when given (`all`: every page), else one per page type. */
function probeTargets(routes, documents) {
  const chosen = options['probe-pages'];
  if (chosen === 'all') return routes.map((route) => ({ type: 'page', route }));
  if (chosen) {
    const wanted = chosen.split(',').map((route) => route.trim());
    const unknown = wanted.filter((route) => !routes.includes(route));
    if (unknown.length > 0)
      throw new Error(`--probe-pages: not a page of the dataset: ${unknown.join(', ')}`);
    return wanted.map((route) => ({ type: 'page', route }));
  }
  const { pages, missing } = probePages(documents);
  if (missing.length > 0) log(`probe: the dataset has no ${missing.join(', ')}; left out`);
  return pages;
}

/**
 * Builds the site on a dataset into `distDir` (relative to the repository), measuring its time
 * and peak memory; output goes to `logFile`.
 */
async function measuredSiteBuild(distDir, datasetFile, logFile) {
  const build = await buildSite({
    cwd: root,
    distDir,
    env: embeddedSiteEnv({ distDir, datasetFile }),
    inheritEnv: false,
    output: { logFile },
    measure: true,
  });
  return {
    distDir: path.resolve(root, distDir),
    buildMs: build.durationMs,
    peakRssBytes: build.peakRssBytes,
  };
}

async function startServer(name, start, url) {
  const child = start();
  await waitForUrl(url, { child, timeoutMs: 120_000 });
  log(`${name} is up at ${url}`);
  return child;
}

/** The run's seed build, copied into seedDistRelative (a smoke run in the suite). */
async function copySeedBuild() {
  const copied = await seedSiteBuild().into(seedDistRelative);
  return {
    distDir: path.resolve(root, seedDistRelative),
    buildMs: copied.durationMs,
    described: describeBuild(copied),
  };
}

async function main() {
  mkdirSync(workDir, { recursive: true });
  mkdirSync(resultsDir, { recursive: true });
  const seedFile = path.join(root, 'content', 'production.ndjson');
  const datasetFile = path.join(workDir, 'dataset.ndjson');
  copyFileSync(seedFile, datasetFile);
  const routes = renderableRoutes(readNdjson(datasetFile));
  log(`pages from the dataset: ${routes.join(' ')}`);

  const needsServers = ['probe', 'lighthouse', 'throughput', 'publish', 'edge'].some((name) =>
    steps.has(name),
  );
  const needsBuilds = needsServers || steps.has('js') || steps.has('scaling');
  if (!needsBuilds) return;

  log('building the bare reference page');
  const bare = await buildBareApp({
    workDir,
    nextBin,
    logFile: path.join(workDir, 'bare-build.log'),
  });
  log(`bare build: ${(bare.buildMs / 1000).toFixed(1)} s`);
  log('building the site on the seed dataset');
  const seedBuild = reuseSeedBuild
    ? await copySeedBuild()
    : await measuredSiteBuild(seedDistRelative, datasetFile, path.join(workDir, 'seed-build.log'));
  log(`seed build: ${seedBuild.described ?? `${(seedBuild.buildMs / 1000).toFixed(1)} s`}`);

  if (steps.has('js')) {
    results.js = jsFigures(seedBuild.distDir, bare.distDir, routes);
    const [bareHtml] = htmlWeights(bare.distDir, ['/']);
    results.html = { bare: bareHtml, routes: htmlWeights(seedBuild.distDir, routes) };
  }

  if (needsServers) {
    const secret = randomBytes(24).toString('hex');
    const [sitePort, barePort, staticPort] = [await freePort(), await freePort(), await freePort()];
    const siteOrigin = `http://127.0.0.1:${sitePort}`;
    const bareOrigin = `http://127.0.0.1:${barePort}`;
    const staticOrigin = `http://127.0.0.1:${staticPort}`;
    // Varnish in front of the site (it needs only the port), so the site purges it on publish.
    const edge = steps.has('edge')
      ? await step('edge', () => startVarnish({ backendPort: sitePort }))
      : undefined;
    if (edge) log(`varnish is up at ${edge.url}, in front of the site`);
    const env = embeddedSiteEnv({
      distDir: seedDistRelative,
      datasetFile,
      port: sitePort,
      extra: { SANITY_REVALIDATE_SECRET: secret, ...(edge ? purgeEnv(edge) : {}) },
    });
    const site = await startServer(
      'site',
      () =>
        spawnNextStart({
          appDir: root,
          port: sitePort,
          env,
          inheritEnv: false,
          output: { logFile: path.join(workDir, 'site-server.log') },
        }).child,
      `${siteOrigin}/`,
    );
    const bareEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
    delete bareEnv.NEXT_DIST_DIR;
    const bareServer = await startServer(
      'bare page',
      () =>
        spawnNextStart({
          appDir: bare.dir,
          port: barePort,
          env: bareEnv,
          inheritEnv: false,
          output: { logFile: path.join(workDir, 'bare-server.log') },
        }).child,
      `${bareOrigin}/`,
    );
    const staticServer = await startServer(
      'static server',
      () =>
        startProcess(
          process.execPath,
          [
            path.join(root, 'bench', 'static-server.mjs'),
            path.join(seedBuild.distDir, 'server', 'app'),
            String(staticPort),
          ],
          { output: 'ignore' },
        ).child,
      `${staticOrigin}/`,
    );
    const slugRoute = routes.find((route) => route !== '/');

    if (steps.has('probe')) {
      if (!existsSync(chromePath))
        throw new Error(`Chromium not found at ${chromePath} (set CHROMIUM_PATH)`);
      results.probe = await step('probe', () =>
        runProbe({
          targets: [
            { name: 'bare', type: 'bare Next page', url: `${bareOrigin}/` },
            ...probeTargets(routes, readNdjson(datasetFile)).map((page) => ({
              name: page.route,
              type: page.type,
              url: `${siteOrigin}${page.route}`,
            })),
          ],
          rounds: settings.probeRounds,
          chromePath,
          log,
        }),
      );
    }

    if (steps.has('lighthouse')) {
      if (!existsSync(chromePath))
        throw new Error(`Chromium not found at ${chromePath} (set CHROMIUM_PATH)`);
      results.lighthouse = await step('lighthouse', () =>
        runLighthouse({
          targets: [
            { name: 'bare', url: `${bareOrigin}/` },
            ...routes
              .slice(0, settings.lighthousePages)
              .map((route) => ({ name: route, url: `${siteOrigin}${route}` })),
          ],
          rounds: settings.lighthouseRounds,
          deadline: Date.now() + settings.lighthouseBudgetMs,
          chromePath,
          log,
        }),
      );
    }
    if (steps.has('throughput')) {
      results.throughput = await step('throughput', () =>
        runThroughput({
          origins: { next: siteOrigin, bare: bareOrigin, static: staticOrigin },
          paths: ['/', slugRoute],
          ...settings.autocannon,
          log,
        }),
      );
    }
    if (steps.has('publish')) {
      results.publish = await step('publish', () => {
        const target = choosePublishTarget(datasetFile, slugRoute);
        const coldRoutes = addColdPages(datasetFile, target, settings.publishIterations);
        return runPublishFresh({
          origin: siteOrigin,
          datasetFile,
          secret,
          target,
          coldRoutes,
          iterations: settings.publishIterations,
          log,
        });
      });
    }
    if (edge) {
      results.edge = await step('edge', () =>
        runEdge({
          origins: { next: siteOrigin, edge: edge.url },
          paths: ['/', slugRoute],
          autocannon: settings.autocannon,
          datasetFile,
          secret,
          target: choosePublishTarget(datasetFile, slugRoute),
          iterations: settings.publishIterations,
          log,
        }),
      );
      await edge.stop();
    }
    await Promise.all([site, bareServer, staticServer].map((child) => stopProcess(child)));
  }

  if (steps.has('scaling')) {
    results.scaling = await step('scaling', async () => {
      const generatedFile = path.join(workDir, `dataset-${settings.generatedPages}.ndjson`);
      writeNdjson(
        generatedFile,
        generateDataset({ seedDocuments: readNdjson(seedFile), pages: settings.generatedPages }),
      );
      const generatedRoutes = renderableRoutes(readNdjson(generatedFile)).length;
      log(`building the site on ${generatedRoutes} pages`);
      const bigDist = path.join(workDirRelative, 'dist-generated');
      const big = await measuredSiteBuild(
        bigDist,
        generatedFile,
        path.join(workDir, 'generated-build.log'),
      );
      log(`generated build: ${(big.buildMs / 1000).toFixed(1)} s`);
      rmSync(big.distDir, { recursive: true, force: true });
      const builds = [
        {
          name: 'seed',
          pages: routes.length,
          buildMs: seedBuild.buildMs,
          peakRssBytes: seedBuild.peakRssBytes,
        },
        {
          name: `seed + ${settings.generatedPages} generated`,
          pages: generatedRoutes,
          buildMs: big.buildMs,
          peakRssBytes: big.peakRssBytes,
        },
      ];
      const extraPages = generatedRoutes - routes.length;
      return {
        bare: { buildMs: bare.buildMs, peakRssBytes: bare.peakRssBytes },
        builds,
        growth: {
          fromPages: routes.length,
          toPages: generatedRoutes,
          msPerPage: (big.buildMs - seedBuild.buildMs) / extraPages,
          kbPerPage: (big.peakRssBytes - seedBuild.peakRssBytes) / 1000 / extraPages,
        },
      };
    });
  }
}

/** What a smoke run must have produced: every step's rows, each with figures and no failed run. */
function smokeProblems(figures) {
  const problems = [];
  for (const name of steps) if (!figures[name]) problems.push(`no ${name} results`);
  for (const row of figures.lighthouse ?? []) {
    if (
      row.failedRuns > 0 ||
      typeof row.performance !== 'number' ||
      typeof row.lcpMs !== 'number'
    ) {
      problems.push(
        `lighthouse ${row.preset} ${row.target}: no figures (${row.failedRuns}/${row.runs} runs failed)`,
      );
    }
  }
  for (const row of figures.probe ?? []) problems.push(...probeProblems(row));
  if (figures.probe && !figures.probe.some((row) => row.target === 'bare'))
    problems.push('probe: no bare reference row');
  if (figures.probe && figures.probe.length < 2)
    problems.push('probe: no page of the site measured');
  for (const row of figures.edge?.throughput ?? []) {
    if (typeof row.edge?.requestsPerSecond !== 'number' || row.edge.non2xx + row.edge.errors > 0)
      problems.push(`edge ${row.path}: no clean figures through Varnish`);
  }
  for (const row of figures.edge?.hits ?? []) {
    for (const side of ['page', 'static']) {
      const figure = row[side];
      if (!(figure.requestsPerSecond > 0) || figure.non2xx + figure.errors > 0)
        problems.push(`edge hit ${row.path} (${side}): no clean figures`);
    }
  }
  if (figures.edge && !(figures.edge.hits?.length > 0)) problems.push('edge: no edge speed rows');
  if (figures.edge && figures.edge.publish.failures > 0)
    problems.push(`edge: ${figures.edge.publish.failures} publishes not fresh at Varnish`);
  if (figures.js && !(figures.html?.routes.length > 0 && figures.html.bare))
    problems.push('html: no HTML weight rows');
  for (const row of figures.html?.routes ?? [])
    if (!(row.inlineRscBytes > 0)) problems.push(`html ${row.route}: no inline RSC payload found`);
  if (figures.lighthouse && !figures.lighthouse.some((row) => row.target === 'bare'))
    problems.push('lighthouse: no bare reference row');
  return problems;
}

try {
  await step('bench', main);
} finally {
  await cleanUp();
}
if (smoke) {
  for (const problem of smokeProblems(results))
    results.errors.push({ step: 'smoke', message: problem });
}
report();
process.exit(results.errors.length > 0 ? 1 : 0);
