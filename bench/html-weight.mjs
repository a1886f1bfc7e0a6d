// HTML weight per page, read from what `next build` prerendered: the document's bytes (raw and
// gzip), how much of it is the inline RSC payload (the `self.__next_f.push(...)` scripts React
// hydrates from), and the separate .rsc payload a client-side navigation fetches.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { prerenderedPages } from './js-size.mjs';

/** @typedef {{ rawBytes: number, gzipBytes: number, inlineRscBytes: number, markupBytes: number }} HtmlWeight */

const INLINE_RSC = /<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g;

/**
 * The bytes of one prerendered HTML document and of the RSC payload inside it.
 * @param {string} html
 * @returns {HtmlWeight}
 */
export function measureHtml(html) {
  let inlineRscBytes = 0;
  for (const match of html.matchAll(INLINE_RSC)) inlineRscBytes += Buffer.byteLength(match[0]);
  const rawBytes = Buffer.byteLength(html);
  return {
    rawBytes,
    gzipBytes: gzipSync(html, { level: 9 }).length,
    inlineRscBytes,
    markupBytes: rawBytes - inlineRscBytes,
  };
}

/**
 * The inline RSC payload as React reads it: the text of every `self.__next_f.push([1, "…"])` in
 * order (the other entries are bootstrap markers and carry no payload).
 * @param {string} html
 * @returns {string}
 */
export function inlinePayloadText(html) {
  let text = '';
  for (const match of html.matchAll(INLINE_RSC)) {
    const entry = JSON.parse(match[1]);
    if (entry[0] === 1 && typeof entry[1] === 'string') text += entry[1];
  }
  return text;
}

/**
 * Every route's HTML weight, and its .rsc payload's; routes not prerendered are skipped.
 * @param {string} distDir
 * @param {string[]} routes
 * @returns {(HtmlWeight & { route: string, rscFileBytes: number | undefined })[]}
 */
export function htmlWeights(distDir, routes) {
  const wanted = new Set(routes);
  return prerenderedPages(distDir)
    .filter((page) => wanted.has(page.route))
    .map(({ route, file }) => {
      const rscFile = file.replace(/\.html$/, '.rsc');
      return {
        route,
        ...measureHtml(readFileSync(file, 'utf8')),
        rscFileBytes: existsSync(rscFile) ? readFileSync(rscFile).length : undefined,
      };
    });
}
