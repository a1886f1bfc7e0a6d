import type { ImageLoaderProps } from 'next/image';
import { isSanityCdnUrl, sanityImageUrl } from './image-url';

/**
 * Image URLs at a given width: Sanity CDN images are resized by Sanity's CDN; everything else
 * (the local dataset's assets under public/) goes through Next's optimizer. Passed as the
 * `loader` of Sanity images only (components/ui/content-image.tsx; the gallery's lightbox
 * builds its large-image URLs with it too, components/blocks/gallery-block.tsx): a site-wide
 * custom loader would switch off Next's optimizer route that local images need.
 */
export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  if (isSanityCdnUrl(src)) return sanityImageUrl(src, { width, quality });
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? 75}`;
}
