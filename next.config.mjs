import { securityHeaderRules } from './lib/security/headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Lets several builds (tests, benchmarks) live side by side; `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm test` type-checks and lints the whole project; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  transpilePackages: ['swiper', 'yet-another-react-lightbox'],
  images: {
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
  // The container image runs the self-contained server (Dockerfile sets NEXT_OUTPUT=standalone);
  // `next start`, used by `npm run serve` and the tests, needs the regular output.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Security headers on every response; lib/security/headers.mjs explains each one.
  async headers() {
    return securityHeaderRules();
  },
};

export default nextConfig;
