/**
 * `decodeURIComponent` that answers null instead of throwing: a stray `%`, a cut-off escape or
 * bytes that are not UTF-8 come from visitors (and scanners) every day, and an uncaught URIError
 * is a 500. Every decode of a URL part or cookie goes through here.
 */
export function safeDecodeURIComponent(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

// C0 and C1 control characters, DEL, and the line and paragraph separators: never in a page's
// address, and unsafe in a log line, a header or a cache key.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether decoded text holds a control character. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}
