import { limitSrcSet } from '@/lib/ui/srcset';

const srcSet = (widths: number[]) =>
  widths.map((w) => `/img?w=${w}&rect=0,0,10,10 ${w}w`).join(', ');

describe('limitSrcSet', () => {
  it('keeps the candidates below the source width and the first one that covers it, which becomes the src', () => {
    expect(
      limitSrcSet({ src: '/img?w=3840', srcSet: srcSet([640, 1080, 1200, 1920, 3840]) }, 1100),
    ).toEqual({
      src: '/img?w=1200&rect=0,0,10,10',
      srcSet: srcSet([640, 1080, 1200]),
    });
    expect(limitSrcSet({ src: '/a', srcSet: srcSet([640, 1200, 1920]) }, 1200).srcSet).toBe(
      srcSet([640, 1200]),
    );
  });

  it('leaves the srcset alone when nothing is too wide, the width is unknown, or it lists densities', () => {
    const all = { src: '/img?w=1920', srcSet: srcSet([640, 1200, 1920]) };
    expect(limitSrcSet(all, 4000)).toEqual(all);
    expect(limitSrcSet(all, 1920)).toEqual(all);
    expect(limitSrcSet(all, undefined)).toEqual(all);
    expect(limitSrcSet(all, 0)).toEqual(all);
    const density = { src: '/logo?w=256', srcSet: '/logo?w=128 1x, /logo?w=256 2x' };
    expect(limitSrcSet(density, 100)).toEqual(density);
    expect(limitSrcSet({ src: '/x.svg' }, 100)).toEqual({ src: '/x.svg', srcSet: undefined });
  });
});
