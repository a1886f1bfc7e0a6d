import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';
import { buildRevision, distDir as readDistDir } from '@/lib/env/next-runtime.mjs';
import { ENGLISH_OFFLINE_PAGE_PATH, OFFLINE_PAGE_PATH } from '@/lib/offline/paths';
import { studioOnlyChunks } from '@/lib/offline/studio-chunks';
import { siteStylesheet } from '#site-stylesheet';

// Each build gets a new revision for the offline page, whose list of pages comes from content.
const distDir = readDistDir();
const revision = buildRevision() ?? randomUUID();

/**
 * Builds the service worker (lib/offline/service-worker.ts) with esbuild while `next build`
 * prerenders this route, and serves it as /serwist/sw.js. Works with Turbopack, unlike
 * @serwist/next's webpack plugin. docs/offline.md explains the choice.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: 'lib/offline/service-worker.ts',
    useNativeEsbuild: true,
    // Build output the pages need (never the studio's chunks) and the PDFs and logos in public/.
    globPatterns: [`${distDir}/static/**/*.{js,css,woff2}`, 'public/*.{pdf,svg,ico,js,png}'],
    // The brand fonts of this build (the stylesheet itself is in every page's HTML); their names
    // carry a hash of their bytes, so they need no revision.
    additionalPrecacheEntries: [
      { url: OFFLINE_PAGE_PATH, revision },
      { url: ENGLISH_OFFLINE_PAGE_PATH, revision },
      ...siteStylesheet.fonts.map((url) => ({ url, revision: null })),
    ],
    manifestTransforms: [
      (entries) => {
        const studio = studioOnlyChunks(distDir);
        const prefix = `${distDir.replace(/^\.\//, '')}/`;
        return {
          manifest: entries.filter((entry) => !studio.has(entry.url.replace(prefix, ''))),
          warnings: [],
        };
      },
    ],
  },
);
