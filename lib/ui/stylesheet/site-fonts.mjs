// @ts-check
// The brand fonts, from @fontsource on npm (nothing is fetched from the internet at build time),
// and the @font-face rules the site stylesheet starts with.
//
// Each web face gets a fallback face: a local system font of the same heaviness (Times New Roman
// Bold for the serif heading, Arial and Arial Bold for the body) scaled and given line metrics so
// the text takes the same room in both. The text paints in the fallback first (font-display: swap,
// the fonts are not preloaded), and when the web font arrives after the first paint its lines keep
// their place (a line's width may differ by a per cent or two). The figures are worked out from
// each font file with next/font's formula over a sample of the site's own kind of text
// (CALIBRATION_TEXT; docs/performance.md#fonts).
// Android has neither Arial nor Times New Roman (nor Liberation): a second face scales its own
// Roboto and Noto Serif the same way, measured from the same fonts on npm.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { androidFallbackFamily, SITE_FONTS } from './site-font-list.mjs';

const require = createRequire(import.meta.url);

/** @typedef {import('./site-font-list.mjs').SiteFont} SiteFont */
/** @typedef {import('./site-font-list.mjs').FontFile} FontFile */
/** @typedef {import('./site-font-list.mjs').AndroidFallback} AndroidFallback */

export { androidFallbackFamily, SITE_FONTS } from './site-font-list.mjs';

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
 * next/font's font reader (fontkit), as it ships it.
 * @param {Buffer} bytes
 * @returns {ShapingFont & { ascent: number, descent: number, lineGap: number }}
 */
export function openFont(bytes) {
  // @ts-expect-error Next ships its compiled fontkit without types.
  const fontkit = require('next/dist/compiled/@next/font/dist/fontkit/index.js');
  const fromBuffer = fontkit.default?.default ?? fontkit.default ?? fontkit;
  return fromBuffer(bytes);
}

/**
 * The text a font's width is measured over: running Norwegian and English prose of the kind the
 * site's paragraphs hold (most of its lines), with a date, a time and a venue. next/font measures
 * lower-case letters alone, glyph by glyph; over its sample Inter's fallback came out about 1 %
 * wider than Inter on the site's paragraphs, enough to rewrap a paragraph before and after the
 * swap. Measured shaped (kerning applied), as the browser sets text.
 */
export const CALIBRATION_TEXT =
  'Matfestivalen samler bønder, fiskere, kokker og bakere fra hele landet i tre dager midt i ' +
  'Oslo. Her kan du smake på råvarer fra små produsenter, lære å filetere fisk, lage din egen ' +
  'ost og høre samtaler om hvordan vi skal spise i framtiden. Festivalområdet er åpent for ' +
  'alle, og de fleste arrangementene er gratis. Kjøp billett til kurs og middager i god tid, ' +
  'for plassene blir fort fylt opp. Har du spørsmål, skriv til oss, så svarer vi så snart vi ' +
  'kan. The festival brings farmers, fishers, chefs and bakers from all over Norway to the ' +
  'heart of Oslo for three days. Taste produce from small farms, learn to fillet a fish, make ' +
  'your own cheese and join talks about how we will eat tomorrow. Most events are free; book ' +
  'courses and dinners early, as seats go quickly. Lørdag 16. august kl. 12:00–14:30, ' +
  'Hovedscenen.';

/**
 * @typedef {{ layout(text: string): { glyphs: { id: number }[], positions: { xAdvance: number }[] },
 *   unitsPerEm: number }} ShapingFont
 */

/**
 * A text's width set in a font, shaped (kerning applied), in ems. Throws when the font lacks one
 * of its characters (the width would be the missing-glyph box's).
 * @param {ShapingFont} font
 * @param {string} text
 */
export function shapedWidthInEms(font, text) {
  const run = font.layout(text);
  if (run.glyphs.some((glyph) => glyph.id === 0))
    throw new Error(`The font lacks a character of "${text.slice(0, 40)}…": no width`);
  return run.positions.reduce((sum, position) => sum + position.xAdvance, 0) / font.unitsPerEm;
}

