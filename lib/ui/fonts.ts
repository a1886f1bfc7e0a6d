import localFont from 'next/font/local';

// Fonts come from @fontsource on npm: nothing is fetched from the internet at build time.
//
// None is preloaded. With `display: swap` the text paints at once in a fallback whose metrics
// next/font adjusts to the web font, so a preload cannot bring the largest paint forward; on a
// slow phone the three preloads (about 75 kB) only took bandwidth from the hero image and the
// page's scripts. Measured in docs/performance.md. The browser asks for each file as soon as the
// stylesheet is in and the text needs it.
export const headingFont = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  variable: '--font-heading',
  preload: false,
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
  preload: false,
  display: 'swap',
  fallback: ['system-ui', 'sans-serif'],
});
