import { createPageIndexGate } from '@/lib/routing/page-index-gate';

/** An index read the test finishes by hand, so nothing here depends on timing luck. */
function controlledReads() {
  const reads: { resolve: (slugs: string[]) => void; reject: (error: Error) => void }[] = [];
  const readSlugs = () =>
    new Promise<string[]>((resolve, reject) => {
      reads.push({ resolve, reject });
    });
  return { reads, readSlugs };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
afterEach(() => jest.useRealTimers());

describe('the page index gate (which index the proxy judges a slug by)', () => {
  it('answers with a fresh read that arrives in time, and shares one read among concurrent visits', async () => {
    const { reads, readSlugs } = controlledReads();
    const gate = createPageIndexGate(readSlugs, { waitMs: 300, unlistedWaitMs: 3000 });
    const first = gate('a');
    const second = gate('b');
    expect(reads).toHaveLength(1);
    reads[0].resolve(['a', 'c']);
    expect([...((await first) ?? [])]).toEqual(['a', 'c']);
    expect([...((await second) ?? [])]).toEqual(['a', 'c']);
    // The next visit asks again (a publish may have changed the index meanwhile).
    void gate('a');
    expect(reads).toHaveLength(2);
  });

  it('with no index read yet, a slow read lets the visit go on after waitMs (undefined)', async () => {
    const { readSlugs } = controlledReads();
    const gate = createPageIndexGate(readSlugs, { waitMs: 300, unlistedWaitMs: 3000 });
    const answer = gate('ukjent');
    await jest.advanceTimersByTimeAsync(300);
    expect(await answer).toBeUndefined();
  });

  it('while a read is slow, a slug the last index listed goes on after waitMs', async () => {
    const { reads, readSlugs } = controlledReads();
    const gate = createPageIndexGate(readSlugs, { waitMs: 300, unlistedWaitMs: 3000 });
    const warm = gate('kjent');
    reads[0].resolve(['kjent']);
    await warm;
    const answer = gate('kjent');
    await jest.advanceTimersByTimeAsync(300);
    expect(await answer).toBeUndefined();
  });

  it('while a read is slow, a slug the last index lacked waits for it, up to unlistedWaitMs', async () => {
    const { reads, readSlugs } = controlledReads();
    const gate = createPageIndexGate(readSlugs, { waitMs: 300, unlistedWaitMs: 3000 });
    const warm = gate('kjent');
    reads[0].resolve(['kjent']);
    await warm;

    // The fresh index arrives after 1.5 s: the visit is judged by it, not let through.
    let settled = false;
    const answer = gate('ny-side').finally(() => (settled = true));
    await jest.advanceTimersByTimeAsync(1500);
    await flush();
    expect(settled).toBe(false);
    reads[1].resolve(['kjent', 'ny-side']);
    expect((await answer)?.has('ny-side')).toBe(true);

    // A read that never comes: the visit goes on after waitMs + unlistedWaitMs.
    const hanging = gate('finnes-ikke');
    await jest.advanceTimersByTimeAsync(300 + 3000);
    expect(await hanging).toBeUndefined();
  });

  it('a failed read is not remembered as an empty index: every slug goes on to its page', async () => {
    const { reads, readSlugs } = controlledReads();
    const gate = createPageIndexGate(readSlugs, { waitMs: 300, unlistedWaitMs: 3000 });
    const answer = gate('noe');
    reads[0].reject(new Error('content source down'));
    expect(await answer).toBeUndefined();
    void gate('noe');
    expect(reads).toHaveLength(2);
  });
});