/**
 * A font's average advance per character over CALIBRATION_TEXT, shaped, in ems.
 * @param {ShapingFont} font
 */
export function averageWidthInEms(font) {
  return shapedWidthInEms(font, CALIBRATION_TEXT) / [...CALIBRATION_TEXT].length;
}

const percent = (/** @type {number} */ value) => `${Math.abs(value * 100).toFixed(2)}%`;

/**
 * A fallback face's overrides for a local font whose average width is `localWidthInEms`: the
 * formula of next/font's getFallbackMetricsFromFontFile, for any local font, over
 * CALIBRATION_TEXT. Scaled by the ratio of the average widths, the local font takes the web
 * font's room; the ascent, descent and line gap are the web font's, over the scaled size.
 * @param {Buffer} bytes the web font's file
 * @param {number} localWidthInEms
 */
export function metricsOverLocal(bytes, localWidthInEms) {
  const font = openFont(bytes);
  const sizeAdjust = averageWidthInEms(font) / localWidthInEms;
  const em = font.unitsPerEm * sizeAdjust;
  return {
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(font.descent / em),
    lineGapOverride: percent(font.lineGap / em),
    sizeAdjust: percent(sizeAdjust),
  };
}

/** A face's metrics for an Android system font, measured from the same font on npm. */
function androidMetrics(/** @type {Buffer} */ bytes, /** @type {AndroidFallback} */ android) {
  const local = openFont(readFileSync(require.resolve(android.file)));
  return metricsOverLocal(bytes, averageWidthInEms(local));
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

/**
 * The same fonts' bold faces, for the web font's weights from 600 up, by their full and PostScript
 * names (local() finds a face by either, and which one a system answers to differs). A bold web
 * font over a regular local font set in synthetic bold would take the regular font's widths: Inter
 * SemiBold is 2 % wider than Inter Regular, Playfair Display has only a bold.
 */
export const METRIC_COMPATIBLE_BOLD_LOCALS = {
  Arial: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  'Times New Roman': [
    'Times New Roman Bold',
    'TimesNewRomanPS-BoldMT',
    'Liberation Serif Bold',
    'LiberationSerif-Bold',
  ],
};

/**
 * The local fonts' average widths over CALIBRATION_TEXT, in ems: measured (averageWidthInEms) on
 * Liberation Sans and Liberation Serif, regular and bold, which carry Arial's and Times New
 * Roman's advance widths. Written here because the build must not need system fonts; a Jest test
 * measures them again where fonts-liberation is installed (where the tests run).
 */
export const LOCAL_AVERAGE_WIDTHS = {
  Arial: { regular: 0.43211809559501846, bold: 0.4645674777060271 },
  'Times New Roman': { regular: 0.3924027521525215, bold: 0.41732131188499383 },
};

/** From this weight up a web face falls back to the local font's bold. */
export const BOLD_FROM_WEIGHT = 600;

const localSources = (/** @type {string[]} */ names) =>
  names.map((name) => `local("${name}")`).join(',');

/**
 * A fallback face's @font-face rule. Without `weight`, the face stands for every weight (the
 * browser sets the heavier ones in synthetic bold).
 * @param {string} family
 * @param {string[]} locals
 * @param {{ ascentOverride: string, descentOverride: string, lineGapOverride: string,
 *   sizeAdjust: string }} metrics
 * @param {number} [weight]
 */
const fallbackFace = (family, locals, metrics, weight) =>
  `@font-face{font-family:"${family}";src:${localSources(locals)};` +
  (weight ? `font-weight:${weight};` : '') +
  `ascent-override:${metrics.ascentOverride};descent-override:${metrics.descentOverride};` +
  `line-gap-override:${metrics.lineGapOverride};size-adjust:${metrics.sizeAdjust}}`;

/**
 * The web faces: the brand fonts' files at their public URLs, by family and weight. Not in the
 * inline stylesheet: the page loads them once it has loaded (lib/ui/late-brand-fonts.ts), so the
 * fonts never share the line with the page's own HTML, scripts and LCP photo.
 *
 * @param {ReturnType<typeof readFontFiles>} files the font files, from readFontFiles()
 * @param {(name: string) => string} urlOf the public URL of a font file by its name
 * @returns {{ family: string, url: string, weight: number }[]}
 */
export function webFaces(files, urlOf) {
  return SITE_FONTS.flatMap((font) =>
    font.files.map((file) => {
      const { name } = /** @type {{ bytes: Buffer, name: string }} */ (files.get(file));
      return { family: font.family, url: urlOf(name), weight: file.weight };
    }),
  );
}

/**
 * The web faces' @font-face rules (font-display: swap), for a page without JavaScript (the
 * <noscript> copy in components/layout/site-stylesheet.tsx).
 *
 * @param {ReturnType<typeof readFontFiles>} files the font files, from readFontFiles()
 * @param {(name: string) => string} urlOf the public URL of a font file by its name
 */
export function webFaceCss(files, urlOf) {
  const rules = webFaces(files, urlOf).map(
    (face) =>
      `@font-face{font-family:"${face.family}";src:url(${face.url}) format("woff2");` +
      `font-display:swap;font-weight:${face.weight};font-style:normal}`,
  );
  return `${rules.join('\n')}\n`;
}

/**
 * The fallback faces' @font-face rules and the custom properties Tailwind's `font-heading` and
 * `font-sans` read: the inline stylesheet's part of the fonts. Text paints in these until the web
 * faces (webFaceCss) arrive.
 *
 * @param {ReturnType<typeof readFontFiles>} files the font files, from readFontFiles()
 */
export function fallbackFaceCss(files) {
  const rules = [];
  const properties = [];
  for (const font of SITE_FONTS) {
    let fallbackSource;
    for (const file of font.files) {
      const { bytes } = /** @type {{ bytes: Buffer, name: string }} */ (files.get(file));
      // The Android face below is measured on the regular weight when there is one.
      if (!fallbackSource || file.weight === 400) fallbackSource = bytes;
      // One fallback face per web weight, over the local font of the same heaviness, so each
      // weight's text takes its own web font's room (the weights above the fold are these).
      const bold = file.weight >= BOLD_FROM_WEIGHT;
      rules.push(
        fallbackFace(
          `${font.family} Fallback`,
          (bold ? METRIC_COMPATIBLE_BOLD_LOCALS : METRIC_COMPATIBLE_LOCALS)[font.fallbackLocal],
          metricsOverLocal(
            bytes,
            LOCAL_AVERAGE_WIDTHS[font.fallbackLocal][bold ? 'bold' : 'regular'],
          ),
          file.weight,
        ),
      );
    }
    rules.push(
      // Only where the faces above find none of their fonts (Android): a browser takes the first
      // family in the stack that has a face. One face for every weight: Android's bold Roboto
      // answers to different names from release to release (a variable font on the newer ones),
      // and a bold face that found nothing would drop bold text to the generic font, unscaled.
      fallbackFace(
        androidFallbackFamily(font),
        font.android.locals,
        androidMetrics(/** @type {Buffer} */ (fallbackSource), font.android),
      ),
    );
    const stack = [font.family, `${font.family} Fallback`, androidFallbackFamily(font)];
    properties.push(
      `${font.variable}:${stack.map((name) => `"${name}"`).join(',')},${font.generic.join(',')}`,
    );
  }
  return `${rules.join('\n')}\n:root{${properties.join(';')}}\n`;
}

/**
 * All the fonts' rules: the web faces (webFaceCss) and the fallback faces (fallbackFaceCss).
 *
 * @param {ReturnType<typeof readFontFiles>} files the font files, from readFontFiles()
 * @param {(name: string) => string} urlOf the public URL of a font file by its name
 */
export function siteFontCss(files, urlOf) {
  return webFaceCss(files, urlOf) + fallbackFaceCss(files);
}
