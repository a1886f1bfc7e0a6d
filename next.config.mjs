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
    loader: 'custom',
    loaderFile: './lib/sanity/image-loader.ts',
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
};

export default nextConfig;
