#!/usr/bin/env node
// @ts-check
// Runs npm scripts as the stages of a test run, in the order given, and keeps going after a
// failure: the summary names every stage that failed, with each stage's duration, and the exit
// code is 1 when any failed. A stage whose script is only a chain of `npm run …` (such as
// test:production) runs as one stage per link, so a failing link does not hide the ones after it.
// The lines in a stage's output that name a failed test (Playwright's ✘, Jest's FAIL and ●,
// node:test's ✖ in the production checks) are repeated under the summary with the lines that say
// why (the error, expected and received, a timeout and what it was waiting for), so the last lines
// of a CI log say which test failed and how, not only which stage.
// Stages joined by `+` run side by side (say, static checks while a build runs on the other
// core); each one's output is shown whole when it ends, so the log does not interleave.
// Every stage of a run gets the same SHARED_BUILDS_RUN id, so the production checks build each
// configuration of the site once (test-support/shared-build.mjs); the runner removes those
// builds at its end. With --build-workshop, every `next build` of the run is made in one dist
// dir with Turbopack's cache on and then moved where it belongs, so each build after the first
// compiles from that cache (test-support/build-workshop.mjs); worth it from two builds on.
//
//   node scripts/run-stages.mjs [--build-workshop] typecheck "lint+test:unit" "test:e2e -- --project=desktop"
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_WORKSHOP_VARIABLE } from '../test-support/build-workshop.mjs';
import {
  newSharedBuildsRun,
  removeSharedBuilds,
  SHARED_BUILDS_VARIABLE,
  sharedDistDir,
} from '../test-support/shared-build.mjs';

const BUILD_WORKSHOP_FLAG = '--build-workshop';
const CHAIN_LINK = /^npm run ([\w:.-]+)$/;
const FAILURE_LINE = /✘|✖|^\s*FAIL\s|^\s*● /;
// node:test's spec reporter heads its list of failures with this line: not a failure itself.
const FAILURE_LIST_HEADING = /^✖ failing tests:$/;
// Why a test failed: Playwright's and Jest's error lines with expected and received, the heading
// of each failure's details (`1) [desktop] › …`), a timeout and the call log's first step,
// node:assert's error and its `a !== b` line.
const REASON_LINE =
  /^(\d+\) \[|Test timeout of |Error: |\w+Error\b[^:]*: |Expected\b.*: |Received\b.*: |- (navigating|waiting for) )|^'.*' !== '.*'$/;
const FAILURES_KEPT_PER_STAGE = 20;
const LINE_KEPT_CHARS = 300;

/**
 * The lines of a stage's output that name a failure (the first `limit`), then the lines that say
 * why (the last `limit`: the runners print their failures' details at the end, while a server's
 * own error log can come earlier), without colours or repeats, each cut at LINE_KEPT_CHARS.
 * @param {string} output
 * @param {number} [limit]
 * @returns {string[]}
 */
export function failureLines(output, limit = FAILURES_KEPT_PER_STAGE) {
  /** @type {string[]} */
  const failures = [];
  /** @type {string[]} */
  const reasons = [];
  for (const raw of output.split(/\r?\n/)) {
    const line = raw
      .replace(/\u001b\[[0-9;]*m/g, '')
      .trim()
      .slice(0, LINE_KEPT_CHARS);
    if (line.startsWith('> ')) continue; // npm's echo of the command
    if (FAILURE_LINE.test(line) && !FAILURE_LIST_HEADING.test(line)) {
      if (failures.length < limit && !failures.includes(line)) failures.push(line);
    } else if (REASON_LINE.test(line)) {
      const seen = reasons.indexOf(line);
      if (seen >= 0) reasons.splice(seen, 1);
      reasons.push(line);
    }
  }
  return [...failures, ...reasons.slice(-limit)];
}

/**
 * The stages a stage name stands for: itself, or the links of a script that only chains
 * `npm run` calls with `&&`.
 * @param {string} stage a script name, optionally followed by ` -- <arguments>`
 * @param {Record<string, string>} scripts package.json's scripts
 * @returns {string[]}
 */
export function expandStage(stage, scripts) {
  const script = scripts[stage];
  if (!script) return [stage];
  const links = script.split('&&').map((link) => link.trim());
  if (links.length < 2 || !links.every((link) => CHAIN_LINK.test(link))) return [stage];
  // Every link matched CHAIN_LINK above.
  return links.flatMap((link) =>
    expandStage(/** @type {RegExpExecArray} */ (CHAIN_LINK.exec(link))[1], scripts),
  );
}

/**
 * The stages to run, in groups that run side by side: `a+b` is one group of two stages (each as
 * it is, not expanded), anything else is one group per stage it expands to.
 * @param {string[]} args
 * @param {Record<string, string>} scripts package.json's scripts
 * @returns {string[][]}
 */
export function stageGroups(args, scripts) {
  return args.flatMap((arg) => {
    const [name, ...rest] = arg.split(' -- ');
    if (rest.length > 0) return [[arg]];
    const members = name.split('+').filter(Boolean);
    if (members.length > 1) return [members];
    return expandStage(name, scripts).map((stage) => [stage]);
  });
}

/** @param {number} ms */
export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}

