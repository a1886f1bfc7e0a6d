const BASE = 'http://same-origin.invalid';

/**
 * A same-origin path to send an editor to after toggling preview, or the fallback.
 * Rejects absolute and protocol-relative URLs (open redirects) and API routes (loops).
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith('/api/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path of a same-host Referer, so leaving preview keeps the editor on the page they were reading. */
export function refererPath(referer: string | null, host: string | null): string | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
