/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Lets several builds (tests, benchmarks) live side by side; `.next` by default.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  transpilePackages: ['swiper', 'yet-another-react-lightbox'],
  images: {
    loader: 'custom',
    loaderFile: './lib/sanity/image-loader.ts',
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
  },
};

export default nextConfig;
