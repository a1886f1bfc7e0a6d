#!/usr/bin/env node
// `npm run bench:probe -- name=URL [name=URL ...] [--rounds=5] [--refuse=name:css,font ...]`: the
// LCP probe of `npm run bench` (bench/lcp-probe.mjs) against servers already running, e.g. two
// builds of the site and the bare page side by side while trying a change. The first target is the
// reference. `--refuse` makes a target a variant whose browser is refused those kinds of request
// (css, font, script, image): the same URL under two names, one refusing its stylesheets, shows
// what waiting for them costs. Every load on the slow network is followed by one on the fast network
// (the table's `CLS fast`); `--slow-only` leaves those out.
import { parseArgs } from 'node:util';
import { runProbe } from './lcp-probe.mjs';
import { formatProbe } from './report.mjs';
import { fullChromiumPath } from '../test-support/chromium.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '5' },
    refuse: { type: 'string', multiple: true, default: [] },
    'slow-only': { type: 'boolean', default: false },
  },
});
const refusals = new Map(
  values.refuse.map((argument) => {
    const [name, kinds = ''] = argument.split(':');
    return [name, kinds.split(',').filter(Boolean)];
  }),
);
const targets = positionals.map((argument) => {
  const at = argument.indexOf('=');
  if (at < 1) throw new Error(`Not name=URL: ${argument}`);
  const name = argument.slice(0, at);
  return { name, url: argument.slice(at + 1), refuse: refusals.get(name) ?? [] };
});
for (const name of refusals.keys())
  if (!targets.some((target) => target.name === name))
    throw new Error(`--refuse names ${name}, which is not a target`);
if (targets.length === 0) {
  console.error(
    'Usage: npm run bench:probe -- name=URL [name=URL ...] [--rounds=5] [--refuse=name:css,font] [--slow-only]',
  );
  process.exit(2);
}
const rows = await runProbe({
  targets,
  rounds: Number(values.rounds),
  chromePath: fullChromiumPath(),
  log: (message) => console.log(message),
  fast: !values['slow-only'],
});
console.log(formatProbe(rows, undefined, targets[0].name));
