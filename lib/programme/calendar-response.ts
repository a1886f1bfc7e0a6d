/**
 * The HTTP side of the calendar files: headers and the answers to bad or unknown requests.
 * Route handlers: app/kalender.ics/route.ts and app/arrangement/[slug]/kalender.ics/route.ts.
 */

/**
 * The lifetime the CDN gives pages (docs/publishing.md, "Cache headers"): five minutes, then
 * served while refetched. A publish purges the calendar URLs and revalidates the programme tag
 * their data is read under, so the files follow the pages.
 */
export const CALENDAR_CACHE_CONTROL = 's-maxage=300, stale-while-revalidate=31535700';

/** Editors previewing drafts: never stored anywhere. */
export const PREVIEW_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * Error answers (a malformed selection, an unknown event): ten seconds at most, so a flood of
 * one bad URL still meets the CDN, yet an event published a moment later is reachable at once.
 */
export const CALENDAR_PROBLEM_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * `attachment` with the name as given (RFC 6266): an ASCII fallback for old clients and the
 * UTF-8 name (æøå) for the rest.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function calendarResponse(body: string, fileName: string, preview: boolean): Response {
  return new Response(body, {
    headers: {
      'Content-Type': CALENDAR_CONTENT_TYPE,
      'Content-Disposition': contentDisposition(fileName),
      'Cache-Control': preview ? PREVIEW_CACHE_CONTROL : CALENDAR_CACHE_CONTROL,
    },
  });
}

/** A plain-text answer in Norwegian: a malformed selection (400) or an unknown event (404). */
export function calendarProblem(status: 400 | 404, message: string, preview: boolean): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': preview ? PREVIEW_CACHE_CONTROL : CALENDAR_PROBLEM_CACHE_CONTROL,
    },
  });
}
