// @ts-check
// Which brand fonts the site uses, and the fonts their fallback faces scale: data only, so a
// browser test can read it too. lib/ui/stylesheet/site-fonts.mjs writes the @font-face rules.

/**
 * @typedef {{ weight: number, file: string }} FontFile
 * @typedef {{
 *   family: string,
 *   locals: string[],
 *   file: string,
 * }} AndroidFallback a system font of Android's: its family, the names local() may find it by
 *   (Chrome on Android looks a font up by its full name or its PostScript name, which differ
 *   between Android's releases), and the same font on npm, to measure
 * @typedef {{
 *   family: string,
 *   variable: string,
 *   fallbackLocal: 'Times New Roman' | 'Arial',
 *   android: AndroidFallback,
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
    android: {
      family: 'Noto Serif',
      locals: ['Noto Serif', 'NotoSerif-Regular', 'Noto Serif Regular'],
      file: '@fontsource/noto-serif/files/noto-serif-latin-400-normal.woff2',
    },
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
    android: {
      family: 'Roboto',
      locals: ['Roboto', 'Roboto-Regular', 'Roboto Regular'],
      file: '@fontsource/roboto/files/roboto-latin-400-normal.woff2',
    },
    generic: ['system-ui', 'sans-serif'],
    files: [
      { weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff2' },
      { weight: 600, file: '@fontsource/inter/files/inter-latin-600-normal.woff2' },
    ],
  },
];

/** The family name of a web font's fallback face for an Android system font. */
export const androidFallbackFamily = (/** @type {SiteFont} */ font) =>
  `${font.family} Fallback ${font.android.family}`;
