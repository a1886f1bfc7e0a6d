// First paint and LCP as a slow phone on a crowded network sees them, in a real browser:
// Playwright drives Debian's Chromium with Chromium's own device, network and CPU emulation (no
// Lighthouse simulation). Every load gets a fresh browser context (a cold cache), and the pages
// take turns (reference, page, page…, round after round) so the shared machine's noise falls on
// all of them alike. The browser reports LCP, first contentful paint and layout shifts through
// PerformanceObserver; the figure kept per page is the median of its rounds.
import { FOREIGN_URL } from '../test-support/foreign-url.mjs';
import { median } from './support/stats.mjs';

/** @typedef {'slow' | 'fast'} ProbeNetwork */
/** @typedef {'css' | 'font' | 'script' | 'image'} RefusableKind */
/** @typedef {{ lcpMs: number, fcpMs: number, cls: number, lcpElement: string }} ProbeFigures */
/** @typedef {(ProbeFigures & { error?: undefined }) | { error: string }} ProbeRun */
/**
 * @typedef {{ lcpMs: number | null, fcpMs: number | null, cls: number | null,
 *   lcpElement: string | null, lcpRunsMs: number[], runs: number, failedRuns: number,
 *   errors: string[] }} ProbeSummary
 */
/**
 * One target's medians on the slow network; `fast`: the same page's figures on the fast network
 * (null when the run measured the slow one only).
 * @typedef {ProbeSummary & { target: string, type: string | null, url: string,
 *   fast?: ProbeSummary | null }} ProbeRow
 */
/** @typedef {{ name: string, url: string, type?: string, refuse?: string[] }} ProbeTarget */

/** A mid-range phone: the viewport and pixel ratio the bench and the docs quote. */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/**
 * The phone as Playwright context options. Its screen is its viewport, as on a real phone, said
 * here rather than left to the caller's defaults (a test in the desktop project would get a
 * 1920 px screen): Chromium's preload scanner takes `width=device-width` from the screen when it
 * sizes an image preload.
 */
export const PHONE_CONTEXT = {
  viewport: { width: PHONE.width, height: PHONE.height },
  screen: { width: PHONE.width, height: PHONE.height },
  deviceScaleFactor: PHONE.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
};

/** A crowded festival network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const NETWORK = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1024 * 1024,
  uploadBitsPerSecond: 750 * 1024,
};

/** The phone's CPU against this machine's: four times slower. */
export const CPU_SLOWDOWN = 4;

/**
 * The networks a page is loaded on: `slow`, the crowded network above with the slowed CPU (every
 * figure of the table); `fast`, the same phone unthrottled, for the layout shifts only a fast
 * network shows (a font or image that arrives before the first paint on one, after it on the other).
 */
/** @type {ProbeNetwork[]} */
export const NETWORKS = ['slow', 'fast'];

/** After `load`, how long the page is left to paint its largest element before it is read. */
export const SETTLE_MS = 2500;

/** A load slower than this failed (the figure is left out and counted). */
const LOAD_TIMEOUT_MS = 90_000;

