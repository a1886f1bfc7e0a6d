/** PostCSS for the CSS Next bundles itself (the carousel's and the lightbox's library CSS). */
const config = { plugins: { tailwindcss: {}, autoprefixer: {} } };

export default config;
