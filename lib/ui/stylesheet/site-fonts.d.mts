import type { FontFile, SiteFont } from './site-font-list.mjs';
export type { AndroidFallback, FontFile, SiteFont } from './site-font-list.mjs';
export { androidFallbackFamily, SITE_FONTS } from './site-font-list.mjs';
/** The local fonts a fallback face may use, by the font its metrics are worked out for. */
export declare const METRIC_COMPATIBLE_LOCALS: Record<SiteFont['fallbackLocal'], string[]>;
export declare function contentHash(contents: string | Buffer): string;
export declare function readFontFiles(): Map<FontFile, { bytes: Buffer; name: string }>;
export declare function siteFontCss(
  files: Map<FontFile, { bytes: Buffer; name: string }>,
  urlOf: (name: string) => string,
): string;
export interface FallbackMetrics {
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
  sizeAdjust: string;
}
/** A font's average glyph width in ems, over the text next/font averages. */
export declare function averageWidthInEms(font: {
  glyphsForString(text: string): { advanceWidth: number }[];
  unitsPerEm: number;
}): number;
/** A fallback face's overrides for a local font of the given average width (next/font's formula). */
export declare function metricsOverLocal(bytes: Buffer, localWidthInEms: number): FallbackMetrics;
export declare const METRIC_COMPATIBLE_BOLD_LOCALS: Record<SiteFont['fallbackLocal'], string[]>;
export declare const LOCAL_AVERAGE_WIDTHS: Record<
  SiteFont['fallbackLocal'],
  { regular: number; bold: number }
>;
export declare const BOLD_FROM_WEIGHT: number;
/** A font file opened with next/font's fontkit. */
export declare function openFont(bytes: Buffer): {
  glyphsForString(text: string): { advanceWidth: number }[];
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
};
