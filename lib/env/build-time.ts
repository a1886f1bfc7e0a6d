/**
 * Settings Next writes into the code at build time, so each is named here literally (Next only
 * inlines a `process.env` read whose name is written out in full). A server reads the value its build had; tests
 * (no build) read the process's value at each call.
 */

/** NEXT_PUBLIC_SITE_URL: the public origin of the site (lib/routing/site-url.ts checks it). */
export function publicSiteUrl(): string | undefined {
  return process.env.NEXT_PUBLIC_SITE_URL;
}

/** NEXT_PUBLIC_HOOPLA_SALES_URL: the ticket sales page's URL template (lib/hoopla/). */
export function publicHooplaSalesUrl(): string | undefined {
  return process.env.NEXT_PUBLIC_HOOPLA_SALES_URL;
}

/**
 * CONTENT_CACHE_GENERATION, inlined by next.config.mjs (lib/cache/build-generation.mjs): a new
 * value per build, so a build never reads data an earlier build or server cached, while every
 * server running this build shares its cache entries. `dev` outside a build.
 */
export function contentCacheGeneration(): string {
  return process.env.CONTENT_CACHE_GENERATION ?? 'dev';
}

/** The running build's id (CONTENT_CACHE_GENERATION as the build inlined it); none outside a build. */
export function runningBuildId(): string | undefined {
  return process.env.CONTENT_CACHE_GENERATION;
}

/** NODE_ENV as Next sets it: true for `next build` and `next start`. */
export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production';
}

/** NEXT_RUNTIME as Next sets it: true in the Node.js server, false in the edge runtime. */
export function isNodeRuntime(): boolean {
  return process.env.NEXT_RUNTIME === 'nodejs';
}
