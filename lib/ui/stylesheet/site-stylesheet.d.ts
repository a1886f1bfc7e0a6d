// The types of `#site-stylesheet` (package.json "imports"), whose modules every build writes
// (lib/ui/stylesheet/build-site-stylesheet.mjs).

export interface SiteStylesheet {
  /** The stylesheet's text: in the server's module only, empty in the browser's. */
  css: string;
  /**
   * The brand fonts' faces, which the page loads once it has loaded (lib/ui/late-brand-fonts.ts):
   * in the server's module only, empty in the browser's.
   */
  webFaces: { family: string; url: string; weight: number }[];
  /** The same faces' @font-face rules, for a page without JavaScript; '' in the browser's module. */
  webFaceCss: string;
  /** The same stylesheet as a file under /_assets, named by a hash of its bytes. */
  href: string;
  /** The brand fonts' files (the offline worker keeps them; no page preloads them). */
  fonts: string[];
}

export declare const siteStylesheet: SiteStylesheet;
