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
export declare function readFontFile(file: FontFile): { bytes: Buffer; name: string };
export declare function siteFontCss(urlOf: (name: string) => string): string;
