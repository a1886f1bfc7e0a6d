import { isDocumentRequest, isPageRequest, isPublicResponse, mayCache } from '@/lib/offline/paths';

const origin = 'https://matfestival.no';

function request(
  url: string,
  { method = 'GET', mode = 'navigate', headers = {} as Record<string, string> } = {},
) {
  return { method, url, mode, headers: new Headers(headers) };
}

describe('what the service worker may store', () => {
  it('never the API, draft-mode switches, the studio or the worker itself', () => {
    for (const path of [
      '/api/contact',
      '/api/draft-mode/enable',
      '/api',
      '/studio',
      '/studio/desk',
      '/serwist/sw.js',
    ]) {
      expect(mayCache(path)).toBe(false);
    }
    for (const path of ['/', '/sikkerhet', '/festivalprogram', '/apier', '/studioer', '/ROS.pdf']) {
      expect(mayCache(path)).toBe(true);
    }
  });

  it('answers page loads on this origin, not POSTs, other origins or client-side RSC fetches', () => {
    expect(isPageRequest(request(`${origin}/festivalprogram`), origin)).toBe(true);
    expect(
      isPageRequest(
        request(`${origin}/`, { mode: 'cors', headers: { Accept: 'text/html' } }),
        origin,
      ),
    ).toBe(true);
    expect(isPageRequest(request(`${origin}/api/contact`, { method: 'POST' }), origin)).toBe(false);
    expect(isPageRequest(request(`${origin}/kontakt`, { method: 'POST' }), origin)).toBe(false);
    expect(isPageRequest(request(`${origin}/studio`), origin)).toBe(false);
    expect(isPageRequest(request('https://www.youtube-nocookie.com/embed/x'), origin)).toBe(false);
    expect(
      isPageRequest(request(`${origin}/festivalprogram?_rsc=abc`, { mode: 'cors' }), origin),
    ).toBe(false);
    expect(
      isPageRequest(
        request(`${origin}/festivalprogram`, {
          mode: 'cors',
          headers: { RSC: '1', Accept: 'text/html' },
        }),
        origin,
      ),
    ).toBe(false);
    expect(isPageRequest(request(`${origin}/logo.svg`, { mode: 'no-cors' }), origin)).toBe(false);
  });

  it('keeps same-origin PDFs, not PDFs from other hosts', () => {
    expect(isDocumentRequest({ method: 'GET', url: `${origin}/ROS.pdf` }, origin)).toBe(true);
    // Sanity's files, served through this site (app/filer/[file]/route.ts).
    const sanityFile = `${origin}/filer/${'a'.repeat(40)}.pdf`;
    expect(isDocumentRequest({ method: 'GET', url: sanityFile }, origin)).toBe(true);
    expect(
      isDocumentRequest({ method: 'GET', url: 'https://cdn.sanity.io/files/a/b/c.pdf' }, origin),
    ).toBe(false);
    expect(isDocumentRequest({ method: 'GET', url: `${origin}/api/report.pdf` }, origin)).toBe(
      false,
    );
  });

  it('stores only public 200 responses: draft previews are private and no-store', () => {
    const response = (status: number, cacheControl?: string) => ({
      status,
      headers: new Headers(cacheControl ? { 'Cache-Control': cacheControl } : {}),
    });
    expect(isPublicResponse(response(200, 's-maxage=31536000'))).toBe(true);
    expect(isPublicResponse(response(200))).toBe(true);
    expect(
      isPublicResponse(response(200, 'private, no-cache, no-store, max-age=0, must-revalidate')),
    ).toBe(false);
    expect(isPublicResponse(response(200, 'no-store'))).toBe(false);
    expect(isPublicResponse(response(404, 's-maxage=31536000'))).toBe(false);
    expect(isPublicResponse(response(500))).toBe(false);
  });
});
