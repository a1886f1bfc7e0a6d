import { prePaintProgramme } from '../pre-paint';
import { prePaintProgrammeStart } from '../pre-paint-start';

/**
 * The pre-paint steps' source text, for the inline scripts the server writes into the programme
 * (components/programme/programme-pre-paint.tsx). `#pre-paint-sources` (package.json "imports")
 * resolves here on the server and to ./browser.ts in the browser, which has none: the text is in
 * the HTML once, not a second time in the RSC payload React hydrates from (about 1 kB gzipped on
 * every programme page) nor in the JavaScript.
 */
export const prePaintSources = {
  start: prePaintProgrammeStart.toString(),
  main: prePaintProgramme.toString(),
};
