import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

type ClientManifest = { entryJSFiles?: Record<string, string[]> };

const STUDIO_ENTRY = /\/studio\//;

function readClientManifests(distDir: string): ClientManifest[] {
  const manifests: ClientManifest[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('_client-reference-manifest.js')) {
        // Next writes these as scripts that fill globalThis.__RSC_MANIFEST.
        const sandbox: { __RSC_MANIFEST?: Record<string, ClientManifest> } = {};
        vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
        manifests.push(...Object.values(sandbox.__RSC_MANIFEST ?? {}));
      }
    }
  };
  walk(path.join(distDir, 'server', 'app'));
  return manifests;
}

/**
 * The JS chunks only the studio at /studio loads (`static/chunks/…`), which visitors' phones
 * should not download: its route entries that no other route shares, and every chunk those
 * load in turn that nothing else mentions. Several megabytes, mostly Sanity's editor.
 */
export function studioOnlyChunks(distDir: string): Set<string> {
  const entries = readClientManifests(distDir).flatMap((manifest) =>
    Object.entries(manifest.entryJSFiles ?? {}),
  );
  const siteChunks = new Set(
    entries.filter(([name]) => !STUDIO_ENTRY.test(name)).flatMap(([, files]) => files),
  );
  const studio = new Set(
    entries
      .filter(([name]) => STUDIO_ENTRY.test(name))
      .flatMap(([, files]) => files)
      .filter((file) => !siteChunks.has(file)),
  );
  const chunkDir = path.join(distDir, 'static', 'chunks');
  const all = readdirSync(chunkDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `static/chunks/${name}`);
  const text = new Map(
    all.map((chunk) => [chunk, readFileSync(path.join(distDir, chunk), 'latin1')]),
  );
  const mentions = (chunk: string, by: Iterable<string>) =>
    [...by].some((other) => other !== chunk && text.get(other)?.includes(path.basename(chunk)));
  // Grow the set until stable: a chunk the studio mentions and no site chunk does is the studio's.
  for (let grew = true; grew;) {
    grew = false;
    for (const chunk of all) {
      if (studio.has(chunk) || siteChunks.has(chunk)) continue;
      const outside = all.filter((other) => !studio.has(other));
      if (mentions(chunk, studio) && !mentions(chunk, outside)) {
        studio.add(chunk);
        grew = true;
      }
    }
  }
  return studio;
}
