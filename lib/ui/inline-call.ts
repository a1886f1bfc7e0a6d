/**
 * An inline script's text that calls a self-contained function, given as its source text, with
 * JSON options; `<` is escaped, so no value can close the <script>. The late brand fonts
 * (components/layout/site-stylesheet.tsx) and the programme's pre-paint steps
 * (components/programme/pre-paint-script.tsx) are written this way.
 */
export function inlineCall(source: string, options: unknown): string {
  return `(${source})(${JSON.stringify(options).replace(/</g, '\\u003c')})`;
}
