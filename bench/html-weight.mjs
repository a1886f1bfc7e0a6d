// HTML weight per page, read from what `next build` prerendered: the document's bytes (raw and
// gzip), how much of it is the inline RSC payload (the `self.__next_f.push(...)` scripts React
// hydrates from), and the separate .rsc payload a client-side navigation fetches.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const INLINE_RSC = /<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g;

/** The bytes of one prerendered HTML document and of the RSC payload inside it. */
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

/** The prerendered file for a route in a dist dir: `/` is index, `/a` is a.html. */
function prerenderedFile(distDir, route, extension) {
  const name = route === '/' ? 'index' : route.replace(/^\//, '');
  return path.join(distDir, 'server', 'app', `${name}.${extension}`);
}

/** Every route's HTML weight, and the .rsc payload's; routes not prerendered are skipped. */
export function htmlWeights(distDir, routes) {
  return routes
    .filter((route) => existsSync(prerenderedFile(distDir, route, 'html')))
    .map((route) => {
      const html = readFileSync(prerenderedFile(distDir, route, 'html'), 'utf8');
      const rscFile = prerenderedFile(distDir, route, 'rsc');
      return {
        route,
        ...measureHtml(html),
        rscFileBytes: existsSync(rscFile) ? readFileSync(rscFile).length : undefined,
      };
    });
}
