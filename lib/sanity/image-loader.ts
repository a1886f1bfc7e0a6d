import type { ImageLoader, ImageLoaderProps } from 'next/image';
import { isSanityCdnUrl, sanityImageUrl, type SanityImageSource } from './image-url';

/** A local asset (under public/) at a given width, through Next's optimizer. */
export function optimizedImageUrl(src: string, width: number, quality = 75): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`;
}

/**
 * The loader for one content image: Sanity CDN images are cut and resized by Sanity's CDN with
 * the image's crop and hotspot, at `aspectRatio` (width / height) when the block fixes the
 * box's shape; everything else goes through Next's optimizer (local images are framed with CSS,
 * components/ui/content-image.tsx). Passed as the `loader` of Sanity images only: a site-wide
 * custom loader would switch off Next's optimizer route that local images need.
 */
export function contentImageLoader(image: SanityImageSource, aspectRatio?: number): ImageLoader {
  return ({ src, width, quality }) =>
    isSanityCdnUrl(src)
      ? sanityImageUrl(image, {
          width,
          height: aspectRatio ? width / aspectRatio : undefined,
          quality,
        })
      : optimizedImageUrl(src, width, quality);
}

/** Any image URL at a given width, without framing (what next/image's default loader does). */
export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  return contentImageLoader({ url: src })({ src, width, quality });
}
