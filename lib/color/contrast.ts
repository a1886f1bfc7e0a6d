/**
 * Colour helpers for blocks whose background colour comes from content:
 * text on such a backdrop is black or white, whichever the backdrop's luminance favours.
 */

export type Rgb = { r: number; g: number; b: number };

/** Parses #rgb, #rrggbb (and #rrggbbaa, alpha ignored); null for anything else. */
export function parseHexColor(hex: string | null | undefined): Rgb | null {
  if (!hex) return null;
  const value = hex.trim().replace(/^#/, '');
  if (!/^([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)) return null;
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.slice(0, 6);
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
  };
}

/** '#rrggbb' for a colour; fractional channels (from blending) are rounded. */
export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/** '#rrggbb' for any hex form parseHexColor accepts (content may omit the '#'); null otherwise. */
export function normalizeHexColor(hex: string | null | undefined): string | null {
  const rgb = parseHexColor(hex);
  return rgb ? rgbToHex(rgb) : null;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two luminances (1 to 21). */
export function contrastRatio(a: number, b: number): number {
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * True when black text contrasts more than white text on this colour. Comparing both
 * contrast ratios (rather than a fixed 0.5 threshold) always picks the more readable of the two.
 * An unparseable colour counts as light, the site's default backdrop.
 */
export function isLightColor(hex: string | null | undefined): boolean {
  const rgb = parseHexColor(hex);
  if (!rgb) return true;
  const l = relativeLuminance(rgb);
  return contrastRatio(l, 0) >= contrastRatio(l, 1);
}

/** '#000000' on light backdrops, '#ffffff' on dark ones. */
export function readableTextColor(hex: string | null | undefined): '#000000' | '#ffffff' {
  return isLightColor(hex) ? '#000000' : '#ffffff';
}
