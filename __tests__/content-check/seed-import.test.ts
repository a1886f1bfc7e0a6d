import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDataset } from './generated-dataset';

const SCRIPT = path.join(process.cwd(), 'sanity/seed-import.mjs');

function prepare(documents: object[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-import-'));
  try {
    const input = path.join(dir, 'in.ndjson');
    const output = path.join(dir, 'out.ndjson');
    writeFileSync(input, documents.map((document) => JSON.stringify(document)).join('\n'));
    const result = spawnSync(process.execPath, [SCRIPT, input, output], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    const lines = existsSync(output) ? readFileSync(output, 'utf8').trim().split('\n') : [];
    return { result, prepared: lines.map((line) => JSON.parse(line)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('node sanity/seed-import.mjs (the seed made importable)', () => {
  it('drops asset documents and turns every asset reference into an upload of the local file', () => {
    const seed = readFileSync(path.join(process.cwd(), 'content/production.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const { result, prepared } = prepare(seed);
    expect(result.status).toBe(0);
    const text = JSON.stringify(prepared);
    expect(prepared.map((document) => document._id)).toEqual(
      seed.filter((document) => !document._type.endsWith('Asset')).map((document) => document._id),
    );
    expect(text).not.toContain('"asset"');
    const uploads = [...text.matchAll(/"_sanityAsset":"(image|file)@(file:[^"]+)"/g)];
    expect(uploads.length).toBeGreaterThan(0);
    for (const [, , url] of uploads) expect(existsSync(fileURLToPath(url))).toBe(true);
  });

  it('refuses an asset whose file the site does not have', () => {
    const { documents, ids } = generateDataset();
    const { result } = prepare(documents);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(ids.imageId);
  });
});
