import type { ImageLoaderProps } from 'next/image';
import { isSanityCdnUrl, sanityImageUrl } from './image-url';

/**
 * next/image loader for the whole site: Sanity CDN images are resized by Sanity's CDN;
 * everything else (the local dataset's assets under public/) goes through Next's optimizer.
 */
export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  if (isSanityCdnUrl(src)) return sanityImageUrl(src, { width, quality });
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? 75}`;
}
