import type { CSSProperties } from 'react';
import { normalizeHexColor } from '@/lib/color/contrast';

/** What an image's asset tells about its look before it loads (the queries' image fields). */
export type PlaceholderSource = {
  lqip?: string | null;
  dominantColor?: string | null;
  /** false for an image with transparent parts: a placeholder would show through it for good. */
  opaque?: boolean | null;
};

// Sanity's LQIP is a base64 data URL of a ~20 px wide JPEG; anything else is not trusted into CSS.
const LQIP = /^data:image\/(?:jpeg|png|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * The background an <img> shows until its file has loaded: the LQIP, stretched over the box
 * (the browser's smooth scaling softens it), over the dominant colour, placed like the image
 * (`position`). The loaded (opaque) image paints over it, so it needs no script and cannot shift
 * anything: it lives in the box the width and height reserve. Nothing for a transparent image or
 * one without metadata.
 *
 * Not an SVG that blurs the LQIP (next/image's `blur` placeholder): Chromium builds an SVG image
 * document for each during the style work before the first paint, every image of the page, the
 * ones far below the fold too. On a slow phone (the bench's probe) a home page with eighteen of
 * them spent 0.2 to 1 s in that work; with the LQIP as it is, about 0.12 s (docs/images.md).
 */
export function placeholderStyle(
  source: PlaceholderSource,
  position = '50% 50%',
): CSSProperties | undefined {
  if (source.opaque === false) return undefined;
  const color = normalizeHexColor(source.dominantColor) ?? undefined;
  // The LQIP passed the pattern above: base64 only, nothing that could end the url().
  const lqip = source.lqip && LQIP.test(source.lqip) ? source.lqip : undefined;
  if (!color && !lqip) return undefined;
  return {
    backgroundColor: color,
    backgroundImage: lqip ? `url(${lqip})` : undefined,
    backgroundSize: 'cover',
    backgroundPosition: position,
    backgroundRepeat: 'no-repeat',
  };
}
