// @ts-check
// The one "wait for a signal" helper of the tests and checks: a condition polled until it holds.
// The deadline is a hang guard, never the oracle: a test that passes only because time went by
// proves nothing, so the condition must be the behaviour's own signal (a request that arrived, a
// log line, a state), and running out of time is a failure that names what did not happen.

const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves with the condition's first truthy value; rejects when `timeoutMs` passes first.
 *
 * @template T
 * @param {() => T | Promise<T>} condition
 * @param {{ what: string, timeoutMs?: number, intervalMs?: number }} options
 * @returns {Promise<T>}
 */
export async function waitUntil(condition, { what, timeoutMs = 15_000, intervalMs = 25 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await pause(intervalMs);
  }
}
