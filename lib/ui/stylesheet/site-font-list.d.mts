export interface FontFile {
  weight: number;
  file: string;
}
/** A system font of Android's a fallback face scales: names for local(), the same font on npm. */
export interface AndroidFallback {
  family: string;
  locals: string[];
  file: string;
}
export interface SiteFont {
  family: string;
  variable: string;
  fallbackLocal: 'Times New Roman' | 'Arial';
  android: AndroidFallback;
  generic: string[];
  files: FontFile[];
}
export declare const SITE_FONTS: SiteFont[];
export declare function androidFallbackFamily(font: SiteFont): string;
