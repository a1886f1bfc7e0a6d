/**
 * Number limits of content fields, in one place: the studio's validation refuses what lies
 * outside them, `npm run content:check` reports it, and the renderer clamps to the very same
 * range (for old content), so what an editor is allowed to set is exactly what visitors see.
 * No imports, so the studio and the dataset check can load it outside Next.
 */
export type NumberLimit = { min: number; max: number; integer: boolean; unit: string };

/** A carousel slide's height in pixels (default 400, the product's standard slide). */
export const CAROUSEL_SLIDE_HEIGHT = { min: 160, max: 1000, integer: true, unit: 'piksler' };
export const DEFAULT_CAROUSEL_SLIDE_HEIGHT = 400;

/** Keyed `<schema type>.<field>`, as the dataset check finds them while it walks a document. */
export const numberLimits = {
  'carouselItem.height': CAROUSEL_SLIDE_HEIGHT,
} as const satisfies Record<string, NumberLimit>;

/** A value within the limit: what the renderer shows for out-of-range old content. */
export function clampToLimit(value: number, limit: NumberLimit): number {
  const clamped = Math.min(limit.max, Math.max(limit.min, value));
  return limit.integer ? Math.round(clamped) : clamped;
}
