/**
 * @jest-environment node
 */
import { CDN_REPURGE_DELAYS_MS, purgeCdnAfterRevalidation } from '@/lib/cdn/purge';
import { purgePaths } from '@/lib/cdn/providers';

// The schedule is pure timing: the provider call is replaced, the clock is Jest's.
jest.mock('@/lib/cdn/providers', () => ({ purgePaths: jest.fn() }));
const purge = jest.mocked(purgePaths);
const env = {
  CDN_PURGE_PROVIDER: 'varnish',
  CDN_PURGE_URL: 'http://127.0.0.1:9',
  CDN_PURGE_TOKEN: 'purge-token',
};

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
  purge.mockReset();
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The fake clock's times at which the provider was asked to purge. */
function recordCalls(outcomes: Array<'ok' | 'fail'> = []) {
  const calls: number[] = [];
  purge.mockImplementation(async () => {
    calls.push(Date.now());
    if (outcomes[calls.length - 1] === 'fail') throw new Error('CDN answered 503');
  });
  return calls;
}

describe('the CDN purge schedule after a publish (fake timers)', () => {
  it('purges at once, then exactly at each repurge delay, and not in between', async () => {
    const calls = recordCalls();
    const done = purgeCdnAfterRevalidation(['page:ny'], { env });
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([0]);
    let previous = 0;
    for (const [index, delay] of CDN_REPURGE_DELAYS_MS.entries()) {
      await jest.advanceTimersByTimeAsync(delay - previous - 1);
      expect(calls).toHaveLength(index + 1);
      await jest.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(index + 2);
      expect(calls.at(-1)).toBe(delay);
      previous = delay;
    }
    await expect(done).resolves.toBe(true);
    // The second purge keeps a publish at the edge within two seconds.
    expect(CDN_REPURGE_DELAYS_MS[0]).toBeLessThan(2000);
  });

  it('retries a failed purge after 500 ms and 2 s, then gives up and reports it', async () => {
    const calls = recordCalls(['fail', 'fail', 'fail']);
    const done = purgeCdnAfterRevalidation(['page:ny'], { env, repurgeDelaysMs: [] });
    await jest.advanceTimersByTimeAsync(499);
    expect(calls).toEqual([0]);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([0, 500]);
    await jest.advanceTimersByTimeAsync(1999);
    expect(calls).toEqual([0, 500]);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([0, 500, 2500]);
    await expect(done).resolves.toBe(false);
  });

  it('counts the repurge delays from the end of the first purge, retries included', async () => {
    const calls = recordCalls(['fail', 'ok', 'ok']);
    const done = purgeCdnAfterRevalidation(['page:ny'], { env, repurgeDelaysMs: [1000] });
    await jest.advanceTimersByTimeAsync(1499);
    expect(calls).toEqual([0, 500]);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([0, 500, 1500]);
    await expect(done).resolves.toBe(true);
  });
});
