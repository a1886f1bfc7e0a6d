/** An absolute http(s) URL for a content link or asset path, or null for anything else (mailto:, javascript:, junk). */
export function absoluteUrl(value: string | null | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, `${base}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
