const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * An editor-supplied URL that is safe to put in an href, or null. Relative URLs and the schemes
 * above pass; `javascript:`, `data:` and anything else are dropped. Browsers ignore tabs,
 * newlines and leading control characters inside a scheme (`java\tscript:`), so the scheme is
 * read with those removed.
 */
export function safeHref(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  const normalized = trimmed.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(normalized)?.[1];
  if (scheme === undefined) return trimmed;
  return ALLOWED_SCHEMES.has(scheme.toLowerCase()) ? trimmed : null;
}

/**
 * True when the href leaves the site: an absolute or protocol-relative http(s) URL on another
 * origin than `siteOrigin` (editors sometimes paste the site's own full URLs).
 */
export function isExternalHref(href: string, siteOrigin?: string): boolean {
  if (!/^(https?:)?\/\//i.test(href)) return false;
  if (!siteOrigin) return true;
  try {
    return new URL(href, siteOrigin).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}
