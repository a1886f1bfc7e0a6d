import localFont from 'next/font/local';

// Fonts come from @fontsource on npm: nothing is fetched from the internet at build time.
//
// All three are preloaded. Without preloads the browser asks for a file only once the stylesheet
// is in, so on a fast link the text often swaps fonts just after the first paint and shifts a
// little; docs/performance.md has the measurements.
export const headingFont = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  variable: '--font-heading',
  // A serif: its fallback's size and line metrics are worked out from Times New Roman, not Arial.
  adjustFontFallback: 'Times New Roman',
  display: 'swap',
  fallback: ['Georgia', 'serif'],
});

export const bodyFont = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2',
      weight: '600',
      style: 'normal',
    },
  ],
  variable: '--font-body',
  display: 'swap',
  fallback: ['system-ui', 'sans-serif'],
});
