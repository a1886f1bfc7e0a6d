import { NextResponse, type NextRequest } from 'next/server';
import { createPageIndexGate, registerPageIndexGate } from '@/lib/routing/page-index-gate';
import { candidateSlug, isUnknownSlug } from '@/lib/routing/unknown-slug';
import { redisUrl } from '@/lib/redis/options.mjs';
import { getPageIndex } from '@/lib/sanity/content';

// The index is kept in this process (lib/routing/page-index-gate.ts): a listed slug goes on at
// once, with no read. An unlisted one is judged by a fresh read in a fleet (REDIS_URL: a Redis
// read through the shared cache, fresh as soon as any instance took the publish, so no instance
// answers a just-published page 404 for a CDN to keep), and by an index up to ten seconds old on
// a single instance, which hears every publish itself and where a read is a content query.
// The first visits wait 300 ms for the first read (a hanging content source must not hold up
// pages); an unlisted slug waits up to 3 s, long enough that a loaded process still answers it.
const pageIndexFor = registerPageIndexGate(
  createPageIndexGate(async () => (await getPageIndex()).map((entry) => entry.slug), {
    waitMs: 300,
    unlistedWaitMs: 3000,
    maxAgeMs: redisUrl() ? 0 : 10_000,
  }),
);

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
  const { pathname } = request.nextUrl;
  const slug = candidateSlug(pathname);
  if (slug === null) return NextResponse.next();
  const known = await pageIndexFor(slug);
  // The index cannot be read in time (content source down or hanging, nothing cached): let the
  // page decide; it serves its cached version or its own 404.
  if (!known || !isUnknownSlug(pathname, known)) return NextResponse.next();
  return NextResponse.rewrite(new URL('/_not-found', request.url), { status: 404 });
}

export const config = {
  // Only single-segment paths can be content pages; files (with a dot), API routes, Next's
  // assets and the studio never reach the proxy.
  matcher: ['/((?!api/|_next/|studio)[^/.]+)'],
};
