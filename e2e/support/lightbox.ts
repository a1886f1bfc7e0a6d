/**
 * How long a test waits for the gallery's lightbox after the click that opens it: a hang guard,
 * not a speed budget. The lightbox's code and stylesheet load on that click
 * (components/blocks/gallery/gallery-lightbox.tsx), and on a CI machine whose two cores are busy
 * with the other worker's test (one builds a whole Next app) that took longer than expect's 5 s
 * default: the lightbox was open in the failure's screenshot, a moment late.
 */
export const LIGHTBOX_OPENS = { timeout: 20_000 };
