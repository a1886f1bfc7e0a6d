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
 * An SVG as a CSS `url()` value, escaping only what an unquoted url() inside an HTML attribute
 * cannot hold. encodeURIComponent would also escape the LQIP's base64 (`/`, `+`) and leave
 * quotes for React to write as `&#x27;`: about twice the bytes, once in the HTML and once in
 * the RSC payload, for every image on the page.
 */
export function svgCssUrl(svg: string): string {
  const escaped = svg.replace(
    /[%#<>"'() \\]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `url(data:image/svg+xml,${escaped})`;
}

/**
 * The tiny LQIP blurred in an SVG filter, the way next/image draws its `blur` placeholder:
 * scaled up as it is, a 20 px image shows its pixels. The alpha transfer keeps the blurred
 * edges opaque.
 */
function blurredLqip(lqip: string, aspectRatio: number): string {
  const width = 40;
  const height = Math.max(1, Math.round(width / aspectRatio));
  return svgCssUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'>` +
      `<filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='2'/>` +
      `<feComponentTransfer><feFuncA type='discrete' tableValues='1 1'/></feComponentTransfer></filter>` +
      `<image width='100%' height='100%' preserveAspectRatio='none' filter='url(#b)' href='${lqip}'/></svg>`,
  );
}

/**
 * The background an <img> shows until its file has loaded: the blurred LQIP over the dominant
 * colour, placed like the image (`position`). The loaded (opaque) image paints over it, so it
 * needs no script and cannot shift anything: it lives in the box the width and height reserve.
 * Nothing for a transparent image or one without metadata.
 */
export function placeholderStyle(
  source: PlaceholderSource,
  aspectRatio: number,
  position = '50% 50%',
): CSSProperties | undefined {
  if (source.opaque === false) return undefined;
  const color = normalizeHexColor(source.dominantColor) ?? undefined;
  const lqip = source.lqip && LQIP.test(source.lqip) ? source.lqip : undefined;
  if (!color && !lqip) return undefined;
  return {
    backgroundColor: color,
    backgroundImage: lqip ? blurredLqip(lqip, aspectRatio) : undefined,
    backgroundSize: 'cover',
    backgroundPosition: position,
    backgroundRepeat: 'no-repeat',
  };
}
