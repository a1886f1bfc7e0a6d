// @ts-check
// Builds the site stylesheet: the fallback fonts' @font-face rules, then app/globals.css through
// Tailwind and Autoprefixer, minified; and the brand fonts' faces, which a script loads once the
// page has loaded (lib/ui/late-brand-fonts.ts), with their @font-face rules for a page without
// JavaScript. next.config.mjs runs it before Next bundles anything.
//
// Why not Next's own CSS pipeline: a stylesheet Next manages is a render-blocking <link>, one more
// round trip before a phone on a slow network can paint anything. The root layout puts this
// stylesheet into the HTML itself instead (components/layout/site-stylesheet.tsx). Its outputs:
//
// - public/_assets/: the font files and the stylesheet as a file (for the error screen React draws
//   in the browser), each named by a hash of its bytes so it can be cached for a year;
// - lib/ui/stylesheet/generated/: the modules `#site-stylesheet` resolves to (package.json
//   "imports"): `server.mjs` with the CSS text and the brand fonts' faces, for the HTML;
//   `browser.mjs` without them, so the CSS never ships a second time inside the JavaScript.
//
// docs/performance.md#the-stylesheet-comes-with-the-html has the measurements behind this.
import { mkdirSync, readFileSync, renameSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autoprefixer from 'autoprefixer';
import { transform } from 'lightningcss';
import postcss from 'postcss';
import tailwindcss from 'tailwindcss';
import {
  contentHash,
  fallbackFaceCss,
  readFontFiles,
  webFaceCss,
  webFaces,
} from './site-fonts.mjs';
import { processEnv } from '../../env/process-env.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the built files go, and their public URL. */
export const PUBLIC_ASSETS = { dir: path.join(ROOT, 'public/_assets'), url: '/_assets' };
const GENERATED_DIR = path.join(ROOT, 'lib/ui/stylesheet/generated');

/** Browsers the minifier may drop prefixes and fallbacks for: the last few years' releases. */
const TARGETS = { chrome: 100 << 16, firefox: 100 << 16, safari: (15 << 16) | (4 << 8) };

/**
 * Writes by rename, so a server or a second build never reads half a file.
 * @param {string} file
 * @param {string | Buffer} contents
 */
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/** The stylesheet's text, minified; `fontFiles` as readFontFiles() returns them. */
export async function compileSiteCss(fontFiles = readFontFiles()) {
  const source = path.join(ROOT, 'app/globals.css');
  const tailwind = await postcss([
    tailwindcss(path.join(ROOT, 'tailwind.config.ts')),
    autoprefixer(),
  ]).process(readFileSync(source, 'utf8'), { from: source });
  return minify(fallbackFaceCss(fontFiles) + tailwind.css);
}

const publicUrl = (/** @type {string} */ name) => `${PUBLIC_ASSETS.url}/${name}`;

/** The brand fonts' @font-face rules (for a page without JavaScript), minified. */
export function compileWebFaceCss(fontFiles = readFontFiles()) {
  return minify(webFaceCss(fontFiles, publicUrl));
}

/** The brand fonts' faces at their public URLs, for the script that loads them. */
export function webFaceList(fontFiles = readFontFiles()) {
  return webFaces(fontFiles, publicUrl);
}

function minify(/** @type {string} */ css) {
  const { code } = transform({
    filename: 'site.css',
    code: Buffer.from(css),
    minify: true,
    targets: TARGETS,
  });
  return code.toString();
}

/**
 * Builds the stylesheet and writes every output. Files of earlier builds stay in public/_assets:
 * a server started from another build of this tree (the tests keep several) may still name them.
 *
 * @returns {Promise<{ href: string, fonts: string[], bytes: number }>}
 */
export async function buildSiteStylesheet() {
  const fontFiles = readFontFiles();
  const css = await compileSiteCss(fontFiles);
  const late = { webFaces: webFaceList(fontFiles), webFaceCss: compileWebFaceCss(fontFiles) };
  mkdirSync(PUBLIC_ASSETS.dir, { recursive: true });
  mkdirSync(GENERATED_DIR, { recursive: true });

  const fonts = [];
  for (const { bytes, name } of fontFiles.values()) {
    writeAtomically(path.join(PUBLIC_ASSETS.dir, name), bytes);
    fonts.push(`${PUBLIC_ASSETS.url}/${name}`);
  }
  const cssName = `site.${contentHash(css)}.css`;
  writeAtomically(path.join(PUBLIC_ASSETS.dir, cssName), css);
  const href = `${PUBLIC_ASSETS.url}/${cssName}`;

  const header =
    '// Written by lib/ui/stylesheet/build-site-stylesheet.mjs on every build; not in git.\n';
  const shared = { href, fonts };
  writeAtomically(
    path.join(GENERATED_DIR, 'server.mjs'),
    `${header}export const siteStylesheet = ${JSON.stringify({ ...shared, css, ...late })};\n`,
  );
  writeAtomically(
    path.join(GENERATED_DIR, 'browser.mjs'),
    `${header}export const siteStylesheet = ${JSON.stringify({ ...shared, css: '', webFaces: [], webFaceCss: '' })};\n`,
  );
  return { href, fonts, bytes: Buffer.byteLength(css) };
}

const BUILT = 'SITE_STYLESHEET_BUILT';

/**
 * From next.config.mjs. `next build` and `next dev` load the config in their main process first
 * and their workers inherit its environment, so the stylesheet is built once per command. Under
 * `next dev` it is built again when a source Tailwind reads changes, and Next reloads the page.
 *
 * @param {'build' | 'dev'} mode
 */
export async function prepareSiteStylesheet(mode, env = processEnv()) {
  if (env[BUILT]) return;
  env[BUILT] = '1';
  await buildSiteStylesheet();
  if (mode !== 'dev') return;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      buildSiteStylesheet().catch((error) =>
        console.error(`site stylesheet: the rebuild failed: ${error.message}`),
      );
    }, 100);
  };
  for (const source of ['app', 'components', 'tailwind.config.ts']) {
    watch(path.join(ROOT, source), { recursive: true }, rebuild).unref();
  }
}
