export declare const PUBLIC_ASSETS: { dir: string; url: string };
export declare function compileSiteCss(
  fontFiles?: Map<import('./site-fonts.mjs').FontFile, { bytes: Buffer; name: string }>,
): Promise<string>;
export declare function buildSiteStylesheet(): Promise<{
  href: string;
  fonts: string[];
  bytes: number;
}>;
export declare function prepareSiteStylesheet(
  mode: 'build' | 'dev',
  env?: Record<string, string | undefined>,
): Promise<void>;
