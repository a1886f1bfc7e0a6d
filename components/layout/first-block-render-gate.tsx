/**
 * Holds the first paint until the page's first block has been parsed (`<link rel="expect">`,
 * render-blocking). Without it a browser may paint a partly parsed page: a vertically centred
 * hero with only its logo, or a header with half its menu, which then moves as the rest of the
 * HTML arrives (a layout shift on a slow phone; docs/performance.md). Browsers without
 * `rel="expect"` ignore the link. A page with no blocks never shows the mark, so its first paint
 * waits for the whole document, which is short.
 */
export const FIRST_BLOCK_PARSED_ID = 'first-block-parsed';

/** In the root layout's head. */
export function FirstBlockRenderGate() {
  return <link rel="expect" href={`#${FIRST_BLOCK_PARSED_ID}`} blocking="render" />;
}

/** Right after the first block. */
export function FirstBlockParsedMark() {
  return <span id={FIRST_BLOCK_PARSED_ID} hidden />;
}
