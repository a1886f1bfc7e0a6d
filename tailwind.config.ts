import type { Config } from 'tailwindcss';

// The theme in docs/product-rules.md: primary colour dark, headings in Playfair Display,
// radius sm, gutter md, 12 columns, breakpoints in em.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    screens: {
      xs: '36em',
      sm: '48em',
      md: '62em',
      lg: '75em',
      xl: '88em',
    },
    extend: {
      colors: {
        primary: {
          DEFAULT: '#1a1b1e',
          50: '#f5f5f6',
          100: '#e6e7e9',
          200: '#c9cbcf',
          300: '#a4a7ad',
          400: '#6c7079',
          500: '#4a4d55',
          600: '#373a40',
          700: '#2c2e33',
          800: '#25262b',
          900: '#1a1b1e',
          950: '#101113',
        },
        accent: {
          DEFAULT: '#b3401a',
          light: '#f2b48f',
        },
      },
      fontFamily: {
        heading: ['var(--font-heading)', 'Georgia', 'serif'],
        sans: ['var(--font-body)', 'system-ui', 'sans-serif'],
      },
      borderRadius: {
        DEFAULT: '0.25rem',
      },
      spacing: {
        gutter: '1rem',
      },
      gridTemplateColumns: {
        layout: 'repeat(12, minmax(0, 1fr))',
      },
    },
  },
  plugins: [],
  experimental: {
    // The defaults Tailwind's transform, shadow, ring, filter and touch utilities read
    // (`--tw-translate-x: 0` and some forty more) go on the elements that use those utilities,
    // not on every element and pseudo-element (`*, ::before, ::after`): forty custom properties
    // on each of a page's 2,000 elements made every style recalculation about 40 % slower
    // (docs/performance.md#the-stylesheets-universal-rules).
    optimizeUniversalDefaults: true,
  },
};

export default config;
