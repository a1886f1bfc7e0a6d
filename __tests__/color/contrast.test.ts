import {
  contrastRatio,
  isLightColor,
  normalizeHexColor,
  parseHexColor,
  readableTextColor,
  relativeLuminance,
} from '@/lib/color/contrast';

describe('parseHexColor', () => {
  it('reads short, long and alpha hex forms', () => {
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('1a2B3c')).toEqual({ r: 26, g: 43, b: 60 });
    expect(parseHexColor('#1a2b3c80')).toEqual({ r: 26, g: 43, b: 60 });
  });

  it('rejects anything that is not hex', () => {
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor('#12')).toBeNull();
    expect(parseHexColor('')).toBeNull();
    expect(parseHexColor(null)).toBeNull();
  });
});

describe('normalizeHexColor', () => {
  it('gives CSS-ready #rrggbb, or null for what is not a colour', () => {
    expect(normalizeHexColor('1D3557')).toBe('#1d3557');
    expect(normalizeHexColor('#abc')).toBe('#aabbcc');
    expect(normalizeHexColor('blue')).toBeNull();
  });
});

describe('luminance choice', () => {
  it('puts black text on light backdrops and white text on dark ones', () => {
    expect(readableTextColor('#ffffff')).toBe('#000000');
    expect(readableTextColor('#ffe08a')).toBe('#000000');
    expect(readableTextColor('#000000')).toBe('#ffffff');
    expect(readableTextColor('#1f2d3d')).toBe('#ffffff');
    expect(readableTextColor('#8b0000')).toBe('#ffffff');
  });

  it('picks the text colour with the higher contrast ratio for every grey', () => {
    for (let v = 0; v <= 255; v += 5) {
      const hex = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      const l = relativeLuminance({ r: v, g: v, b: v });
      const blackWins = contrastRatio(l, 0) >= contrastRatio(l, 1);
      expect(isLightColor(hex)).toBe(blackWins);
      // The chosen colour always reaches at least 4.5:1 on a grey backdrop.
      expect(Math.max(contrastRatio(l, 0), contrastRatio(l, 1))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('treats a missing or malformed colour as the default light backdrop', () => {
    expect(isLightColor(null)).toBe(true);
    expect(readableTextColor('not-a-colour')).toBe('#000000');
  });
});
