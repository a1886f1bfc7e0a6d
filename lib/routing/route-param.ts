import { hasControlCharacter, safeDecodeURIComponent } from '@/lib/http/safe-decode';

/**
 * A dynamic route segment (a page or event slug) as the route uses it, or null when no page
 * could have it. Next hands the segment over still percent-encoded; the front door
 * (lib/http/malformed-path.ts) already answers a malformed path 400, this is the route's own
 * guard. Every route that decodes a segment calls this and answers 404 for null.
 */

/**
 * Longer than any slug an editor publishes, short enough that no cache key or log line built
 * from it grows without bound.
 */
export const MAX_ROUTE_PARAM_LENGTH = 200;

/** The decoded segment, or null for malformed percent-encoding, control characters or an overlong value. */
export function decodeRouteParam(raw: string): string | null {
  // Nine encoded characters (%E2%80%94) make at most one decoded one.
  if (raw.length > MAX_ROUTE_PARAM_LENGTH * 9) return null;
  const decoded = safeDecodeURIComponent(raw);
  if (decoded === null || decoded.length === 0 || decoded.length > MAX_ROUTE_PARAM_LENGTH)
    return null;
  return hasControlCharacter(decoded) ? null : decoded;
}