/**
 * @param {{ stage: string, ok: boolean, ms: number, failures?: string[] }[]} results
 * @param {number} [wallMs] the run's own duration (stages side by side overlap); else their sum
 * @returns {string}
 */
export function summary(results, wallMs) {
  const width = Math.max(...results.map(({ stage }) => stage.length));
  const lines = results.map(
    ({ stage, ok, ms }) => `${ok ? 'ok  ' : 'FAIL'}  ${stage.padEnd(width)}  ${formatDuration(ms)}`,
  );
  const failed = results.filter(({ ok }) => !ok).map(({ stage }) => stage);
  const total = formatDuration(wallMs ?? results.reduce((sum, { ms }) => sum + ms, 0));
  for (const { stage, ok, failures = [] } of results) {
    if (ok || failures.length === 0) continue;
    lines.push(`failures in ${stage}:`, ...failures.map((failure) => `  ${failure}`));
  }
  lines.push(
    failed.length === 0
      ? `all ${results.length} stages passed in ${total}`
      : `${failed.length} of ${results.length} stages failed (${failed.join(', ')}) in ${total}`,
  );
  return lines.join('\n');
}

/**
 * Runs one npm script with its output shown as it comes and kept for the summary.
 * @param {string} name
 * @param {string[]} extra
 * @param {{ env: Record<string, string | undefined>, stream: boolean }} options
 * @returns {Promise<{ ok: boolean, output: string }>}
 */
function runScript(name, extra, { env, stream }) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name, ...extra], {
      stdio: ['inherit', 'pipe', 'pipe'],
      // Next's types make NODE_ENV required in NodeJS.ProcessEnv; a child may go without.
      env: /** @type {NodeJS.ProcessEnv} */ (env),
    });
    let output = '';
    const keep = (/** @type {NodeJS.WriteStream} */ sink) => (/** @type {Buffer} */ chunk) => {
      if (stream) sink.write(chunk);
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', (error) => resolve({ ok: false, output: `${output}\n✖ ${error.message}` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Runs one stage; alone its output streams, beside others it is shown when the stage ends.
 * @param {string} stage
 * @param {{ env: Record<string, string | undefined>, alone: boolean }} options
 */
async function runStage(stage, { env, alone }) {
  const [name, ...rest] = stage.split(' -- ');
  const extra = rest.length > 0 ? ['--', ...rest.join(' -- ').split(' ').filter(Boolean)] : [];
  if (alone) console.log(`\n=== ${stage}`);
  const started = Date.now();
  const { ok, output } = await runScript(name, extra, { env, stream: alone });
  const ms = Date.now() - started;
  if (!alone) process.stdout.write(`\n=== ${stage} (beside other stages)\n${output}`);
  console.log(`=== ${stage}: ${ok ? 'passed' : 'FAILED'} in ${formatDuration(ms)}`);
  return { stage, ok, ms, failures: ok ? [] : failureLines(output) };
}

/**
 * The environment every stage of a run gets: the run's id, and with --build-workshop the dir
 * its builds are made in (removed with the run's shared builds); without it, none, even one an
 * outer run set.
 * @param {string} run
 * @param {{ buildWorkshop: boolean }} options
 * @param {Record<string, string | undefined>} [base]
 * @returns {Record<string, string | undefined>}
 */
export function runEnv(run, { buildWorkshop }, base = process.env) {
  /** @type {Record<string, string | undefined>} */
  const env = { ...base, [SHARED_BUILDS_VARIABLE]: run };
  if (buildWorkshop) env[BUILD_WORKSHOP_VARIABLE] = sharedDistDir(run, 'workshop');
  else delete env[BUILD_WORKSHOP_VARIABLE];
  return env;
}

/** @param {string[]} argv */
async function main(argv) {
  const buildWorkshop = argv.includes(BUILD_WORKSHOP_FLAG);
  const args = argv.filter((arg) => arg !== BUILD_WORKSHOP_FLAG);
  if (args.length === 0) {
    console.error(
      `usage: node scripts/run-stages.mjs [${BUILD_WORKSHOP_FLAG}] <npm script>[+<npm script>…] …`,
    );
    return 2;
  }
  const { scripts = {} } = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8'));
  const groups = stageGroups(args, scripts);
  const run = newSharedBuildsRun();
  const env = runEnv(run, { buildWorkshop });
  const results = [];
  const started = Date.now();
  try {
    for (const group of groups) {
      if (group.length > 1) console.log(`\n=== side by side: ${group.join(', ')}`);
      const alone = group.length === 1;
      results.push(...(await Promise.all(group.map((stage) => runStage(stage, { env, alone })))));
    }
  } finally {
    removeSharedBuilds(run);
  }
  console.log(`\n${summary(results, Date.now() - started)}`);
  return results.every(({ ok }) => ok) ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
