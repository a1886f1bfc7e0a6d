/**
 * The brand fonts arrive after the page: an inline script in <head> loads their files once the
 * page has loaded, and adds the faces to the document together when all have come (the FontFace
 * API), so the text swaps from the metric-matched fallback faces to the brand fonts in one style
 * and layout pass, not one per file. Until then the fonts never share a slow line with the
 * page's HTML, its scripts and its LCP photo. A page whose `load` waits on a slow embed (the
 * ticket shop's frame) starts them after `latestMs` at the latest. A file that fails to load is
 * left out (its text stays in the fallback face). Without JavaScript a <noscript> copy of the
 * @font-face rules loads them as usual (components/layout/site-stylesheet.tsx).
 *
 * Self-contained: it is sent as its source text (`fn.toString()`).
 */

export type LateBrandFontsOptions = {
  /** The brand fonts' faces: their family, their file's public URL and their weight. */
  faces: readonly { family: string; url: string; weight: number }[];
  /** Milliseconds after the script ran by which the fonts start loading even if `load` has not come. */
  latestMs: number;
};

/** The attribute of <html> the script sets once the faces are in the document (tests wait for it). */
export const BRAND_FONTS_ATTRIBUTE = 'data-brand-fonts';

export function addBrandFontsAfterLoad(options: LateBrandFontsOptions): void {
  let started = false;
  const start = () => {
    if (started || typeof FontFace !== 'function') return;
    started = true;
    const faces = options.faces.map(
      (face) =>
        new FontFace(face.family, `url(${face.url}) format("woff2")`, {
          weight: String(face.weight),
          style: 'normal',
          display: 'swap',
        }),
    );
    void Promise.allSettled(faces.map((face) => face.load())).then((results) => {
      let added = 0;
      results.forEach((result, index) => {
        if (result.status !== 'fulfilled') return;
        document.fonts.add(faces[index]);
        added += 1;
      });
      // No selector reads it: setting it restyles nothing.
      document.documentElement.setAttribute('data-brand-fonts', String(added));
    });
  };
  // After the load event's own handlers: the page's islands go first.
  const soon = () => setTimeout(start, 0);
  if (document.readyState === 'complete') soon();
  else window.addEventListener('load', soon, { once: true });
  setTimeout(start, options.latestMs);
}
