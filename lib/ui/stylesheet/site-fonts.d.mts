export interface FontFile {
  weight: number;
  file: string;
}
export interface SiteFont {
  family: string;
  variable: string;
  fallbackLocal: 'Times New Roman' | 'Arial';
  generic: string[];
  files: FontFile[];
}
export declare const SITE_FONTS: SiteFont[];
/** The local fonts a fallback face may use, by the font its metrics are worked out for. */
export declare const METRIC_COMPATIBLE_LOCALS: Record<SiteFont['fallbackLocal'], string[]>;
export declare function contentHash(contents: string | Buffer): string;
export declare function readFontFiles(): Map<FontFile, { bytes: Buffer; name: string }>;
export declare function siteFontCss(
  files: Map<FontFile, { bytes: Buffer; name: string }>,
  urlOf: (name: string) => string,
): string;
