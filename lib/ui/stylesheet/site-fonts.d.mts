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
/** Running prose of the site's kind, the text font widths are measured over. */
export declare const CALIBRATION_TEXT: string;
/** A text's width set in a font, shaped (kerning applied), in ems. */
export declare function shapedWidthInEms(font: ShapingFont, text: string): number;
/** A font's average advance per character over CALIBRATION_TEXT, shaped, in ems. */
export declare function averageWidthInEms(font: ShapingFont): number;
/** What fontkit's font offers the measures here. */
export interface ShapingFont {
  layout(text: string): { glyphs: { id: number }[]; positions: { xAdvance: number }[] };
  unitsPerEm: number;
}
/** A fallback face's overrides for a local font of the given average width (next/font's formula). */
export declare function metricsOverLocal(bytes: Buffer, localWidthInEms: number): FallbackMetrics;
export declare const METRIC_COMPATIBLE_BOLD_LOCALS: Record<SiteFont['fallbackLocal'], string[]>;
export declare const LOCAL_AVERAGE_WIDTHS: Record<
  SiteFont['fallbackLocal'],
  { regular: number; bold: number }
>;
export declare const BOLD_FROM_WEIGHT: number;
/** A font file opened with next/font's fontkit. */
export declare function openFont(bytes: Buffer): ShapingFont & {
  ascent: number;
  descent: number;
  lineGap: number;
};
