'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';
import { siteStylesheet } from '#site-stylesheet';

/**
 * The site stylesheet, inside the HTML's <head>: the first paint waits for no stylesheet request
 * (docs/performance.md#the-stylesheet-comes-with-the-html). Next writes what this hands to
 * `useServerInsertedHTML` into the HTML only, never into the RSC payload, and the browser's build of
 * `#site-stylesheet` has no CSS text, so the CSS is sent once. The <style> is not part of React's
 * tree: client navigation keeps it, and hydration never compares it.
 *
 * In the root layout, once. The brand fonts are not preloaded: a preloaded font that arrives
 * before the first paint holds it for a second style and layout pass, and on a slow network it
 * shares the line with the LCP photo. They load when the first layout asks for them and swap in
 * over metric-matched fallback faces (docs/performance.md#fonts).
 */
export function SiteStylesheet() {
  const inserted = useRef(false);
  useServerInsertedHTML(() => {
    // Called at every flush of the streamed HTML; the stylesheet belongs in the first.
    if (inserted.current) return null;
    inserted.current = true;
    return (
      <style
        data-site-stylesheet={siteStylesheet.href}
        dangerouslySetInnerHTML={{ __html: siteStylesheet.css }}
      />
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
