import { getImageProps, type ImageProps } from 'next/image';
import imageLoader from '@/lib/sanity/image-loader';
import { isSanityCdnUrl } from '@/lib/sanity/image-url';
import type { ImageData } from '@/lib/sanity/types';
import { PriorityImg } from './priority-img';

type Props = {
  image: ImageData | null | undefined;
  /** Rendered size; the image's own dimensions keep its aspect ratio when only a width is given. */
  width: number;
  height?: number;
  sizes?: string;
  className?: string;
  /** The page's largest image (its LCP): preloaded, fetched at high priority, never lazy. */
  priority?: boolean;
  /** Overrides the content's alt, e.g. '' for a decorative image. */
  alt?: string;
};

type ResponsiveImageProps = Omit<
  ImageProps,
  'src' | 'loader' | 'unoptimized' | 'loading' | 'fetchPriority' | 'preload' | 'priority'
> & {
  src: string;
  priority?: boolean;
};

/**
 * next/image's markup (srcset, sizes, lazy loading, async decoding) as a plain <img>, rendered
 * on the server: pages ship none of next/image's JavaScript (the LCP image takes a 10-line
 * client component, for the reason in priority-img.tsx). Sanity CDN
 * images are resized by the CDN (lib/sanity/image-loader.ts); local assets go through Next's
 * optimizer; SVGs are served as they are.
 */
export function ResponsiveImage({ src, priority = false, ...rest }: ResponsiveImageProps) {
  const { props } = getImageProps({
    ...rest,
    src,
    loader: isSanityCdnUrl(src) ? imageLoader : undefined,
    unoptimized: src.endsWith('.svg'),
    loading: priority ? 'eager' : 'lazy',
    // The LCP image should not queue behind the fonts and scripts on a slow mobile link.
    fetchPriority: priority ? 'high' : undefined,
  });
  if (priority) return <PriorityImg {...props} />;
  // React's RSC renderer adds no preload hint for a lazy <img>, so these stay server-rendered.
  // eslint-disable-next-line @next/next/no-img-element -- the props are next/image's own, from getImageProps
  return <img {...props} alt={props.alt} />;
}

/** An image from content with explicit dimensions (no layout shift); nothing when the asset is missing. */
export function ContentImage({ image, width, height, sizes, className, priority, alt }: Props) {
  if (!image?.url) return null;
  const ratio = image.width && image.height ? image.height / image.width : 2 / 3;
  return (
    <ResponsiveImage
      src={image.url}
      alt={alt ?? image.alt ?? ''}
      width={width}
      height={height ?? Math.round(width * ratio)}
      sizes={sizes}
      className={className}
      priority={priority}
    />
  );
}
