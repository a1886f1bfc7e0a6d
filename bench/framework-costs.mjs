#!/usr/bin/env node
// `npm run bench:costs`: where a prerendered content page's origin throughput goes. Builds the
// bare Next page, then the same app with the site's Next features added one at a time (each
// variant keeps the ones before it): a prerendered dynamic route, the site's header rules
// (security headers and the CDN's cache tags), its late-page rewrite and redirect, its disk cache handler (installed from
// instrumentation, as the site does), and a page as heavy as a content page. All are served at
// once and loaded in turns with autocannon (50 connections), so every round meets the same
// machine. Prints requests per second and p99 per round, and each
// variant's median against the bare page's. Not part of `npm test`.
// Options: --rounds=3, --seconds=6, --site-dist=<dir> (also load that build of the site at the
// same path), --keep (keep the variants' work dir).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, spawnNextStart } from '../test-support/next-site.mjs';
import { stopAll, waitForUrl } from '../test-support/processes.mjs';
import { buildNextApp } from './bare-app.mjs';
import { median, ratio } from './support/stats.mjs';
import { load } from './throughput.mjs';

/**
 * @typedef {{ name: string, adds: string, slug?: boolean, headers?: boolean, rewrites?: boolean,
 *   handler?: boolean, heavy?: boolean }} CostVariant
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

/**
 * The path every variant but the bare page serves: a slug its dynamic route prerenders.
 * @type {string}
 */
export const CONTENT_PATH = '/billetter';

/**
 * Cumulative: each variant has every feature of the ones above it.
 * @type {CostVariant[]}
 */
export const VARIANTS = [
  { name: 'bare', adds: 'the bare page at /' },
  { name: 'slug', adds: 'a prerendered [slug] route (dynamicParams = false)', slug: true },
  {
    name: 'headers',
    adds: "+ the site's header rules (security, CDN cache tags)",
    slug: true,
    headers: true,
  },
  {
    name: 'rewrites',
    adds: '+ the late-page fallback rewrite and redirect',
    slug: true,
    headers: true,
    rewrites: true,
  },
  {
    name: 'handler',
    adds: '+ the disk cache handler, installed as the site does (instrumentation)',
    slug: true,
    headers: true,
    rewrites: true,
    handler: true,
  },
  {
    name: 'heavy',
    adds: '+ a page of about 38 kB of HTML',
    slug: true,
    headers: true,
    rewrites: true,
    handler: true,
    heavy: true,
  },
];

const LAYOUT = `export const metadata = { title: 'Bar side', description: 'Referanse for målingene.' };
export const viewport = { width: 'device-width', initialScale: 1 };
export default function RootLayout({ children }) {
  return (<html lang="nb"><body>{children}</body></html>);
}
`;

function pageBody(heavy) {
  const paragraphs = heavy
    ? `{Array.from({ length: 120 }, (_, i) => <p key={i}>Avsnitt {i}: en side uten bilder, skrifter eller skript utover rammeverket, med litt mer tekst.</p>)}`
    : '<p>En side uten bilder, skrifter eller skript utover rammeverket.</p>';
  return `<main><h1>Matfestivalen</h1>${paragraphs}</main>`;
}

/**
 * The files of one variant's app. The site's own modules are imported by absolute path, so a
 * variant measures the rules and the handler the site runs, not copies of them.
 * @param {CostVariant} variant
 * @param {string} siteRoot
 * @returns {Record<string, string>}
 */
