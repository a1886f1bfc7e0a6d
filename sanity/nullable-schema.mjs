#!/usr/bin/env node
// `sanity schema extract` runs with required fields enforced, because the dataset check needs to
// know them. The site's types must not trust them: real content (drafts, imports, older
// documents) can lack any field. This writes the copy typegen reads, every field optional,
// which is what extracting without --enforce-required-fields produces.
// Usage: node sanity/nullable-schema.mjs [input] [output]
import { readFileSync, writeFileSync } from 'node:fs';

const [input = 'sanity/extract.json', output = 'sanity/extract.nullable.json'] =
  process.argv.slice(2);

function relax(node) {
  if (Array.isArray(node)) return node.map(relax);
  if (node === null || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, relax(value)]));
  if (copy.type === 'objectAttribute' && copy.optional === false) copy.optional = true;
  return copy;
}

writeFileSync(
  output,
  `${JSON.stringify(relax(JSON.parse(readFileSync(input, 'utf8'))), null, 2)}\n`,
);
