// First-load JavaScript per route, computed from a Next build's output. Next 16 (Turbopack)
// no longer prints the size table, so this reads what the browser actually fetches: every
// chunk a prerendered page references (script tags and the inline RSC payload), minus the
// noModule polyfills modern browsers skip. Shared by the bench and the budget tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

/**
 * @typedef {{ polyfillFiles?: string[], rootMainFiles?: string[] }} BuildManifest
 * @typedef {{ rawBytes: number, gzipBytes: number }} Sizes
 * @typedef {Sizes & { chunks: string[] }} ChunkSet
 * @typedef {ChunkSet & { entry: ChunkSet, islands: ChunkSet }} FirstLoad
 */

const CHUNK_REFERENCE = /static\/chunks\/[A-Za-z0-9_.~-]+\.js/g;

/**
 * Strings that identify a library inside minified chunks (class names and option keys survive minification).
 * @type {Record<string, string[]>}
 */
export const LIBRARY_MARKERS = {
  swiper: ['swiper-wrapper', 'swiper-slide-active'],
  lightbox: ['yarl__'],
  'react-hook-form': ['shouldFocusError', 'criteriaMode'],
  'headless-ui': ['data-headlessui-state', 'headlessui-portal-root'],
  // next/image's client component; getImageProps on the server (components/ui/content-image.tsx) ships none.
  'next-image': ['data-nimg'],
};

/**
 * @param {string} distDir
 * @returns {BuildManifest}
 */
export function readBuildManifest(distDir) {
  return JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
}

/**
 * Chunks (as `static/chunks/<name>.js`) that a page's HTML makes the browser load.
 * @param {string} html
 * @param {BuildManifest} buildManifest
 * @returns {string[]}
 */
export function chunksInHtml(html, buildManifest) {
  const polyfills = new Set(buildManifest.polyfillFiles ?? []);
  const chunks = new Set(html.match(CHUNK_REFERENCE) ?? []);
  return [...chunks].filter((chunk) => !polyfills.has(chunk)).sort();
}

const fileCache = new Map();

function readChunk(distDir, chunk) {
  const file = path.join(distDir, chunk);
  if (!fileCache.has(file)) fileCache.set(file, readFileSync(file));
  return fileCache.get(file);
}

const gzipCache = new Map();

/**
 * gzip level 9, as Next's old build table and the gzip-size package measured.
 * @param {string} distDir
 * @param {string} chunk
 * @returns {number}
 */
export function gzipBytes(distDir, chunk) {
  const file = path.join(distDir, chunk);
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readChunk(distDir, chunk), { level: 9 }).length);
  return gzipCache.get(file);
}

/**
 * @param {string} distDir
 * @param {string[]} chunks
 * @returns {Sizes}
 */
export function chunkSizes(distDir, chunks) {
  let rawBytes = 0;
  let gzip = 0;
  for (const chunk of chunks) {
    rawBytes += readChunk(distDir, chunk).length;
    gzip += gzipBytes(distDir, chunk);
  }
  return { rawBytes, gzipBytes: gzip };
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * Prerendered HTML pages in a build: route → file. `/_not-found` is the 404 page.
 * @param {string} distDir
 * @returns {{ route: string, file: string }[]}
 */
export function prerenderedPages(distDir) {
  const appDir = path.join(distDir, 'server', 'app');
  return walk(appDir)
    .filter((file) => file.endsWith('.html') && !file.endsWith('_global-error.html'))
    .map((file) => {
      const relative = path.relative(appDir, file).replace(/\.html$/, '');
      return { route: relative === 'index' ? '/' : `/${relative}`, file };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * What a page's HTML loads, split in two. `entry` is the route's own first-load JS, as Next's
 * old build table counted it: the framework plus the layout's and the route's chunks, which
 * every page of the route ships whatever its content. `islands` are chunks imported through
 * next/dynamic by blocks this particular page renders (Swiper on a carousel page, say).
 * @param {string} distDir
 * @param {string} html
 * @param {BuildManifest} [buildManifest]
 * @returns {FirstLoad}
 */
export function firstLoadForHtml(distDir, html, buildManifest = readBuildManifest(distDir)) {
  const chunks = chunksInHtml(html, buildManifest);
  const entries = entryChunks(distDir);
  const entry = chunks.filter((chunk) => entries.has(chunk));
  const islands = chunks.filter((chunk) => !entries.has(chunk));
  return {
    chunks,
    ...chunkSizes(distDir, chunks),
    entry: { chunks: entry, ...chunkSizes(distDir, entry) },
    islands: { chunks: islands, ...chunkSizes(distDir, islands) },
  };
}

/**
 * First-load JS of every prerendered page of a build.
 * @param {string} distDir
 * @returns {(FirstLoad & { route: string })[]}
 */
export function firstLoadJs(distDir) {
  const manifest = readBuildManifest(distDir);
  return prerenderedPages(distDir).map(({ route, file }) => ({
    route,
    ...firstLoadForHtml(distDir, readFileSync(file, 'utf8'), manifest),
  }));
}

/** route → the chunk lists of its segments (layout, page, error, not-found, global-error). */
function pageManifests(distDir) {
  const appDir = path.join(distDir, 'server', 'app');
  if (!existsSync(appDir)) return [];
  return walk(appDir)
    .filter((file) => file.endsWith('page_client-reference-manifest.js'))
    .flatMap((file) => {
      const sandbox = {};
      vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
      return Object.entries(sandbox.__RSC_MANIFEST ?? {}).map(([route, manifest]) => ({
        route,
        lists: Object.values(manifest.entryJSFiles ?? {}).filter((list) => list.length > 0),
      }));
    });
}

const entryCache = new Map();

/**
 * Every chunk some route loads statically: the root main files and all segment entry chunks.
 * @param {string} distDir
 * @returns {Set<string>}
 */
export function entryChunks(distDir) {
  if (!entryCache.has(distDir)) {
    const manifest = readBuildManifest(distDir);
    const all = pageManifests(distDir).flatMap(({ lists }) => lists.flat());
    entryCache.set(distDir, new Set([...(manifest.rootMainFiles ?? []), ...all]));
  }
  return entryCache.get(distDir);
}

/**
 * Which of the given libraries' markers appear in which of the chunks.
 * @param {string} distDir
 * @param {string[]} chunks
 * @param {Record<string, string[]>} [markers]
 * @returns {Record<string, string[]>}
 */
export function librariesInChunks(distDir, chunks, markers = LIBRARY_MARKERS) {
  const found = {};
  for (const [library, needles] of Object.entries(markers)) {
    const hits = chunks.filter((chunk) => {
      const text = readChunk(distDir, chunk).toString('utf8');
      return needles.some((needle) => text.includes(needle));
    });
    if (hits.length > 0) found[library] = hits;
  }
  return found;
}
