'use client';

import Image, { type ImageProps } from 'next/image';
import imageLoader from '@/lib/sanity/image-loader';

/** next/image for Sanity CDN images: the CDN resizes them, so Next's optimizer is not involved. */
export function SanityImage(props: Omit<ImageProps, 'loader'>) {
  return <Image {...props} alt={props.alt} loader={imageLoader} />;
}
