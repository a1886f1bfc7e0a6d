'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';
import { siteStylesheet } from '#site-stylesheet';
import { inlineCall } from '@/lib/ui/inline-call';
import { addBrandFontsAfterLoad, type LateBrandFontsOptions } from '@/lib/ui/late-brand-fonts';

/** By when a page whose load event is late (a slow embed) still gets the brand fonts. */
const BRAND_FONTS_LATEST_MS = 4000;

/** The script that loads the brand fonts after the page, the same for every page. */
const LATE_BRAND_FONTS_SCRIPT = inlineCall(addBrandFontsAfterLoad.toString(), {
  faces: siteStylesheet.webFaces,
  latestMs: BRAND_FONTS_LATEST_MS,
} satisfies LateBrandFontsOptions);

/**
 * The site stylesheet, inside the HTML's <head>: the first paint waits for no stylesheet request
 * (docs/performance.md#the-stylesheet-comes-with-the-html). Next writes what this hands to
 * `useServerInsertedHTML` into the HTML only, never into the RSC payload, and the browser's build of
 * `#site-stylesheet` has no CSS text, so the CSS is sent once. The <style> is not part of React's
 * tree: client navigation keeps it, and hydration never compares it.
 *
 * In the root layout, once. The stylesheet holds the fallback faces; the brand fonts are loaded
 * after the page has (lib/ui/late-brand-fonts.ts), never preloaded: a font fetched before
 * the first paint holds it for a second style and layout pass, and on a slow network it shares
 * the line with the page and its LCP photo. They swap in over metric-matched fallback faces
 * (docs/performance.md#fonts). Without JavaScript the <noscript> copy loads them at once.
 */
export function SiteStylesheet() {
  const inserted = useRef(false);
  useServerInsertedHTML(() => {
    // Called at every flush of the streamed HTML; the stylesheet belongs in the first.
    if (inserted.current) return null;
    inserted.current = true;
    return (
      <>
        <style
          data-site-stylesheet={siteStylesheet.href}
          dangerouslySetInnerHTML={{ __html: siteStylesheet.css }}
        />
        <script dangerouslySetInnerHTML={{ __html: LATE_BRAND_FONTS_SCRIPT }} />
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: siteStylesheet.webFaceCss }} />
        </noscript>
      </>
    );
  });
  return null;
}

/**
 * The same stylesheet as a file, for the error screen React draws in the browser when the root
 * layout itself fails (app/global-error.tsx): that page is not served as HTML, so nothing inlined
 * it. React puts the <link> into the <head>.
 */
export function SiteStylesheetLink() {
  return <link rel="stylesheet" href={siteStylesheet.href} precedence="default" />;
}
