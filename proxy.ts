import { NextResponse, type NextRequest } from 'next/server';
import { isUnknownSlug } from '@/lib/routing/unknown-slug';
import { getPageIndex } from '@/lib/sanity/content';

/**
 * How long a visit may wait for the page index. After a publish the index is re-read from the
 * content source; if that source hangs, the visit goes on to the page (which serves its cached
 * version) instead of waiting.
 */
const INDEX_WAIT_MS = 300;

// One read of the index in flight per process, however many visits arrive meanwhile.
let pending: Promise<Set<string> | undefined> | undefined;

async function knownSlugs(): Promise<Set<string> | undefined> {
  pending ??= getPageIndex()
    .then((entries) => new Set(entries.map((entry) => entry.slug)))
    .catch(() => undefined)
    .finally(() => {
      pending = undefined;
    });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), INDEX_WAIT_MS);
  });
  try {
    return await Promise.race([pending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Next's draft-mode cookie: editors may preview pages that the published index lacks. */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * Unknown slugs cost nothing: a single-segment path that the page index (one cached query,
 * tagged `page-index`, so a publish refreshes it on every instance) does not list is answered
 * with the not-found page here, before app/[slug] renders. So no per-slug page is cached (Next
 * caches a page's 404 per path) and no content query is made. docs/caching.md has the numbers.
 */
export async function proxy(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  if (request.cookies.has(DRAFT_MODE_COOKIE)) return NextResponse.next();
  const known = await knownSlugs();
  // The index cannot be read in time (content source down or hanging, nothing cached): let the
  // page decide; it serves its cached version or its own 404.
  if (!known) return NextResponse.next();
  if (!isUnknownSlug(request.nextUrl.pathname, known)) return NextResponse.next();
  return NextResponse.rewrite(new URL('/_not-found', request.url), { status: 404 });
}

export const config = {
  // Only single-segment paths can be content pages; files (with a dot), API routes, Next's
  // assets and the studio never reach the proxy.
  matcher: ['/((?!api/|_next/|studio)[^/.]+)'],
};
