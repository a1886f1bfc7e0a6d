// Lighthouse (the installed version, reported in the results) on every page and on the bare reference page, mobile and desktop presets.
// Runs are interleaved (reference, then each page, round after round) so machine noise hits
// both sides alike; each figure is the median of its runs, taken per metric.
import * as chromeLauncher from 'chrome-launcher';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CATEGORIES, summariseRun, summariseRuns } from './lighthouse-summary.mjs';
import { QUIET_FLAGS } from '../test-support/chromium.mjs';

export const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;

export const CHROME_FLAGS = ['--headless=new', ...QUIET_FLAGS];

const PRESETS = { mobile: undefined, desktop: desktopConfig };
// Screenshots and the back/forward-cache probe (a second navigation) cost seconds per run on
// two shared cores and feed no score or metric reported here.
const FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: CATEGORIES,
  disableFullPageScreenshot: true,
  skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'bf-cache'],
};

/**
 * targets: [{ name, url }], the first being the reference. Stops starting new rounds once
 * `deadline` (epoch ms) has passed, so the whole bench stays bounded on a slow machine.
 */
export async function runLighthouse({
  targets,
  rounds = 3,
  deadline = Infinity,
  chromePath,
  log = () => {},
}) {
  const runs = new Map();
  let outOfTime = false;
  for (let round = 0; round < rounds && !outOfTime; round += 1) {
    // A fresh browser per round keeps one round's leftovers out of the next.
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    try {
      for (const [preset, config] of Object.entries(PRESETS)) {
        // Checked per preset and round, so a stop never leaves a page measured without its reference.
        if (round > 0 && Date.now() > deadline) {
          log(
            `lighthouse: time budget reached in round ${round + 1}; ${preset} keeps ${round} run(s)`,
          );
          outOfTime = true;
          break;
        }
        for (const target of targets) {
          const started = Date.now();
          const key = `${target.name}|${preset}`;
          let summary;
          try {
            const result = await lighthouse(target.url, { ...FLAGS, port: chrome.port }, config);
            summary = summariseRun(result.lhr);
          } catch (error) {
            summary = { error: error instanceof Error ? error.message : String(error) };
          }
          if (!runs.has(key)) runs.set(key, []);
          runs.get(key).push(summary);
          log(
            `lighthouse ${round + 1}/${rounds} ${preset} ${target.name}: perf ${summary.performance ?? '–'}, first paint ${summary.observedFcpMs ?? '–'} ms unthrottled (${Date.now() - started} ms)${summary.error ? ` ERROR ${summary.error}` : ''}`,
          );
        }
      }
    } finally {
      await chrome.kill();
    }
  }
  const results = [];
  for (const target of targets) {
    for (const preset of Object.keys(PRESETS)) {
      results.push({
        target: target.name,
        url: target.url,
        preset,
        ...summariseRuns(runs.get(`${target.name}|${preset}`) ?? []),
      });
    }
  }
  return results;
}
