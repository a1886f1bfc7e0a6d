#!/usr/bin/env node
// `npm run bench:profile`: where a prerendered page's request time goes at the origin. Builds the
// site on the seed dataset (or reuses --dist), starts `next start` under V8's CPU profiler
// (--cpu-prof), loads one path with autocannon, stops the server so the profile is written, and
// prints the functions and the files/packages with the most self time.
// Options: --path=/billetter (default: the first content page), --seconds=10, --dist=<dir>
// (a build to reuse, relative to the repository), --top=20, --keep.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { readNdjson, renderableRoutes } from './pages.mjs';
import { summarizeProfile } from './cpu-profile.mjs';
import {
  buildSite,
  embeddedSiteEnv,
  freePort,
  spawnNextStart,
} from '../test-support/next-site.mjs';
import { stopAll, stopProcess, waitForUrl } from '../test-support/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values: options } = parseArgs({
  options: {
    path: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    dist: { type: 'string' },
    top: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});

const workDirRelative = path.join('.data', 'bench', 'profile');
const workDir = path.join(root, workDirRelative);
const log = (message) => console.log(`[profile] ${message}`);

async function main() {
  mkdirSync(workDir, { recursive: true });
  const datasetFile = path.join(root, 'content', 'production.ndjson');
  const pagePath =
    options.path ?? renderableRoutes(readNdjson(datasetFile)).find((route) => route !== '/') ?? '/';
  let distDir = options.dist;
  if (!distDir) {
    distDir = path.join(workDirRelative, 'dist');
    log(`building the site into ${distDir}`);
    const build = await buildSite({
      cwd: root,
      distDir,
      env: embeddedSiteEnv({ distDir, datasetFile }),
      inheritEnv: false,
      output: { logFile: path.join(workDir, 'build.log') },
      measure: true,
      // Readable function names in the profile.
      buildArgs: ['--no-mangling'],
    });
    log(`build: ${(build.durationMs / 1000).toFixed(1)} s`);
  } else if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    throw new Error(`--dist ${distDir} holds no build (no BUILD_ID)`);
  }

  const profileDir = path.join(workDir, `cpu-${Date.now()}`);
  mkdirSync(profileDir, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = embeddedSiteEnv({ distDir, datasetFile, port });
  env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${profileDir}`.trim();
  const { child: server } = spawnNextStart({
    appDir: root,
    port,
    env,
    inheritEnv: false,
    output: { logFile: path.join(workDir, 'server.log') },
  });
  await waitForUrl(`${origin}${pagePath}`, { child: server, timeoutMs: 120_000 });
  await autocannon({ url: `${origin}${pagePath}`, connections: 10, duration: 2 });
  const result = await autocannon({
    url: `${origin}${pagePath}`,
    connections: 50,
    duration: Number(options.seconds),
  });
  log(
    `${pagePath}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
  );
  // SIGTERM: Next exits through process.exit, which is when V8 writes the profile.
  await stopProcess(server, 15_000);

  const profiles = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
  if (profiles.length === 0) throw new Error(`No .cpuprofile written to ${profileDir}`);
  // The biggest profile is the process that served the requests.
  const [largest] = profiles
    .map((name) => path.join(profileDir, name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  const summary = summarizeProfile(JSON.parse(readFileSync(largest, 'utf8')), {
    root,
    top: Number(options.top),
  });
  log(
    `profile: ${path.relative(root, largest)} (${(summary.totalMs / 1000).toFixed(1)} s sampled)`,
  );
  console.log('\nSelf time by function:');
  for (const row of summary.functions)
    console.log(
      `  ${row.percent.toFixed(1).padStart(5)}%  ${row.ms.toFixed(0).padStart(6)} ms  ${row.name}`,
    );
  console.log('\nSelf time by file or package:');
  for (const row of summary.files)
    console.log(
      `  ${row.percent.toFixed(1).padStart(5)}%  ${row.ms.toFixed(0).padStart(6)} ms  ${row.name}`,
    );
  console.log('\nTotal time in the compiled server code (inclusive; pages, route handlers):');
  for (const row of summary.projectInclusive)
    console.log(
      `  ${row.percent.toFixed(1).padStart(5)}%  ${row.ms.toFixed(0).padStart(6)} ms  ${row.name}`,
    );
  if (!options.keep && !options.dist)
    rmSync(path.join(workDir, 'dist'), { recursive: true, force: true });
}

main()
  .catch((error) => {
    console.error(`bench:profile failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  })
  .finally(stopAll);
