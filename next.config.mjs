import { createRequire } from 'node:module';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { buildGeneration, builtGeneration } from './lib/cache/build-generation.mjs';
import { edgeTagHeaderRules } from './lib/cdn/edge-tags.mjs';
import { redisUrlSetting as redisUrl } from './lib/env/redis.mjs';
import { latePageRedirects, latePageRewrites } from './lib/routing/late-pages.mjs';
import { securityHeaderRules } from './lib/security/headers.mjs';
import {
  PUBLIC_ASSETS,
  prepareSiteStylesheet,
} from './lib/ui/stylesheet/build-site-stylesheet.mjs';

const require = createRequire(import.meta.url);

/**
 * @param {string} phase Next's phase: the build makes a new generation, a server reads the one it serves.
 * @returns {Promise<import('next').NextConfig>}
 */
export default async function nextConfig(phase) {
  // The stylesheet goes into the HTML, not through Next's CSS pipeline (lib/ui/stylesheet/).
  if (phase === PHASE_PRODUCTION_BUILD) await prepareSiteStylesheet('build');
  if (phase === PHASE_DEVELOPMENT_SERVER) await prepareSiteStylesheet('dev');
  // Lets several builds (tests, benchmarks) live side by side; `.next` by default.
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const generation =
    phase === PHASE_PRODUCTION_BUILD ? buildGeneration() : (builtGeneration(distDir) ?? 'dev');
  return {
    reactStrictMode: true,
    // Turbopack keeps its compile cache in <distDir>/cache/turbopack, and a later build in the same
    // directory reuses it (about twice as fast). Writing it costs a cold build about 25 s on two
    // cores, wasted where no build follows in that directory (a container layer, CI's fresh
    // clone, a test's throwaway build): NEXT_BUILD_CACHE=off skips it (docs/operations.md).
    experimental: {
      turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
      // Each edition has its own root layout (app/(nb), app/(en)), so a URL no route matches
      // gets app/global-not-found.tsx (docs/i18n.md).
      globalNotFound: true,
    },
    poweredByHeader: false,
    distDir,
    // One id per build (docs/caching.md): the build id, a part of every content data-cache key
    // (each build prerenders fresh content), and the deployment id unless NEXT_DEPLOYMENT_ID
    // names one; every instance running this build shares all three.
    generateBuildId: () => generation,
    deploymentId: process.env.NEXT_DEPLOYMENT_ID?.trim() || generation,
    env: { CONTENT_CACHE_GENERATION: generation },
    // With REDIS_URL the whole fleet shares one cache (pages, data, tags) in Redis; without it,
    // Next's own cache on disk, for one instance. NEXT_CACHE_HANDLER=redis wires the handler
    // into a build made without REDIS_URL (the standalone image freezes this config at build);
    // it then uses Redis when the server has REDIS_URL. docs/operations.md. Both keep unknown
    // slugs' 404s out of the cache (lib/cache/late-not-found.mjs). The disk handler is not
    // configured here but installed by instrumentation.ts: named here, `next start` never used
    // it (docs/caching.md#facts-relied-on, "A disk handler named by cacheHandler was not used").
    ...(redisUrl() || process.env.NEXT_CACHE_HANDLER === 'redis'
      ? {
          cacheHandler: require.resolve('./lib/cache/redis-cache-handler.mjs'),
          cacheMaxMemorySize: 0,
        }
      : {}),
    // `npm test` type-checks and lints the whole project; the build need not do it again.
    typescript: { ignoreBuildErrors: true },
    transpilePackages: ['swiper', 'yet-another-react-lightbox'],
    images: {
      // The site's own raster files (the embedded dataset's images) in the formats Sanity's CDN
      // gives its own (`auto=format`): AVIF where the browser takes it, about a third smaller
      // than WebP (docs/images.md#formats).
      formats: ['image/avif', 'image/webp'],
      remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io' }],
    },
    // The container image runs the self-contained server (Dockerfile sets NEXT_OUTPUT=standalone);
    // `next start`, used by `npm run serve` and the tests, needs the regular output.
    output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
    // Security headers on every response; lib/security/headers.mjs explains each one. Then the
    // CDN's cache tags (Cloudflare Cache-Tag, Fastly Surrogate-Key) on every page and RSC
    // payload, which the publish purges by (lib/cdn/edge-tags.mjs).
    async headers() {
      return [
        ...securityHeaderRules(),
        // Fonts and the stylesheet file: named by a hash of their bytes, so never stale.
        {
          source: `${PUBLIC_ASSETS.url}/:file`,
          headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
        },
        // The build that answered: Varnish removes other builds' pages during a rolling deploy
        // (lib/cdn/ban-on-start.ts) and hides the header from visitors.
        { source: '/:path*', headers: [{ key: 'X-Build-Id', value: generation }] },
        ...edgeTagHeaderRules(),
      ];
    },
    // Pages published after the build (lib/routing/late-pages.mjs).
    async rewrites() {
      return { beforeFiles: [], afterFiles: [], fallback: latePageRewrites() };
    },
    async redirects() {
      return latePageRedirects();
    },
  };
}
