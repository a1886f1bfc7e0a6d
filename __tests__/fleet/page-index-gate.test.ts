import {
  createPageIndexGate,
  invalidatePageIndexGates,
  registerPageIndexGate,
} from '@/lib/routing/page-index-gate';

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
const OPTIONS = { waitMs: 300, unlistedWaitMs: 3000, maxAgeMs: 10_000 };

beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
afterEach(() => jest.useRealTimers());

/** A gate whose first read has answered with `slugs`. */
async function warmGate(slugs: string[], options = OPTIONS) {
  const { reads, readSlugs } = controlledReads();
  const gate = createPageIndexGate(readSlugs, options);
  const first = gate(slugs[0] ?? 'x');
  reads[0].resolve(slugs);
  await first;
  return { gate, reads };
}

describe('the page index gate (which index the proxy judges a slug by)', () => {
  it('answers with the first read, shared among concurrent visits', async () => {
    const { reads, readSlugs } = controlledReads();
    const gate = createPageIndexGate(readSlugs, OPTIONS);
    const first = gate('a');
    const second = gate('b');
    expect(reads).toHaveLength(1);
    reads[0].resolve(['a', 'c']);
    expect([...((await first) ?? [])]).toEqual(['a', 'c']);
    expect([...((await second) ?? [])]).toEqual(['a', 'c']);
  });

  it('reads nothing for a listed slug, however old the kept index', async () => {
    const { gate, reads } = await warmGate(['kjent']);
    await jest.advanceTimersByTimeAsync(60_000);
    for (let visit = 0; visit < 100; visit += 1)
      expect((await gate('kjent'))?.has('kjent')).toBe(true);
    expect(reads).toHaveLength(1);
  });

  it('answers unlisted slugs from the kept index while it is younger than maxAgeMs', async () => {
    const { gate, reads } = await warmGate(['kjent']);
    await jest.advanceTimersByTimeAsync(9_000);
    for (let visit = 0; visit < 100; visit += 1)
      expect((await gate(`ukjent-${visit}`))?.has(`ukjent-${visit}`)).toBe(false);
    expect(reads).toHaveLength(1);
  });

  it('reads afresh for an unlisted slug once the kept index is older than maxAgeMs', async () => {
    const { gate, reads } = await warmGate(['kjent']);
    await jest.advanceTimersByTimeAsync(10_001);
    const answer = gate('ny-side');
    expect(reads).toHaveLength(2);
    reads[1].resolve(['kjent', 'ny-side']);
    expect((await answer)?.has('ny-side')).toBe(true);
    // The fresh read counts from now: the next unknown slug is answered without a read.
    expect((await gate('finnes-ikke'))?.has('finnes-ikke')).toBe(false);
    expect(reads).toHaveLength(2);
  });

  it('with maxAgeMs 0 (a fleet) every unlisted visit is judged by a fresh read, listed ones by none', async () => {
    const { gate, reads } = await warmGate(['kjent'], { ...OPTIONS, maxAgeMs: 0 });
    const answer = gate('ny-side');
    expect(reads).toHaveLength(2);
    reads[1].resolve(['kjent', 'ny-side']);
    expect((await answer)?.has('ny-side')).toBe(true);
    void gate('annen');
    expect(reads).toHaveLength(3);
    await gate('kjent');
    expect(reads).toHaveLength(3);
  });

  it('a publish (invalidate) makes the very next unlisted slug read afresh', async () => {
    const { gate, reads } = await warmGate(['kjent']);
    gate.invalidate();
    const answer = gate('ny-side');
    expect(reads).toHaveLength(2);
    reads[1].resolve(['kjent', 'ny-side']);
    expect((await answer)?.has('ny-side')).toBe(true);
  });

  it('a read that started before the publish does not count as fresh after it', async () => {
    const { gate, reads } = await warmGate(['kjent']);
    await jest.advanceTimersByTimeAsync(10_001);
    const before = gate('a');
    gate.invalidate();
    reads[1].resolve(['kjent']);
    await before;
    void gate('b');
    expect(reads).toHaveLength(3);
  });

  it('invalidatePageIndexGates reaches every registered gate in the process', async () => {
    const { gate, reads } = await warmGate(['kjent']);
    registerPageIndexGate(gate);
    invalidatePageIndexGates();
    void gate('ny-side');
    expect(reads).toHaveLength(2);
  });

  it('with no index read yet, a slow read lets the visit go on after waitMs (undefined)', async () => {
    const { readSlugs } = controlledReads();
    const gate = createPageIndexGate(readSlugs, OPTIONS);
    const answer = gate('ukjent');
    await jest.advanceTimersByTimeAsync(300);
    expect(await answer).toBeUndefined();
  });

  it('an unlisted slug waits for a slow fresh read, up to unlistedWaitMs', async () => {
    const { gate, reads } = await warmGate(['kjent']);
    await jest.advanceTimersByTimeAsync(10_001);

    // The fresh index arrives after 1.5 s: the visit is judged by it, not let through.
    let settled = false;
    const answer = gate('ny-side').finally(() => (settled = true));
    await jest.advanceTimersByTimeAsync(1500);
    await flush();
    expect(settled).toBe(false);
    reads[1].resolve(['kjent', 'ny-side']);
    expect((await answer)?.has('ny-side')).toBe(true);

    // A read that never comes: the visit goes on after unlistedWaitMs.
    await jest.advanceTimersByTimeAsync(10_001);
    const hanging = gate('finnes-ikke');
    await jest.advanceTimersByTimeAsync(3000);
    expect(await hanging).toBeUndefined();
  });

  it('a failed first read is not remembered as an empty index: the next visit reads again', async () => {
    const { reads, readSlugs } = controlledReads();
    const gate = createPageIndexGate(readSlugs, OPTIONS);
    const answer = gate('noe');
    reads[0].reject(new Error('content source down'));
    expect(await answer).toBeUndefined();
    void gate('noe');
    expect(reads).toHaveLength(2);
  });

  it('a failing source is asked once per maxAgeMs, not by every unlisted visit', async () => {
    const { gate, reads } = await warmGate(['kjent']);
    await jest.advanceTimersByTimeAsync(10_001);
    const failed = gate('a');
    reads[1].reject(new Error('content source down'));
    expect(await failed).toBeUndefined();
    expect((await gate('b'))?.has('kjent')).toBe(true);
    expect(reads).toHaveLength(2);
  });
});
