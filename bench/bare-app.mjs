// The reference for every figure: a bare Next.js page built in the same run, with the same
// Next, React and node_modules as the site. It lives inside the repository (under the
// gitignored .data/) so module resolution finds this project's node_modules without links.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureCommand } from '../test-support/processes.mjs';

/** @typedef {{ dir: string, distDir: string, buildMs: number, peakRssBytes: number }} BareApp */

const FILES = {
  'package.json': JSON.stringify({ name: 'bench-bare-page', private: true }, null, 2),
  // The build cache switch as the site's next.config.mjs reads it (it changes no output).
  'next.config.mjs': `export default {
  poweredByHeader: false,
  experimental: { turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off' },
};
`,
  // Metadata and lang as the site sets them, so SEO and accessibility compare like with like.
  'app/layout.jsx': `export const metadata = {
  title: 'Bar Next.js-side',
  description: 'En tom Next.js-side som referanse for ytelsesmålingene.',
};
export const viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }) {
  return (
    <html lang="nb">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Matfestivalen</h1>
      <p>En bar side uten bilder, skrifter eller skript utover rammeverket.</p>
    </main>
  );
}
`,
};

/**
 * Writes a Next app's files into `dir` and builds it there (its own `.next`, whatever
 * NEXT_DIST_DIR says); returns what the build cost. Also used by bench/framework-costs.mjs.
 * @param {{ dir: string, files: Record<string, string>, nextBin: string, logFile?: string,
 *   name?: string }} options
 * @returns {Promise<BareApp>}
 */
export async function buildNextApp({ dir, files, nextBin, logFile, name = 'app' }) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  const result = await measureCommand(process.execPath, [nextBin, 'build', dir], { env, logFile });
  if (result.code !== 0)
    throw new Error(`${name} build failed (exit ${result.code}); see ${logFile}`);
  return {
    dir,
    distDir: path.join(dir, '.next'),
    buildMs: result.ms,
    peakRssBytes: result.peakRssBytes,
  };
}

/**
 * Writes and builds the bare app; returns where it is and what the build cost.
 * @param {{ workDir: string, nextBin: string, logFile?: string }} options
 * @returns {Promise<BareApp>}
 */
export function buildBareApp({ workDir, nextBin, logFile }) {
  const dir = path.join(workDir, 'bare-app');
  return buildNextApp({ dir, files: FILES, nextBin, logFile, name: 'Bare app' });
}
