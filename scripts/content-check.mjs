#!/usr/bin/env node
// npm run content:check [-- <dataset.ndjson>]: checks every document of the embedded dataset
// against the studio schema (sanity/extract.json, from `npm run sanity:typegen`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { loadDotEnv } from './lib/dotenv.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_DATASET = 'content/production.ndjson';

const USAGE = `Usage: npm run content:check [-- <dataset.ndjson>] [--schema <extract.json>]

Checks every document of the dataset (default: CONTENT_DATASET_FILE, else ${DEFAULT_DATASET})
against the extracted studio schema (default sanity/extract.json): known types and fields,
required fields, references, unique slugs, alt text on images, colours, links and slugs, and
the programme's rules (times, venues, notes on changes; festival dates and overlaps as warnings).
Exits 1 and lists each problem by document id and field path when there are any; warnings
alone are listed and exit 0.`;

function readOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { schema: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (positionals.length > 1) throw new Error('Expected at most one dataset file.');
  const dataset = positionals[0] ?? (process.env.CONTENT_DATASET_FILE?.trim() || DEFAULT_DATASET);
  return {
    help: values.help,
    dataset,
    schema: values.schema ?? path.join(ROOT, 'sanity/extract.json'),
  };
}

function readSchema(file) {
  if (!existsSync(file)) {
    throw new Error(
      `Schema file not found: ${file}. Run \`npm run sanity:typegen\` to extract it.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

async function main() {
  // The site reads CONTENT_DATASET_FILE from .env.local or .env too; check the same file.
  loadDotEnv(ROOT);
  const options = readOptions();
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  // The check's rules live in TypeScript next to the schema; tsx loads them as the contact CLI does.
  register();
  const { checkDataset, formatReport, hasErrors } = await import('./dataset-check/index.ts');
  const { parseNdjson } = await import('../lib/sanity/local-dataset.ts');
  if (!existsSync(options.dataset)) throw new Error(`Dataset file not found: ${options.dataset}`);
  const documents = parseNdjson(readFileSync(options.dataset, 'utf8'), options.dataset);
  const issues = checkDataset(documents, readSchema(options.schema));
  const report = formatReport(issues, documents.length, options.dataset);
  // Warnings (an event outside the festival's dates, two events at one venue at once) are
  // printed but do not fail the check: the editor may mean them.
  if (hasErrors(issues)) {
    console.error(report);
    return 1;
  }
  console.log(report);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`content:check: ${error.message}`);
    process.exitCode = 1;
  },
);
