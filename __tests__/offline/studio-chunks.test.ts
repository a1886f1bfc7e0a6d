import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { studioOnlyChunks } from '@/lib/offline/studio-chunks';

/** A build output in miniature: client manifests for two routes and the chunks they load. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'studio-chunks-'));
  const manifest = (route: string, files: Record<string, string[]>) => {
    const dir = path.join(dist, 'server', 'app', ...route.split('/').filter(Boolean));
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'page_client-reference-manifest.js'),
      `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["${route}/page"]=${JSON.stringify({ entryJSFiles: files })};`,
    );
  };
  manifest('/[slug]', {
    '[project]/app/layout': ['static/chunks/layout.js'],
    '[project]/app/[slug]/page': ['static/chunks/page.js'],
  });
  manifest('/studio/[[...tool]]', {
    '[project]/app/layout': ['static/chunks/layout.js'],
    '[project]/app/studio/[[...tool]]/page': ['static/chunks/layout.js', 'static/chunks/studio.js'],
  });
  const chunks: Record<string, string> = {
    'layout.js': 'react',
    'page.js': 'import("static/chunks/swiper.js"); import("static/chunks/shared.js")',
    'swiper.js': 'swiper',
    'studio.js': 'import("static/chunks/editor.js"); import("static/chunks/shared.js")',
    'editor.js': 'import("static/chunks/player.js")',
    'player.js': 'media player',
    'shared.js': 'used by both',
  };
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  for (const [name, text] of Object.entries(chunks))
    writeFileSync(path.join(dist, 'static', 'chunks', name), text);
  return dist;
}

describe('studioOnlyChunks', () => {
  it('finds the studio entry and what only it loads, never what the site shares', () => {
    const dist = fakeBuild();
    try {
      expect([...studioOnlyChunks(dist)].sort()).toEqual([
        'static/chunks/editor.js',
        'static/chunks/player.js',
        'static/chunks/studio.js',
      ]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
