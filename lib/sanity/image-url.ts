import { createImageUrlBuilder } from '@sanity/image-url';
import { cropOf, hotspotOf, type FramingInput } from './image-framing';

const SANITY_CDN_HOST = 'cdn.sanity.io';

export type ImageSize = { width: number; height?: number; quality?: number };

/** A Sanity image as the queries project it: the asset's CDN URL, with the editor's framing. */
export type SanityImageSource = FramingInput & { url: string };

export function isSanityCdnUrl(src: string): boolean {
  try {
    return new URL(src).hostname === SANITY_CDN_HOST;
  } catch {
    return false;
  }
}

/** cdn.sanity.io/images/<projectId>/<dataset>/<file>: the builder needs the first two. */
function projectOf(url: string): { projectId: string; dataset: string } {
  const [kind, projectId, dataset] = new URL(url).pathname.split('/').filter(Boolean);
  if (kind !== 'images' || !projectId || !dataset) {
    throw new Error(`Not a Sanity CDN image URL: ${url}`);
  }
  return { projectId, dataset };
}

/**
 * A Sanity CDN image at a given size, through @sanity/image-url: the editor's crop is always
 * applied; with both a width and a height the CDN cuts the largest window of that shape from the
 * crop, centred on the hotspot (`fit=crop`, lib/sanity/image-framing.ts explains the rule); with
 * a width alone the whole crop is scaled. The browser gets the best format it accepts.
 */
export function sanityImageUrl(image: SanityImageSource, { width, height, quality }: ImageSize) {
  let builder = createImageUrlBuilder(projectOf(image.url))
    .image({ asset: { url: image.url }, crop: cropOf(image), hotspot: hotspotOf(image) })
    .width(Math.round(width))
    .auto('format');
  if (height) builder = builder.height(Math.round(height)).fit('crop');
  if (quality) builder = builder.quality(quality);
  return builder.url();
}
