import { isSanityCdnUrl, sanityImageUrl } from '@/lib/sanity/image-url';
import { FRAMED_CDN_URL, FRAMED_CROP, FRAMED_HOTSPOT } from '../fixtures/framed-image';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('sanityImageUrl', () => {
  it('cuts a fixed box from the crop, framed on the hotspot at (0.2, 0.8)', () => {
    const url = sanityImageUrl(
      { url: FRAMED_CDN_URL, crop: FRAMED_CROP, hotspot: FRAMED_HOTSPOT },
      { width: 896, height: 504 },
    );
    expect(url.startsWith(FRAMED_CDN_URL.replace(/\.jpg$/, '.jpg?'))).toBe(true);
    // The crop is 960x680 from (60, 80); a 16:9 window 960x540 centred on y = 640 would end
    // below the crop (at 910 > 760), so it slides up to end on the crop's bottom edge: top 220.
    expect(params(url)).toEqual({
      rect: '60,220,960,540',
      w: '896',
      h: '504',
      fit: 'crop',
      auto: 'format',
    });
  });

  it('with a width alone scales the whole crop', () => {
    const url = sanityImageUrl(
      { url: FRAMED_CDN_URL, crop: FRAMED_CROP, hotspot: FRAMED_HOTSPOT },
      { width: 1920, quality: 60 },
    );
    expect(params(url)).toEqual({ rect: '60,80,960,680', w: '1920', q: '60', auto: 'format' });
  });

  it('asks for no rect when the editor set no framing', () => {
    const url = sanityImageUrl({ url: FRAMED_CDN_URL }, { width: 640, height: 640 });
    expect(params(url)).toEqual({
      rect: '200,0,800,800',
      w: '640',
      h: '640',
      fit: 'crop',
      auto: 'format',
    });
    expect(params(sanityImageUrl({ url: FRAMED_CDN_URL }, { width: 640 }))).toEqual({
      w: '640',
      auto: 'format',
    });
  });

  it('refuses a URL that is not a Sanity CDN image, with the URL in the message', () => {
    expect(isSanityCdnUrl('/content-assets/a.jpg')).toBe(false);
    expect(() =>
      sanityImageUrl({ url: 'https://cdn.sanity.io/files/x.pdf' }, { width: 10 }),
    ).toThrow('Not a Sanity CDN image URL: https://cdn.sanity.io/files/x.pdf');
  });
});
