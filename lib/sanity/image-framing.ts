/**
 * Where an image is framed, from the crop and hotspot editors set in the studio. Pure maths,
 * shared by both content sources: Sanity's CDN crops on the server (./image-url.ts, through
 * @sanity/image-url), local-dataset images are framed in the browser with CSS. Both follow the
 * rule @sanity/image-url applies for a fixed width and height: keep the crop rectangle, take the
 * largest window of the box's aspect ratio inside it, centre it on the hotspot, and slide it
 * back inside the crop where it would stick out. docs/images.md shows it with pictures in words.
 */

/** Fractions of the image cut away on each side (Sanity's `sanity.imageCrop`). */
export type Crop = { top: number; bottom: number; left: number; right: number };
/** Centre and size of the editor's area of interest, fractions of the whole image. */
export type Hotspot = { x: number; y: number; width: number; height: number };

/** What the queries give (every field may be missing in real content). */
export type FramingInput = {
  crop?: Partial<Record<keyof Crop, number | null>> | null;
  hotspot?: Partial<Record<keyof Hotspot, number | null>> | null;
};

export const NO_CROP: Crop = { top: 0, bottom: 0, left: 0, right: 0 };
export const CENTRE: Hotspot = { x: 0.5, y: 0.5, width: 1, height: 1 };

const clamp = (value: number, min = 0, max = 1) => Math.min(max, Math.max(min, value));
const fraction = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? clamp(value) : fallback;

/** The crop, or none; a crop that leaves nothing (sides adding up to 1 or more) is ignored. */
export function cropOf(image: FramingInput): Crop {
  const crop = image.crop;
  if (!crop) return NO_CROP;
  const result = {
    top: fraction(crop.top, 0),
    bottom: fraction(crop.bottom, 0),
    left: fraction(crop.left, 0),
    right: fraction(crop.right, 0),
  };
  if (result.left + result.right >= 1 || result.top + result.bottom >= 1) return NO_CROP;
  return result;
}

export function hotspotOf(image: FramingInput): Hotspot {
  const hotspot = image.hotspot;
  if (!hotspot) return CENTRE;
  return {
    x: fraction(hotspot.x, 0.5),
    y: fraction(hotspot.y, 0.5),
    width: fraction(hotspot.width, 1),
    height: fraction(hotspot.height, 1),
  };
}

export function hasFraming(image: FramingInput): boolean {
  const crop = cropOf(image);
  const hotspot = hotspotOf(image);
  return (
    crop.top + crop.bottom + crop.left + crop.right > 0 ||
    hotspot.x !== CENTRE.x ||
    hotspot.y !== CENTRE.y
  );
}

/** The crop's aspect ratio (width / height) for an image of the given size. */
export function croppedAspectRatio(width: number, height: number, crop: Crop): number {
  return (width * (1 - crop.left - crop.right)) / (height * (1 - crop.top - crop.bottom));
}

/**
 * One axis of CSS `object-position` (0–1) for an `object-fit: cover` image. `span` is the
 * part of the image's axis that stays visible (1 when nothing is cut on this axis), `start`
 * and `length` the crop on that axis, `focus` the hotspot's centre. Without a known box
 * (`span` undefined) the hotspot's own position is used: it is then always in view.
 */
function axisPosition(focus: number, start: number, length: number, span?: number): number {
  const inCrop = clamp((focus - start) / length);
  if (span === undefined) return inCrop;
  if (span >= 1) return 0.5;
  // The window, `span` of the crop wide, centred on the hotspot and kept inside the crop;
  // object-position p puts its start at p × (1 − span).
  return clamp((inCrop - span / 2) / (1 - span));
}

export type ObjectPosition = { x: number; y: number };

/**
 * The `object-position` that shows the same window of the crop rectangle Sanity's CDN would
 * cut for a box of `boxAspectRatio` (width / height), or, when the box's shape is not known
 * (a full-bleed hero), the hotspot's position within the crop.
 */
export function objectPosition(
  size: { width: number; height: number },
  crop: Crop,
  hotspot: Hotspot,
  boxAspectRatio?: number,
): ObjectPosition {
  const cropLength = { x: 1 - crop.left - crop.right, y: 1 - crop.top - crop.bottom };
  let span: { x?: number; y?: number } = {};
  if (boxAspectRatio && boxAspectRatio > 0) {
    const cropAspect = croppedAspectRatio(size.width, size.height, crop);
    span =
      cropAspect > boxAspectRatio
        ? { x: boxAspectRatio / cropAspect, y: 1 }
        : { x: 1, y: cropAspect / boxAspectRatio };
  }
  return {
    x: axisPosition(hotspot.x, crop.left, cropLength.x, span.x),
    y: axisPosition(hotspot.y, crop.top, cropLength.y, span.y),
  };
}

const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

export function cssObjectPosition({ x, y }: ObjectPosition): string {
  return `${percent(x)} ${percent(y)}`;
}

/** CSS `object-view-box` that cuts a local image to its crop (top right bottom left). */
export function cssViewBox(crop: Crop): string {
  return `inset(${[crop.top, crop.right, crop.bottom, crop.left].map(percent).join(' ')})`;
}

/**
 * The CSS custom properties components/ui/content-image.tsx sets on a local image; the
 * `.framed` rule in app/globals.css applies them. Browsers with `object-view-box` show the
 * crop and place the window in it; the others show the whole image, placed by the same rule
 * with no crop, so the hotspot is in view either way.
 */
export function localFramingStyle(
  image: FramingInput & { width: number; height: number },
  boxAspectRatio?: number,
): Record<string, string> {
  const crop = cropOf(image);
  const hotspot = hotspotOf(image);
  return {
    '--frame-view-box': cssViewBox(crop),
    '--frame-position': cssObjectPosition(objectPosition(image, crop, hotspot, boxAspectRatio)),
    '--frame-position-uncropped': cssObjectPosition(
      objectPosition(image, NO_CROP, hotspot, boxAspectRatio),
    ),
  };
}

/**
 * The window of the original image (in its pixels) that a cropped, positioned `object-fit:
 * cover` image shows in a box of `boxAspectRatio`: what tests compare with Sanity's `rect`.
 */
export function visibleRect(
  size: { width: number; height: number },
  crop: Crop,
  position: ObjectPosition,
  boxAspectRatio: number,
): { left: number; top: number; width: number; height: number } {
  const cropLeft = crop.left * size.width;
  const cropTop = crop.top * size.height;
  const cropWidth = size.width * (1 - crop.left - crop.right);
  const cropHeight = size.height * (1 - crop.top - crop.bottom);
  const cropAspect = cropWidth / cropHeight;
  const width = cropAspect > boxAspectRatio ? cropHeight * boxAspectRatio : cropWidth;
  const height = cropAspect > boxAspectRatio ? cropHeight : cropWidth / boxAspectRatio;
  return {
    left: cropLeft + position.x * (cropWidth - width),
    top: cropTop + position.y * (cropHeight - height),
    width,
    height,
  };
}
