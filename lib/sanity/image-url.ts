const SANITY_CDN_HOST = 'cdn.sanity.io';

export type ImageSize = { width: number; height?: number; quality?: number };

export function isSanityCdnUrl(src: string): boolean {
  try {
    return new URL(src).hostname === SANITY_CDN_HOST;
  } catch {
    return false;
  }
}

/**
 * A Sanity CDN image at a given size: width, optional height (cropped to fill), and the best
 * format the browser accepts. A height already in the URL is scaled with the width, so a
 * square crop stays square at every width next/image asks for.
 */
export function sanityImageUrl(src: string, { width, height, quality }: ImageSize): string {
  const url = new URL(src);
  const previousWidth = Number(url.searchParams.get('w'));
  const previousHeight = Number(url.searchParams.get('h'));
  url.searchParams.set('w', String(Math.round(width)));
  const targetHeight =
    height ??
    (previousWidth > 0 && previousHeight > 0
      ? (previousHeight * width) / previousWidth
      : undefined);
  if (targetHeight) {
    url.searchParams.set('h', String(Math.round(targetHeight)));
    url.searchParams.set('fit', 'crop');
  }
  url.searchParams.set('auto', 'format');
  if (quality) url.searchParams.set('q', String(quality));
  return url.toString();
}
