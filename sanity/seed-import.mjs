#!/usr/bin/env node
// Prepares the embedded dataset for `sanity dataset import`. Its asset documents point at files
// this site serves from public/ (/content-assets/…), which Sanity cannot fetch and would not
// host. Here every image and file reference becomes an `_sanityAsset` instruction
// ("image@file:///…/public/content-assets/x.jpg"), so the import uploads the real files to the
// project's CDN and creates the asset documents itself; the local asset documents are dropped.
// Usage: node sanity/seed-import.mjs [input.ndjson] [output.ndjson]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ASSET_TYPES = { 'sanity.imageAsset': 'image', 'sanity.fileAsset': 'file' };

function assetSource(asset) {
  if (/^https?:\/\//.test(asset.url)) return asset.url;
  const file = path.join(ROOT, 'public', decodeURIComponent(asset.url));
  if (!asset.url.startsWith('/') || !existsSync(file)) {
    throw new Error(`Asset ${asset._id}: no file public${asset.url} to upload`);
  }
  return pathToFileURL(file).href;
}

function rewrite(value, assets) {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, assets));
  if (value === null || typeof value !== 'object') return value;
  const copy = {};
  for (const [key, field] of Object.entries(value)) {
    const asset = key === 'asset' ? assets.get(field?._ref) : undefined;
    if (asset) copy._sanityAsset = `${ASSET_TYPES[asset._type]}@${assetSource(asset)}`;
    else copy[key] = rewrite(field, assets);
  }
  return copy;
}

/** The import-ready documents: content documents with upload instructions, no asset documents. */
export function toImportDocuments(documents) {
  const assets = new Map(
    documents
      .filter((document) => ASSET_TYPES[document._type])
      .map((document) => [document._id, document]),
  );
  return documents
    .filter((document) => !ASSET_TYPES[document._type])
    .map((document) => rewrite(document, assets));
}

function main() {
  const [
    input = path.join(ROOT, 'content/production.ndjson'),
    output = path.join(ROOT, '.data/sanity-import.ndjson'),
  ] = process.argv.slice(2);
  const documents = readFileSync(input, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
  const prepared = toImportDocuments(documents);
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, `${prepared.map((document) => JSON.stringify(document)).join('\n')}\n`);
  console.log(
    `Wrote ${prepared.length} documents to ${path.relative(process.cwd(), output)}; import it with:`,
  );
  console.log(`  npx sanity dataset import ${path.relative(process.cwd(), output)} <dataset>`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    main();
  } catch (error) {
    console.error(`seed-import: ${error.message}`);
    process.exitCode = 1;
  }
}
