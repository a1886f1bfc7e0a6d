import { ContentImage } from '@/components/ui/content-image';
import { parseHexColor, readableTextColor, rgbToHex, type Rgb } from '@/lib/color/contrast';
import {
  CAROUSEL_SLIDE_HEIGHT,
  DEFAULT_CAROUSEL_SLIDE_HEIGHT,
  clampToLimit,
} from '@/lib/sanity/limits';
import type { CarouselItem, CarouselOverlay } from '@/lib/sanity/types';
import type { CarouselSlideView } from './carousel-slides';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { CarouselSlides } from './lazy-island';
import type { BlockProps } from '../block-props';

/** A slide without a (valid) colour gets the site's light surface (primary-50). */
const DEFAULT_BACKGROUND: Rgb = { r: 0xf5, g: 0xf5, b: 0xf6 };
const OVERLAY_ALPHA = 0.4;
const OVERLAY_RGB: Record<Exclude<CarouselOverlay, 'none'>, Rgb> = {
  darken: { r: 0, g: 0, b: 0 },
  lighten: { r: 255, g: 255, b: 255 },
};

function backgroundRgb(hex: string | null): Rgb {
  return parseHexColor(hex) ?? DEFAULT_BACKGROUND;
}

/**
 * The colour the slide's text actually sits on: its background, seen through the optional
 * 40% black (darken) or white (lighten) overlay, composited the way the browser does.
 */
export function slideBackdropColor(
  backgroundColor: string | null,
  overlay: CarouselOverlay | null,
): string {
  const base = backgroundRgb(backgroundColor);
  const tint = overlay && overlay !== 'none' ? OVERLAY_RGB[overlay] : undefined;
  if (!tint) return rgbToHex(base);
  const mix = (from: number, to: number) => from * (1 - OVERLAY_ALPHA) + to * OVERLAY_ALPHA;
  return rgbToHex({ r: mix(base.r, tint.r), g: mix(base.g, tint.g), b: mix(base.b, tint.b) });
}

/** Black or white, whichever reads better on the slide's backdrop (overlay included). */
export function slideTextColor(backgroundColor: string | null, overlay: CarouselOverlay | null) {
  return readableTextColor(slideBackdropColor(backgroundColor, overlay));
}

/**
 * Slides are 400 high unless the item says otherwise (docs/product-rules.md, Blocks). The studio
 * and content:check refuse heights outside the limit; older content is clamped to it.
 */
export function slideHeight(height: number | null): number {
  if (typeof height !== 'number' || !Number.isFinite(height) || height <= 0)
    return DEFAULT_CAROUSEL_SLIDE_HEIGHT;
  return clampToLimit(height, CAROUSEL_SLIDE_HEIGHT);
}

function SlideContent({ item, height }: { item: CarouselItem; height: number }) {
  const background = rgbToHex(backgroundRgb(item.backgroundColor));
  const color = slideTextColor(item.backgroundColor, item.overlay);
  const hasImage = Boolean(item.image?.url);
  // The text colour is chosen from the background colour; over a photo a soft shadow in the
  // opposite colour keeps it legible where the photo is lighter or darker than that colour.
  const shadow = hasImage
    ? color === '#ffffff'
      ? '0 1px 3px rgb(0 0 0 / 0.6)'
      : '0 1px 3px rgb(255 255 255 / 0.7)'
    : undefined;

  return (
    <div
      className="relative h-full w-full overflow-hidden rounded"
      style={{ backgroundColor: background, color }}
    >
      {hasImage ? (
        <ContentImage
          image={item.image}
          width={1200}
          height={height}
          sizes="(min-width: 75em) 870px, 75vw"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      {item.overlay === 'darken' ? (
        <div aria-hidden="true" className="absolute inset-0 bg-black/40" />
      ) : null}
      {item.overlay === 'lighten' ? (
        <div aria-hidden="true" className="absolute inset-0 bg-white/40" />
      ) : null}
      <div
        className="relative flex h-full flex-col justify-end gap-2 p-6 sm:p-8"
        style={{ textShadow: shadow }}
      >
        {item.title ? <h3 className="text-2xl font-bold sm:text-3xl">{item.title}</h3> : null}
        {item.description ? (
          <p className="max-w-prose text-base sm:text-lg">{item.description}</p>
        ) : null}
      </div>
    </div>
  );
}

/** Title, description and a row of slides; only the row's behaviour runs in the browser. */
export function CarouselBlock({ block, language = DEFAULT_LANGUAGE }: BlockProps<'carousel'>) {
  const text = dictionary(language).blocks.carousel;
  const slides: CarouselSlideView[] = (block.items ?? [])
    .filter((item): item is CarouselItem =>
      Boolean(item && (item.title || item.description || item.image?.url)),
    )
    .map((item, index) => {
      const height = slideHeight(item.height);
      return {
        key: item._key || `slide-${index}`,
        height,
        content: <SlideContent item={item} height={height} />,
      };
    });
  if (!block.title && !block.description && slides.length === 0) return null;

  return (
    <div className="section-container py-12">
      {block.title ? <h2 className="text-3xl font-bold">{block.title}</h2> : null}
      {block.description ? <p className="muted mt-2 max-w-prose">{block.description}</p> : null}
      {slides.length > 0 ? (
        <div className="mt-6">
          <CarouselSlides slides={slides} label={block.title ?? text.defaultLabel} text={text} />
        </div>
      ) : null}
    </div>
  );
}
