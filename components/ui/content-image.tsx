import Image from 'next/image';
import { isSanityCdnUrl } from '@/lib/sanity/image-url';
import type { ImageData } from '@/lib/sanity/types';
import { SanityImage } from './sanity-image';

type Props = {
  image: ImageData | null | undefined;
  /** Rendered size; the image's own dimensions keep its aspect ratio when only a width is given. */
  width: number;
  height?: number;
  sizes?: string;
  className?: string;
  priority?: boolean;
  /** Overrides the content's alt, e.g. '' for a decorative image. */
  alt?: string;
};

/** An image from content with explicit dimensions (no layout shift); nothing when the asset is missing. */
export function ContentImage({ image, width, height, sizes, className, priority, alt }: Props) {
  if (!image?.url) return null;
  const ratio = image.width && image.height ? image.height / image.width : 2 / 3;
  const renderedHeight = height ?? Math.round(width * ratio);
  const ResponsiveImage = isSanityCdnUrl(image.url) ? SanityImage : Image;
  return (
    <ResponsiveImage
      src={image.url}
      alt={alt ?? image.alt ?? ''}
      width={width}
      height={renderedHeight}
      sizes={sizes}
      className={className}
      priority={priority}
      // Next 16's priority preloads the image but leaves it at the default fetch priority; the
      // page's LCP image should not queue behind the fonts and scripts on a slow mobile link.
      fetchPriority={priority ? 'high' : undefined}
      unoptimized={image.url.endsWith('.svg')}
    />
  );
}
