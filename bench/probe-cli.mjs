#!/usr/bin/env node
// `npm run bench:probe -- name=URL [name=URL ...] [--rounds=5]`: the LCP probe of `npm run bench`
// (bench/lcp-probe.mjs) against servers already running, e.g. two builds of the site and the bare
// page side by side while trying a change. The first target is the reference.
import { parseArgs } from 'node:util';
import { runProbe } from './lcp-probe.mjs';
import { formatProbe } from './report.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '5' } },
});
const targets = positionals.map((argument) => {
  const at = argument.indexOf('=');
  if (at < 1) throw new Error(`Not name=URL: ${argument}`);
  return { name: argument.slice(0, at), url: argument.slice(at + 1) };
});
if (targets.length === 0) {
  console.error('Usage: npm run bench:probe -- name=URL [name=URL ...] [--rounds=5]');
  process.exit(2);
}
const rows = await runProbe({
  targets,
  rounds: Number(values.rounds),
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  log: (message) => console.log(message),
});
console.log(formatProbe(rows, undefined, targets[0].name));
