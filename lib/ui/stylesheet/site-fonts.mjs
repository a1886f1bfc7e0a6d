// The brand fonts, from @fontsource on npm (nothing is fetched from the internet at build time),
// and the @font-face rules the site stylesheet starts with.
//
// Each family gets a fallback face: a local system font (Times New Roman for the serif heading,
// Arial for the body) scaled and given line metrics so the text takes the same room in both. The
// text paints in the fallback first (font-display: swap), and when the web font arrives its
// lines keep their place (a line's width may differ by a few per cent). The figures are worked out from the font file as next/font works them out, with the
// same code (docs/performance.md#fonts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * @typedef {{ weight: number, file: string }} FontFile
 * @typedef {{
 *   family: string,
 *   variable: string,
 *   fallbackLocal: 'Times New Roman' | 'Arial',
 *   generic: string[],
 *   files: FontFile[],
 * }} SiteFont
 */

/** @type {SiteFont[]} */
export const SITE_FONTS = [
  {
    family: 'Playfair Display',
    variable: '--font-heading',
    fallbackLocal: 'Times New Roman',
    generic: ['Georgia', 'serif'],
    files: [
      {
        weight: 700,
        file: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
      },
    ],
  },
  {
    family: 'Inter',
    variable: '--font-body',
    fallbackLocal: 'Arial',
    generic: ['system-ui', 'sans-serif'],
    files: [
      { weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff2' },
      { weight: 600, file: '@fontsource/inter/files/inter-latin-600-normal.woff2' },
    ],
  },
];

/** A short hash of a file's bytes, for a name that changes when they do (cached for a year). */
export const contentHash = (/** @type {string | Buffer} */ contents) =>
  createHash('sha256').update(contents).digest('hex').slice(0, 12);

/**
 * Every font file of SITE_FONTS, read once: its bytes and its public name.
 * @returns {Map<FontFile, { bytes: Buffer, name: string }>}
 */
export function readFontFiles() {
  const files = new Map();
  for (const font of SITE_FONTS) {
    for (const fontFile of font.files) {
      const bytes = readFileSync(require.resolve(fontFile.file));
      const base = path.basename(fontFile.file, '.woff2');
      files.set(fontFile, { bytes, name: `${base}.${contentHash(bytes)}.woff2` });
    }
  }
  return files;
}

/**
 * The fallback face's size and line metrics, from the font file: next/font's own calculation
 * (the one the site used while next/font wrote its font CSS), so the figures stay the same.
 */
function fallbackMetrics(
  /** @type {Buffer} */ bytes,
  /** @type {SiteFont['fallbackLocal']} */ local,
) {
  const fontkit = require('next/dist/compiled/@next/font/dist/fontkit/index.js');
  const {
    getFallbackMetricsFromFontFile,
  } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file.js');
  const fromBuffer = fontkit.default?.default ?? fontkit.default ?? fontkit;
  const metrics = getFallbackMetricsFromFontFile(
    fromBuffer(bytes),
    local === 'Times New Roman' ? 'serif' : 'sans-serif',
  );
  const fields = ['ascentOverride', 'descentOverride', 'lineGapOverride', 'sizeAdjust'];
  if (!fields.every((field) => /^\d+(\.\d+)?%$/.test(String(metrics?.[field])))) {
    throw new Error(
      `Could not work out the ${local} fallback face's metrics (got ${JSON.stringify(metrics)}): ` +
        'has next/font moved its fallback-metrics code?',
    );
  }
  return metrics;
}

/**
 * The fonts a fallback face may use, by the font its metrics are worked out for. Liberation Sans
 * and Liberation Serif have Arial's and Times New Roman's glyph widths and vertical metrics (that
 * is what they were made for), so the same overrides fit them. Linux has them where it lacks
 * the originals, and `local()` looks up a font by its own name, never by a fontconfig alias:
 * with `local("Arial")` alone, Chromium on Linux found no fallback face at all, painted the
 * generic font and shifted the text when the web font arrived.
 */
export const METRIC_COMPATIBLE_LOCALS = {
  Arial: ['Arial', 'Liberation Sans'],
  'Times New Roman': ['Times New Roman', 'Liberation Serif'],
};

const localSources = (/** @type {SiteFont['fallbackLocal']} */ local) =>
  METRIC_COMPATIBLE_LOCALS[local].map((name) => `local("${name}")`).join(',');

/**
 * The @font-face rules (web faces and fallback faces) and the custom properties Tailwind's
 * `font-heading` and `font-sans` read.
 *
 * @param {ReturnType<typeof readFontFiles>} files the font files, from readFontFiles()
 * @param {(name: string) => string} urlOf the public URL of a font file by its name
 */
export function siteFontCss(files, urlOf) {
  const rules = [];
  const properties = [];
  for (const font of SITE_FONTS) {
    let fallbackSource;
    for (const file of font.files) {
      const { bytes, name } = files.get(file);
      // next/font measures the regular weight when there is one; the heading has only bold.
      if (!fallbackSource || file.weight === 400) fallbackSource = bytes;
      rules.push(
        `@font-face{font-family:"${font.family}";src:url(${urlOf(name)}) format("woff2");` +
          `font-display:swap;font-weight:${file.weight};font-style:normal}`,
      );
    }
    const metrics = fallbackMetrics(fallbackSource, font.fallbackLocal);
    rules.push(
      `@font-face{font-family:"${font.family} Fallback";src:${localSources(font.fallbackLocal)};` +
        `ascent-override:${metrics.ascentOverride};descent-override:${metrics.descentOverride};` +
        `line-gap-override:${metrics.lineGapOverride};size-adjust:${metrics.sizeAdjust}}`,
    );
    properties.push(
      `${font.variable}:"${font.family}","${font.family} Fallback",${font.generic.join(',')}`,
    );
  }
  return `${rules.join('\n')}\n:root{${properties.join(';')}}\n`;
}
