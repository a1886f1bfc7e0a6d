import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { DatasetDocument } from './dataset';
import { projection, publish } from './publishing';

/** The build the e2e server runs (test-support/e2e-server.mjs); its page cache lives on disk under it. */
export const e2eDistDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');

/**
 * Where Next's disk cache writes pages: the build's server output (prerendered pages under app/,
 * pages rendered later under route-cache/APP_PAGE/…/$/<path>).
 */
const serverDir = path.join(e2eDistDir, 'server');

/** Every file under the server output, relative to it. */
export function serverFiles(): string[] {
  return readdirSync(serverDir, { recursive: true, encoding: 'utf8' });
}

/**
 * The counter-signal for "those visits wrote nothing to the page cache": a page the cache does
 * store, republished with its content unchanged after the visits. Its next visits render it again
 * and write it to disk; this resolves once that later write is there, when a write the earlier
 * visits had caused would be there too. `document` is the page's published document, `url` where
 * it is visited and `slug` the last segment its cache files are named by.
 */
export async function waitForALaterCacheWrite(
  request: APIRequestContext,
  { document, url, slug }: { document: DatasetDocument; url: string; slug: string },
) {
  const lastWritten = () =>
    Math.max(
      0,
      ...serverFiles()
        .filter((file) => path.basename(file).startsWith(`${slug}.`))
        .map((file) => statSync(path.join(serverDir, file)).mtimeMs),
    );
  const before = lastWritten();
  await publish(request, projection(document, 'update'));
  await expect
    .poll(
      async () => {
        expect((await request.get(url)).status(), url).toBe(200);
        return lastWritten();
      },
      { message: `${url} written to disk again after its republish`, timeout: 15_000 },
    )
    .toBeGreaterThan(before);
}
