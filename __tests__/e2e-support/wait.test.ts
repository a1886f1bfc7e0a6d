import { holdsWithin, waitUntil } from '../../test-support/wait.mjs';

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

describe('holdsWithin (the production checks report and go on)', () => {
  it('is true once the condition holds; a condition that throws has not held yet', async () => {
    let calls = 0;
    const held = await holdsWithin(
      () => {
        calls += 1;
        if (calls < 3) throw new Error('not up yet');
        return calls;
      },
      { what: 'the third call', intervalMs: 1 },
    );
    expect(held).toBe(true);
    expect(calls).toBe(3);
  });

  it('is false, after a line naming what did not happen, when the hang guard runs out', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await expect(
        holdsWithin(() => false, { what: 'B to deliver', timeoutMs: 30, intervalMs: 5 }),
      ).resolves.toBe(false);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('waiting for B to deliver'));
    } finally {
      log.mockRestore();
    }
  });
});
