// One Lighthouse run reduced to the figures the bench reports, and the median over a page's runs.
// Kept apart from lighthouse.mjs (which drives Chromium) so the arithmetic is tested on its own.
import { median } from './support/stats.mjs';

/**
 * @typedef {{
 *   error?: string,
 *   lcpMs: number | null,
 *   tbtMs: number | null,
 *   cls: number | null,
 *   observedFcpMs: number | null,
 *   [category: string]: number | string | null | undefined,
 * }} RunSummary
 */

/**
 * @type {string[]}
 */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const METRICS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/**
 * A first paint Lighthouse observed this late fell off headless Chromium's frame cadence: the
 * renderer asked for a frame and the next one came up to a second later (docs/performance.md,
 * "Lighthouse's slow first frame"). On-time first paints of the seed pages came before it
 * (at most about 930 ms); late ones at about 1.25 s or 2.25 s.
 * @type {number}
 */
export const LATE_FIRST_FRAME_MS = 1000;

/**
 * The categories' scores (0–100), the metrics, and the first paint Lighthouse saw unthrottled.
 * @param {unknown} lhr
 * @returns {RunSummary}
 */
export function summariseRun(lhr) {
  const summary = { error: lhr.runtimeError?.message };
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    summary[category] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  for (const [name, audit] of Object.entries(METRICS)) {
    summary[name] = lhr.audits[audit]?.numericValue ?? null;
  }
  summary.observedFcpMs =
    lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? null;
  return summary;
}

/**
 * The median of each figure over the runs that did not fail, and how many runs painted late.
 * @param {RunSummary[]} runs
 * @returns {Record<string, number | null> & { runs: number, failedRuns: number,
 *   lateFirstFrameRuns: number }}
 */
export function summariseRuns(runs) {
  const ok = runs.filter((run) => !run.error);
  const result = { runs: runs.length, failedRuns: runs.length - ok.length };
  for (const key of [...CATEGORIES, ...Object.keys(METRICS), 'observedFcpMs']) {
    result[key] = median(ok.map((run) => run[key]).filter((value) => typeof value === 'number'));
  }
  result.lateFirstFrameRuns = ok.filter(
    (run) => typeof run.observedFcpMs === 'number' && run.observedFcpMs >= LATE_FIRST_FRAME_MS,
  ).length;
  return result;
}
