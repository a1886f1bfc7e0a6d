#!/usr/bin/env node
// npm run content:assets [-- <dataset.ndjson>…] [--check]: gives the embedded dataset's image
// assets the metadata Sanity computes on upload, from their files under public/: dimensions, a
// small LQIP (base64 JPEG data URL, 20 px wide), the dominant colour (palette.dominant) and
// whether the image has transparent parts. The site frames images and draws placeholders from
// these (docs/images.md), the same way for both content sources.
// Writes the files in place, changing only the image assets' `metadata`. With --check nothing is
// written: exits 1 and names every asset whose metadata is missing or no longer fits its file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_FILES = ['content/production.ndjson', 'e2e/fixtures/extra.ndjson'];
const LQIP_WIDTH = 20;

const USAGE = `Usage: npm run content:assets [-- <dataset.ndjson>…] [--check]

Computes dimensions, LQIP, dominant colour and transparency for every sanity.imageAsset whose
url is a path on this site (a file under public/), and writes them into its metadata, as Sanity
stores them. Default files: ${DEFAULT_FILES.join(', ')}.
--check   write nothing; exit 1 listing assets whose metadata is missing or out of date.`;

const hex = (value) => Math.round(value).toString(16).padStart(2, '0');
const toHex = ({ r, g, b }) => `#${hex(r)}${hex(g)}${hex(b)}`;

/** Black or white text on the colour (WCAG relative luminance), as Sanity's swatches carry. */
function foregroundOn({ r, g, b }) {
  const linear = (channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return luminance > 0.179 ? '#000' : '#fff';
}

function assetFile(asset) {
  if (typeof asset.url !== 'string' || !asset.url.startsWith('/')) return null;
  const file = path.join(ROOT, 'public', decodeURIComponent(asset.url.split('?')[0]));
  if (!existsSync(file)) throw new Error(`Asset ${asset._id}: no file public${asset.url}`);
  return file;
}

/** The metadata Sanity would store for the file (the fields the site reads). */
export async function imageMetadata(file) {
  const image = sharp(file);
  const { width, height, hasAlpha } = await image.metadata();
  if (!width || !height) throw new Error(`${file}: not an image sharp can read`);
  const { dominant, isOpaque } = await image.stats();
  const lqip = await sharp(file)
    .resize(LQIP_WIDTH, Math.max(1, Math.round((LQIP_WIDTH * height) / width)), { fit: 'fill' })
    .flatten({ background: dominant })
    .jpeg({ quality: 60 })
    .toBuffer();
  const foreground = foregroundOn(dominant);
  return {
    dimensions: {
      _type: 'sanity.imageDimensions',
      aspectRatio: Number((width / height).toFixed(4)),
      height,
      width,
    },
    hasAlpha: Boolean(hasAlpha),
    isOpaque: Boolean(isOpaque),
    lqip: `data:image/jpeg;base64,${lqip.toString('base64')}`,
    palette: {
      _type: 'sanity.imagePalette',
      dominant: {
        _type: 'sanity.imagePaletteSwatch',
        background: toHex(dominant),
        foreground,
        title: foreground,
      },
    },
  };
}

/**
 * What is wrong with an asset's stored metadata for its file: the dimensions and transparency
 * must match; the LQIP and colour must be there (their bytes vary with the libvips version).
 */
function staleness(stored, computed) {
  const problems = [];
  const dims = stored?.dimensions;
  if (dims?.width !== computed.dimensions.width || dims?.height !== computed.dimensions.height)
    problems.push('dimensions');
  if (typeof stored?.lqip !== 'string' || !stored.lqip.startsWith('data:image/'))
    problems.push('lqip');
  if (!/^#[0-9a-f]{6}$/i.test(stored?.palette?.dominant?.background ?? ''))
    problems.push('palette.dominant');
  if (stored?.isOpaque !== computed.isOpaque) problems.push('isOpaque');
  return problems;
}

/** Updates (or checks) one NDJSON file; returns the problems found in check mode. */
export async function processDataset(file, { check = false } = {}) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const problems = [];
  let changed = 0;
  for (const [index, line] of lines.entries()) {
    if (!line.includes('"sanity.imageAsset"')) continue;
    const asset = JSON.parse(line);
    if (asset._type !== 'sanity.imageAsset') continue;
    const source = assetFile(asset);
    if (!source) continue;
    const computed = await imageMetadata(source);
    if (check) {
      const stale = staleness(asset.metadata, computed);
      if (stale.length > 0) problems.push(`${asset._id} (${asset.url}): ${stale.join(', ')}`);
      continue;
    }
    // Sanity's own metadata fields (location, blurHash…) are kept; ours are replaced.
    asset.metadata = { _type: 'sanity.imageMetadata', ...asset.metadata, ...computed };
    lines[index] = JSON.stringify(asset);
    changed += 1;
  }
  if (!check) writeFileSync(file, lines.join('\n'));
  return { problems, changed };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { check: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const files = (positionals.length > 0 ? positionals : DEFAULT_FILES).map((file) =>
    path.resolve(ROOT, file),
  );
  let failed = false;
  for (const file of files) {
    const { problems, changed } = await processDataset(file, { check: values.check });
    const name = path.relative(ROOT, file);
    if (!values.check) console.log(`${name}: metadata for ${changed} image assets`);
    else if (problems.length === 0) console.log(`${name}: image asset metadata up to date`);
    else {
      failed = true;
      console.error(
        `${name}: image asset metadata missing or out of date (run npm run content:assets):`,
      );
      for (const problem of problems) console.error(`  ${problem}`);
    }
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
