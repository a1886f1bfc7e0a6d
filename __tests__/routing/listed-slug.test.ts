import { listedSlug } from '@/lib/routing/listed-slug';

const index = async () => [{ slug: 'om-oss' }, { slug: 'kåre' }];

describe('listedSlug (the late routes’ gate)', () => {
  it('answers the decoded slug the index lists', async () => {
    expect(await listedSlug(Promise.resolve({ slug: 'om-oss' }), index)).toBe('om-oss');
    expect(await listedSlug(Promise.resolve({ slug: 'k%C3%A5re' }), index)).toBe('kåre');
  });

  it('answers null for an unlisted slug, and for a malformed one without reading the index', async () => {
    expect(await listedSlug(Promise.resolve({ slug: 'finnes-ikke' }), index)).toBeNull();
    const readIndex = jest.fn(index);
    expect(await listedSlug(Promise.resolve({ slug: '%E0%A4%A' }), readIndex)).toBeNull();
    expect(readIndex).not.toHaveBeenCalled();
  });
});
