import { ContentImage } from '@/components/ui/content-image';
import { optimizedImageUrl } from '@/lib/sanity/image-loader';
import { isSanityCdnUrl, sanityImageUrl } from '@/lib/sanity/image-url';
import type { GalleryImage } from '@/lib/sanity/types';
import type { GallerySlide } from './gallery-lightbox';
import { dictionary, type Dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { GalleryLightbox } from './lazy-island';
import type { BlockProps } from '../block-props';

/** Thumbnails 500 wide, large images 1000x1000 (docs/product-rules.md, Blocks). */
const THUMB_WIDTH = 500;
const THUMB_HEIGHT = 333;
const LARGE = 1000;
/** Next's optimizer only serves its configured widths; 1080 is the nearest at or above 1000. */
const OPTIMIZER_WIDTH = 1080;

/**
 * The large version of an image. Sanity's CDN cuts the 1000x1000 the spec asks for from the
 * editor's crop, centred on the hotspot;
 * local images go through Next's optimizer, which cannot crop, so they keep their aspect
 * ratio inside the same 1000x1000 box.
 */
function largeSlide(
  image: GalleryImage & { url: string },
  position: number,
  total: number,
  text: Dictionary['blocks']['gallery'],
): GallerySlide {
  const alt = image.alt?.trim() ?? '';
  const label = alt ? text.open(alt) : text.openNth(position, total);
  if (isSanityCdnUrl(image.url)) {
    return {
      key: image._key,
      src: sanityImageUrl(image, { width: LARGE, height: LARGE }),
      width: LARGE,
      height: LARGE,
      alt,
      label,
    };
  }
  const scale =
    image.width && image.height ? Math.min(LARGE / image.width, LARGE / image.height) : 1;
  return {
    key: image._key,
    src: optimizedImageUrl(image.url, OPTIMIZER_WIDTH),
    width: image.width ? Math.round(image.width * scale) : LARGE,
    height: image.height ? Math.round(image.height * scale) : Math.round((LARGE * 2) / 3),
    alt,
    label,
  };
}

function hasUrl(image: GalleryImage | null): image is GalleryImage & { url: string } {
  return Boolean(image?.url);
}

/** Title and a thumbnail grid; the grid's client island opens the lightbox. */
export function GalleryBlock({ block, language = DEFAULT_LANGUAGE }: BlockProps<'gallery'>) {
  const text = dictionary(language).blocks.gallery;
  const images = (block.images ?? []).filter(hasUrl);
  if (images.length === 0) return null;
  const slides = images.map((image, index) => largeSlide(image, index + 1, images.length, text));
  const thumbnails = images.map((image) => (
    <ContentImage
      key={image._key}
      image={image}
      width={THUMB_WIDTH}
      height={THUMB_HEIGHT}
      sizes="(min-width: 75em) 370px, (min-width: 48em) 33vw, (min-width: 36em) 50vw, 100vw"
      className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105"
    />
  ));

  return (
    <div className="section-container py-12">
      {block.title ? <h2 className="text-3xl font-bold">{block.title}</h2> : null}
      <GalleryLightbox slides={slides} thumbnails={thumbnails} labels={text.lightbox} />
    </div>
  );
}
