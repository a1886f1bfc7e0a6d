import {
  CENTRE,
  NO_CROP,
  cropOf,
  croppedAspectRatio,
  cssObjectPosition,
  cssViewBox,
  hasFraming,
  hotspotOf,
  localFramingStyle,
  objectPosition,
  visibleRect,
} from '@/lib/sanity/image-framing';
import { sanityImageUrl } from '@/lib/sanity/image-url';
import { FRAMED_CDN_URL, FRAMED_CROP, FRAMED_HOTSPOT, FRAMED_SIZE } from '../fixtures/framed-image';

/** The `rect` Sanity's CDN is asked for: left, top, width, height in the original's pixels. */
function sanityRect(url: string) {
  const rect = new URL(url).searchParams.get('rect');
  if (!rect) return { left: 0, top: 0, ...FRAMED_SIZE };
  const [left, top, width, height] = rect.split(',').map(Number);
  return { left, top, width, height };
}

describe('image framing', () => {
  it('reads crop and hotspot defensively: missing, out of range or empty crops frame nothing', () => {
    expect(cropOf({})).toEqual(NO_CROP);
    expect(hotspotOf({ hotspot: null })).toEqual(CENTRE);
    expect(cropOf({ crop: { top: 0.6, bottom: 0.5, left: 0, right: 0 } })).toEqual(NO_CROP);
    expect(hotspotOf({ hotspot: { x: 1.4, y: -1, width: null, height: 0.3 } })).toEqual({
      x: 1,
      y: 0,
      width: 1,
      height: 0.3,
    });
    expect(hasFraming({})).toBe(false);
    expect(hasFraming({ hotspot: FRAMED_HOTSPOT })).toBe(true);
    expect(hasFraming({ crop: FRAMED_CROP })).toBe(true);
  });

  it('without a known box places the hotspot where it sits inside the crop', () => {
    // x: (0.2 − 0.05) / 0.8; y: (0.8 − 0.1) / 0.85
    const position = objectPosition(FRAMED_SIZE, FRAMED_CROP, FRAMED_HOTSPOT);
    expect(cssObjectPosition(position)).toBe('18.75% 82.35%');
    expect(cssViewBox(FRAMED_CROP)).toBe('inset(10% 15% 5% 5%)');
    expect(croppedAspectRatio(1200, 800, FRAMED_CROP)).toBeCloseTo(960 / 680);
  });

  it('gives the CSS variables the .framed rule reads, with and without the crop', () => {
    expect(
      localFramingStyle({ ...FRAMED_SIZE, crop: FRAMED_CROP, hotspot: FRAMED_HOTSPOT }, 1),
    ).toEqual({
      '--frame-view-box': 'inset(10% 15% 5% 5%)',
      // A square window from a 960x680 crop slides left until it meets the crop's edge.
      '--frame-position': '0% 50%',
      // Without object-view-box: an 800x800 window of the whole image, as far left as it goes.
      '--frame-position-uncropped': '0% 50%',
    });
  });

  // The promise: a local image shows the very window Sanity's CDN cuts for the same image.
  const boxes = [
    { name: 'square card', width: 480, height: 480 },
    { name: 'gallery thumbnail', width: 500, height: 333 },
    { name: '16:9 poster', width: 896, height: 504 },
    { name: 'tall carousel slide', width: 600, height: 900 },
  ];
  const hotspots = [FRAMED_HOTSPOT, { x: 0.4, y: 0.5, width: 0.1, height: 0.1 }, CENTRE];

  it.each(boxes)('local framing shows the window Sanity cuts for a $name', (box) => {
    for (const hotspot of hotspots) {
      const url = sanityImageUrl(
        { url: FRAMED_CDN_URL, crop: FRAMED_CROP, hotspot },
        { width: box.width, height: box.height },
      );
      const ratio = box.width / box.height;
      const local = visibleRect(
        FRAMED_SIZE,
        FRAMED_CROP,
        objectPosition(FRAMED_SIZE, FRAMED_CROP, hotspot, ratio),
        ratio,
      );
      const cdn = sanityRect(url);
      // Sanity rounds to whole pixels.
      for (const side of ['left', 'top', 'width', 'height'] as const)
        expect(Math.abs(local[side] - cdn[side])).toBeLessThanOrEqual(1);
    }
  });
});
