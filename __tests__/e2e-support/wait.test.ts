import { waitUntil } from '../../test-support/wait.mjs';

describe('waitUntil', () => {
  it('resolves with the first truthy value, polling until the condition holds', async () => {
    let calls = 0;
    const value = await waitUntil(() => (++calls === 3 ? `at call ${calls}` : null), {
      what: 'the third call',
      intervalMs: 1,
    });
    expect(value).toBe('at call 3');
    expect(calls).toBe(3);
  });

  it('awaits an async condition', async () => {
    let calls = 0;
    await expect(
      waitUntil(async () => ++calls > 1, { what: 'the second call', intervalMs: 1 }),
    ).resolves.toBe(true);
  });

  it('fails naming what did not happen once the hang guard runs out', async () => {
    await expect(
      waitUntil(() => false, { what: 'Varnish to fetch /x again', timeoutMs: 30, intervalMs: 5 }),
    ).rejects.toThrow('Timed out after 30 ms waiting for Varnish to fetch /x again');
  });
});