// Runs in the page before its first byte: what the browser observes, kept on window.
function observePaints() {
  const seen = { lcp: 0, fcp: 0, cls: 0, lcpElement: '' };
  Object.defineProperty(window, '__probe', { value: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.lcp = entry.startTime;
      const element = entry.element;
      seen.lcpElement = element ? element.tagName.toLowerCase() : (seen.lcpElement ?? '');
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  // Every shift counts, `hadRecentInput` or not: the probe gives no input, but Chromium's mobile
  // emulation reports one of its own about 50 ms into the load and marks every shift of the next
  // half second as following it, which left a fast network's early shifts (a font's swap) out.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Kinds of request a probe target can refuse, to split a page's first paint into its causes:
 * the same page loaded with its stylesheets (or fonts, scripts, images) refused shows what
 * waiting for them costs. Each is the end of a request's path (before any query).
 */
/** @type {Record<RefusableKind, string>} */
export const REFUSABLE = {
  css: String.raw`[^?#]*\.css`,
  font: String.raw`[^?#]*\.(?:woff2?|ttf|otf)`,
  script: String.raw`[^?#]*\.m?js`,
  image: String.raw`(?:_next/image|[^?#]*\.(?:avif|webp|jpe?g|png|gif|svg))`,
};

/**
 * The requests of the refused `kinds` as one regular expression over the whole URL, so the
 * browser itself picks them out (a route given a function pauses every request for a round trip
 * to this process, which would slow every load the probe measures).
 * @param {string[]} kinds
 * @returns {RegExp}
 */
export function refusedUrlPattern(kinds) {
  const paths = kinds.map((kind) => {
    if (!REFUSABLE[kind])
      throw new Error(
        `Unknown request kind to refuse: ${kind} (${Object.keys(REFUSABLE).join(', ')})`,
      );
    return REFUSABLE[kind];
  });
  return new RegExp(String.raw`^https?://[^/]+/(?:${paths.join('|')})(?:[?#].*)?$`);
}

/**
 * Whether a request to `address` (a URL) is one of the refused `kinds`.
 * @param {string[]} kinds
 * @param {string} address
 * @returns {boolean}
 */
export function isRefused(kinds, address) {
  return kinds.length > 0 && refusedUrlPattern(kinds).test(address);
}

/**
 * One cold load of `url` as the phone; resolves to the browser's own figures. `refuse`: kinds of
 * request (REFUSABLE) the browser is refused, for a variant run; `network`: one of NETWORKS.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ refuse?: string[], network?: ProbeNetwork }} [options]
 * @returns {Promise<ProbeFigures>}
 */
export async function probeOnce(browser, url, { refuse = [], network = 'slow' } = {}) {
  if (!NETWORKS.includes(network))
    throw new Error(`Unknown network: ${network} (${NETWORKS.join(', ')})`);
  const refused = refuse.length > 0 ? refusedUrlPattern(refuse) : null;
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    // No internet here, and a probe must not wait on someone else's server (the pages load
    // nothing third-party before a click, but a slip would hold the load event until its request
    // timed out). Foreign hosts are refused at once, as e2e/support/fixtures.ts does.
    await context.route(FOREIGN_URL, (route) => route.abort('blockedbyclient'));
    if (refused) await context.route(refused, (route) => route.abort('blockedbyclient'));
    const page = await context.newPage();
    if (network === 'slow') {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: NETWORK.latencyMs,
        downloadThroughput: NETWORK.downloadBitsPerSecond / 8,
        uploadThroughput: NETWORK.uploadBitsPerSecond / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.addInitScript(observePaints);
    const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    // LCP has no "final" event short of user input; the probe gives it a fixed time after load.
    await page.waitForTimeout(SETTLE_MS);
    const seen = await page.evaluate(() => window.__probe);
    return {
      lcpMs: Math.round(seen.lcp),
      fcpMs: Math.round(seen.fcp),
      cls: Math.round(seen.cls * 10_000) / 10_000,
      lcpElement: seen.lcpElement,
    };
  } finally {
    await context.close();
  }
}

/**
 * The median figures of one target's runs (null where every run failed).
 * @param {ProbeRun[]} runs
 * @returns {ProbeSummary}
 */
export function summariseProbe(runs) {
  const ok = runs.filter((run) => !run.error);
  const mostCommon = (values) =>
    [...new Set(values)]
      .map((value) => [value, values.filter((other) => other === value).length])
      .sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  return {
    lcpMs: median(ok.map((run) => run.lcpMs)),
    fcpMs: median(ok.map((run) => run.fcpMs)),
    cls: median(ok.map((run) => run.cls)),
    lcpElement: mostCommon(ok.map((run) => run.lcpElement)),
    lcpRunsMs: ok.map((run) => run.lcpMs),
    runs: runs.length,
    failedRuns: runs.length - ok.length,
    errors: runs.filter((run) => run.error).map((run) => run.error),
  };
}

/** One load, its error caught as a figure-less run. */
async function probeRun(browser, target, network) {
  try {
    return await probeOnce(browser, target.url, { refuse: target.refuse, network });
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

/**
 * targets: [{ name, url, type?, refuse? }], the first being the reference (the bare Next page).
 * Returns one row per target with its median LCP, FCP and CLS on the slow network and every run's
 * LCP; with `fast` (the default), each load on the slow network is followed by one on the fast
 * network, whose median figures (the layout shift above all) are the row's `fast`.
 * @param {{ targets: ProbeTarget[], rounds?: number, chromePath?: string,
 *   log?: (message: string) => void, fast?: boolean }} options
 * @returns {Promise<ProbeRow[]>}
 */
export async function runProbe({ targets, rounds = 5, chromePath, log = () => {}, fast = true }) {
  // Loaded here, so the figures' helpers below can be imported without a browser driver.
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath });
  const networks = fast ? NETWORKS : ['slow'];
  const runs = new Map(
    targets.map((target) => [target.name, new Map(networks.map((network) => [network, []]))]),
  );
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const target of targets) {
        for (const network of networks) {
          const run = await probeRun(browser, target, network);
          runs.get(target.name).get(network).push(run);
          log(
            `probe ${round + 1}/${rounds} ${target.name} (${network}): ${
              run.error
                ? `ERROR ${run.error}`
                : `LCP ${run.lcpMs} ms (${run.lcpElement}), FCP ${run.fcpMs} ms, CLS ${run.cls}`
            }`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  return targets.map((target) => {
    const byNetwork = runs.get(target.name);
    return {
      target: target.name,
      type: target.type ?? null,
      url: target.url,
      ...summariseProbe(byNetwork.get('slow')),
      fast: fast ? summariseProbe(byNetwork.get('fast')) : null,
    };
  });
}

/** Upper bound for a plausible figure on this emulation (a smoke run fails above it). */
export const PLAUSIBLE_CEILING_MS = 30_000;

/**
 * Why a probe row's figures cannot be right; empty when they are plausible.
 * @param {ProbeRow} row
 * @returns {string[]}
 */
export function probeProblems(row) {
  const problems = [];
  const label = `probe ${row.target}`;
  if (row.failedRuns > 0) problems.push(`${label}: ${row.failedRuns}/${row.runs} runs failed`);
  for (const [name, value] of [
    ['LCP', row.lcpMs],
    ['first paint', row.fcpMs],
  ]) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
      problems.push(`${label}: ${name} is ${value}, not a positive time`);
    else if (value > PLAUSIBLE_CEILING_MS)
      problems.push(`${label}: ${name} ${value} ms is above ${PLAUSIBLE_CEILING_MS} ms`);
  }
  if (typeof row.lcpMs === 'number' && typeof row.fcpMs === 'number' && row.lcpMs < row.fcpMs)
    problems.push(`${label}: LCP ${row.lcpMs} ms comes before the first paint ${row.fcpMs} ms`);
  if (typeof row.cls !== 'number' || !Number.isFinite(row.cls) || row.cls < 0)
    problems.push(`${label}: CLS is ${row.cls}`);
  if (row.fast) {
    if (row.fast.failedRuns > 0)
      problems.push(`${label}: ${row.fast.failedRuns}/${row.fast.runs} fast-network runs failed`);
    const cls = row.fast.cls;
    if (typeof cls !== 'number' || !Number.isFinite(cls) || cls < 0)
      problems.push(`${label}: CLS on the fast network is ${cls}`);
  }
  return problems;
}
