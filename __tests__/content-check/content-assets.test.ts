import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
const SCRIPT = path.join(ROOT, 'scripts/content-assets.mjs');

function run(...args: string[]) {
  return spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', timeout: 60_000 });
}

/** Any photo the site serves from public/content-assets (found, not named). */
function someJpeg(): string {
  const file = readdirSync(path.join(ROOT, 'public/content-assets')).find((name) =>
    name.endsWith('.jpg'),
  );
  expect(file).toBeDefined();
  return `/content-assets/${file}`;
}

describe('npm run content:assets (image metadata for the embedded dataset)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-assets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the committed seed and e2e fixtures up to date (dimensions, LQIP, dominant colour)', () => {
    const result = run('--check');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('writes the metadata Sanity stores on upload, touching nothing else; --check tells the difference', () => {
    const url = someJpeg();
    const page = '{"_id":"p","_type":"page","title":"Uendret  linje"}';
    const asset = { _id: 'image-x-1x1-jpg', _type: 'sanity.imageAsset', url, extension: 'jpg' };
    const file = path.join(dir, 'dataset.ndjson');
    writeFileSync(file, `${page}\n${JSON.stringify(asset)}\n`);

    const stale = run(file, '--check');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain(`image-x-1x1-jpg (${url}): dimensions, lqip, palette.dominant`);
    expect(readFileSync(file, 'utf8')).toBe(`${page}\n${JSON.stringify(asset)}\n`);

    expect(run(file).status).toBe(0);
    const [pageLine, assetLine, end] = readFileSync(file, 'utf8').split('\n');
    expect(pageLine).toBe(page);
    expect(end).toBe('');
    const { metadata } = JSON.parse(assetLine);
    expect(metadata._type).toBe('sanity.imageMetadata');
    expect(metadata.dimensions).toMatchObject({ _type: 'sanity.imageDimensions' });
    expect(metadata.dimensions.width).toBeGreaterThan(0);
    expect(metadata.dimensions.aspectRatio).toBeCloseTo(
      metadata.dimensions.width / metadata.dimensions.height,
      3,
    );
    expect(metadata.lqip).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/);
    // A placeholder, not a copy: a few hundred bytes.
    expect(metadata.lqip.length).toBeLessThan(2000);
    expect(metadata.palette.dominant.background).toMatch(/^#[0-9a-f]{6}$/);
    expect(metadata.isOpaque).toBe(true);

    expect(run(file, '--check').status).toBe(0);
  });

  it('marks a transparent image as not opaque (it gets no placeholder)', () => {
    const file = path.join(dir, 'dataset.ndjson');
    const asset = { _id: 'logo', _type: 'sanity.imageAsset', url: '/logo-black.svg' };
    writeFileSync(file, `${JSON.stringify(asset)}\n`);
    expect(run(file).status).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).metadata).toMatchObject({
      hasAlpha: true,
      isOpaque: false,
    });
  });

  it('names the asset whose file is missing, and writes nothing', () => {
    const file = path.join(dir, 'dataset.ndjson');
    const line = JSON.stringify({
      _id: 'image-gone',
      _type: 'sanity.imageAsset',
      url: '/content-assets/finnes-ikke.jpg',
    });
    writeFileSync(file, `${line}\n`);
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Asset image-gone: no file public/content-assets/finnes-ikke.jpg',
    );
    expect(readFileSync(file, 'utf8')).toBe(`${line}\n`);
  });
});
