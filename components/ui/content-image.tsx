import type { CSSProperties } from 'react';
import { getImageProps, type ImageProps } from 'next/image';
import imageLoader, { contentImageLoader } from '@/lib/sanity/image-loader';
import {
  NO_CROP,
  croppedAspectRatio,
  cropOf,
  cssObjectPosition,
  hasFraming,
  hotspotOf,
  localFramingStyle,
  objectPosition,
} from '@/lib/sanity/image-framing';
import { isSanityCdnUrl } from '@/lib/sanity/image-url';
import { placeholderStyle } from '@/lib/ui/image-placeholder';
import { registerLqip } from '@/lib/ui/lqip-store';
import { limitSrcSet } from '@/lib/ui/srcset';
import type { ImageData } from '@/lib/sanity/types';
import { LqipRule } from './lqip-rule';
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
  /** A Sanity image's own loader (its framing); plain URLs otherwise. */
  loader?: ImageProps['loader'];
  /** The pixels the source has across (after the editor's crop): no wider file is listed. */
  sourceWidth?: number;
};

/**
 * next/image's markup (srcset, sizes, lazy loading, async decoding) as a plain <img>, rendered
 * on the server: pages ship none of next/image's JavaScript (the LCP image takes a 10-line
 * client component, for the reason in priority-img.tsx). Sanity CDN
 * images are resized by the CDN (lib/sanity/image-loader.ts); local assets go through Next's
 * optimizer; SVGs are served as they are.
 */
export function ResponsiveImage({
  src,
  priority = false,
  loader,
  sourceWidth,
  ...rest
}: ResponsiveImageProps) {
  const { props: all } = getImageProps({
    ...rest,
    src,
    loader: isSanityCdnUrl(src) ? (loader ?? imageLoader) : undefined,
    unoptimized: src.endsWith('.svg'),
    loading: priority ? 'eager' : 'lazy',
    // The LCP image should not queue behind the fonts and scripts on a slow mobile link.
    fetchPriority: priority ? 'high' : undefined,
  });
  const props = { ...all, ...limitSrcSet(all, sourceWidth) };
  if (priority) return <PriorityImg {...props} />;
  // React's RSC renderer adds no preload hint for a lazy <img>, so these stay server-rendered.
  // eslint-disable-next-line @next/next/no-img-element -- the props are next/image's own, from getImageProps
  return <img {...props} alt={props.alt} />;
}

/**
 * How a content image is framed and what it shows while loading. Sanity images are cut by the
 * CDN (the loader); local-dataset images get the same window through CSS (the `.framed` rule in
 * app/globals.css); with no fixed box (only a width) both show the crop placed on the hotspot.
 */
function presentation(
  image: ImageData & { url: string },
  width: number,
  height: number | undefined,
  priority: boolean,
) {
  const size = image.width && image.height ? { width: image.width, height: image.height } : null;
  const crop = cropOf(image);
  const hotspot = hotspotOf(image);
  const intrinsicRatio = size ? croppedAspectRatio(size.width, size.height, crop) : 3 / 2;
  const renderedHeight = height ?? Math.round(width / intrinsicRatio);
  // A block that gives both sides fixes the box's shape; otherwise CSS decides it (a hero).
  const boxRatio = height ? width / height : undefined;
  const framed = Boolean(size && hasFraming(image));
  const sanity = isSanityCdnUrl(image.url);
  const uncropped = size
    ? cssObjectPosition(objectPosition(size, NO_CROP, hotspot, boxRatio))
    : undefined;

  let framing: CSSProperties | undefined;
  if (framed && size && sanity && !boxRatio) {
    framing = { objectPosition: cssObjectPosition(objectPosition(size, crop, hotspot)) };
  } else if (framed && size && !sanity) {
    framing = localFramingStyle({ ...image, ...size }, boxRatio) as CSSProperties;
  }
  const placeholder = placeholderStyle(
    // The LCP image shows its dominant colour only: the photo itself is already on its way at
    // high priority, preloaded from the <head>, and sits under the hero's wash (docs/images.md).
    priority ? { ...image, lqip: null } : image,
    uncropped,
  );
  return {
    height: renderedHeight,
    // Sanity's CDN cuts the crop out of the upload; a local file is sent whole (CSS frames it).
    sourceWidth: size
      ? Math.round(sanity ? size.width * (1 - crop.left - crop.right) : size.width)
      : undefined,
    loader: sanity ? contentImageLoader(image, boxRatio) : undefined,
    localFrame: framed && !sanity,
    ...sentOnce(placeholder, framing),
  };
}

/**
 * The placeholder's LQIP leaves the inline style: the HTML gets it once, as a CSS rule keyed by
 * its id (LqipRule), where inline it was also in the RSC payload the page carries
 * (docs/images.md#sent-once). The colour and placement stay inline.
 */
function sentOnce(placeholder: CSSProperties | undefined, framing: CSSProperties | undefined) {
  const lqip = /^url\((.*)\)$/.exec(String(placeholder?.backgroundImage ?? ''))?.[1];
  const inline = placeholder && { ...placeholder, backgroundImage: undefined };
  return {
    style: framing || inline ? { ...inline, ...framing } : undefined,
    lqipId: lqip ? registerLqip(lqip) : undefined,
  };
}

/**
 * An image from content with explicit dimensions (no layout shift), framed on the editor's crop
 * and hotspot, with its LQIP as a placeholder until it loads; nothing when the asset is missing.
 */
export function ContentImage({ image, width, height, sizes, className, priority, alt }: Props) {
  if (!image?.url) return null;
  const shown = presentation({ ...image, url: image.url }, width, height, priority === true);
  const img = (
    <ResponsiveImage
      src={image.url}
      alt={alt ?? image.alt ?? ''}
      width={width}
      height={shown.height}
      sizes={sizes}
      className={[className, shown.localFrame ? 'framed' : undefined].filter(Boolean).join(' ')}
      style={shown.style}
      loader={shown.loader}
      sourceWidth={shown.sourceWidth}
      priority={priority}
      data-lqip={shown.lqipId}
    />
  );
  if (!shown.lqipId) return img;
  return (
    <>
      {img}
      <LqipRule id={shown.lqipId} />
    </>
  );
}
