import { lqipId, lqipOf, lqipRule, registerLqip } from '@/lib/ui/lqip-store';

const lqip = (n: number) =>
  `data:image/jpeg;base64,${Buffer.from(`bilde ${n}`).toString('base64')}`;

describe('the LQIP store between the two renders of a page', () => {
  it('gives each LQIP one short id, the same every time, and finds it by that id', () => {
    const id = registerLqip(lqip(1));
    expect(id).toBe(lqipId(lqip(1)));
    expect(id).toMatch(/^[0-9a-z]{14}$/);
    expect(registerLqip(lqip(1))).toBe(id);
    expect(lqipOf(id)).toBe(lqip(1));
    expect(lqipOf(lqipId(lqip(2)))).toBeUndefined();
  });

  it('gives ten thousand different placeholders ten thousand ids', () => {
    const ids = new Set(Array.from({ length: 10_000 }, (_, n) => lqipId(lqip(n))));
    expect(ids.size).toBe(10_000);
  });

  it('keeps at most five thousand, the most recently used', () => {
    const first = registerLqip(lqip(-1));
    for (let n = 0; n < 5_000; n += 1) registerLqip(lqip(n));
    expect(lqipOf(first)).toBeUndefined();
    expect(lqipOf(lqipId(lqip(4_999)))).toBe(lqip(4_999));
  });

  it('writes one rule that puts the LQIP behind every image carrying its id', () => {
    expect(lqipRule('abc', lqip(3))).toBe(`img[data-lqip="abc"]{background-image:url(${lqip(3)})}`);
  });
});