export function variantFiles(variant, siteRoot) {
  const lib = (file) => JSON.stringify(path.join(siteRoot, 'lib', file));
  const imports = [
    variant.headers && `import { securityHeaderRules } from ${lib('security/headers.mjs')};`,
    variant.headers && `import { edgeTagHeaderRules } from ${lib('cdn/edge-tags.mjs')};`,
    variant.rewrites &&
      `import { latePageRedirects, latePageRewrites } from ${lib('routing/late-pages.mjs')};`,
  ].filter(Boolean);
  const config = [
    'poweredByHeader: false,',
    variant.headers &&
      'async headers() { return [...securityHeaderRules(), ...edgeTagHeaderRules()]; },',
    variant.rewrites &&
      'async rewrites() { return { beforeFiles: [], afterFiles: [], fallback: latePageRewrites() }; },',
    variant.rewrites && 'async redirects() { return latePageRedirects(); },',
  ].filter(Boolean);
  const files = {
    'package.json': JSON.stringify({ name: `bench-costs-${variant.name}`, private: true }),
    'next.config.mjs': `${imports.join('\n')}\nexport default {\n  ${config.join('\n  ')}\n};\n`,
    'app/layout.jsx': LAYOUT,
    'app/page.jsx': `export default function Page() { return (${pageBody(false)}); }\n`,
  };
  if (variant.handler) {
    // Loaded by Node at run time (not bundled), from the site's lib/.
    files['instrumentation.js'] = `export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installDiskCacheHandler } = await import(/* turbopackIgnore: true */ ${lib('cache/install-disk-cache-handler.mjs')});
  installDiskCacheHandler();
}
`;
  }
  if (variant.slug) {
    const slug = CONTENT_PATH.slice(1);
    files['app/[slug]/page.jsx'] = `export const dynamicParams = false;
export function generateStaticParams() { return [{ slug: '${slug}' }]; }
export default async function Page({ params }) {
  await params;
  return (${pageBody(variant.heavy)});
}
`;
  }
  if (variant.rewrites) {
    files['app/sider/[slug]/page.jsx'] = `export const dynamicParams = true;
export function generateStaticParams() { return []; }
export default async function Page({ params }) { const { slug } = await params; return <p>{slug}</p>; }
`;
  }
  return files;
}

/** A short warm-up thrown away, then the measured run; any error or non-2xx answer stops the bench. */
async function measure(url, durationS) {
  await load(url, { connections: 10, durationS: 1 });
  const result = await load(url, { connections: 50, durationS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '6' },
      'site-dist': { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  const rounds = Number(options.rounds);
  const seconds = Number(options.seconds);
  if (!(rounds >= 1 && seconds >= 1)) throw new Error('--rounds and --seconds must be at least 1');
  // Inside the repository (gitignored .data/), where the variants find this project's node_modules.
  const workDir = path.join(root, '.data', 'bench', `costs-${Date.now()}`);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;

  const targets = [];
  for (const variant of VARIANTS) {
    const dir = path.join(workDir, variant.name);
    console.log(`building ${variant.name}`);
    await buildNextApp({
      dir,
      files: variantFiles(variant, root),
      nextBin,
      logFile: path.join(workDir, `${variant.name}-build.log`),
      name: variant.name,
    });
    targets.push({ ...variant, dir, env, path: variant.slug ? CONTENT_PATH : '/' });
  }
  if (options['site-dist']) {
    targets.push({
      name: 'site',
      adds: `this site's build (${options['site-dist']})`,
      dir: root,
      env: { ...env, NEXT_DIST_DIR: options['site-dist'] },
      path: CONTENT_PATH,
    });
  }

  try {
    for (const target of targets) {
      const port = await freePort();
      const logFile = path.join(workDir, `${target.name}-server.log`);
      const { child } = spawnNextStart({
        appDir: target.dir,
        port,
        env: target.env,
        inheritEnv: false,
        output: { logFile },
      });
      target.url = `http://127.0.0.1:${port}${target.path}`;
      await waitForUrl(target.url, { child });
      target.runs = [];
    }
    for (let round = 1; round <= rounds; round += 1) {
      for (const target of targets) {
        target.runs.push(await measure(target.url, seconds));
        const last = target.runs.at(-1);
        console.log(
          `round ${round} ${target.name}: ${Math.round(last.requestsPerSecond)} req/s, p99 ${last.p99Ms} ms`,
        );
      }
    }
  } finally {
    await stopAll();
    if (!options.keep) rmSync(workDir, { recursive: true, force: true });
  }

  const bareMedian = median(targets[0].runs.map((run) => run.requestsPerSecond));
  console.log(`\n| variant | adds | req/s per round (p99 ms) | median | × bare |`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const target of targets) {
    const perRound = target.runs
      .map((run) => `${Math.round(run.requestsPerSecond)} (${run.p99Ms})`)
      .join(', ');
    const rps = median(target.runs.map((run) => run.requestsPerSecond));
    console.log(
      `| ${target.name} | ${target.adds} | ${perRound} | ${Math.round(rps)} | ${ratio(rps, bareMedian)?.toFixed(2)} |`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`bench:costs failed: ${error.message}`);
    process.exit(1);
  });
}
