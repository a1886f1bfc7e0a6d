import type { Metadata } from 'next';
import { ContentPage } from '@/components/page/content-page';
import { NotFoundResponse } from '@/components/page/not-found-response';
import { EventPage } from '@/components/page/event/event-page';
import { eventPageMetadata } from '@/lib/seo/event-page-metadata';
import { contentPageMetadata, notFoundMetadata } from '@/lib/seo/page-metadata';
import { EDITION_ROUTES } from '@/lib/routing/edition-paths';
import { decodeRouteParam } from '@/lib/routing/route-param';
import { getPageIndex, getProgrammeEventIndex } from '@/lib/sanity';

type Props = { params: Promise<{ path: string[] }> };

// Every /en/… path nothing else answered, through the fallback rewrite (lib/routing/late-pages.mjs):
// English pages and events published since the build render here on first visit and are then
// cached; every other path is the English not-found screen with status 404, decided from the
// two indexes before any per-slug query, and never stored (lib/cache/late-not-found.mjs).
export const revalidate = 300;
export const dynamicParams = true;

/** None at build: every page and event the build knows is prerendered by its own route. */
export function generateStaticParams() {
  return [];
}

type Found = { kind: 'page'; slug: string } | { kind: 'event'; slug: string } | null;

async function resolve(params: Props['params']): Promise<Found> {
  const decoded = (await params).path.map(decodeRouteParam);
  if (decoded.some((segment) => segment === null)) return null;
  const path = decoded as string[];
  if (path.length === 1) {
    const index = await getPageIndex('en');
    return index.some((entry) => entry.slug === path[0]) ? { kind: 'page', slug: path[0] } : null;
  }
  if (path.length === 2 && path[0] === EDITION_ROUTES.en.events) {
    const index = await getProgrammeEventIndex();
    return index.some((entry) => entry.slug === path[1]) ? { kind: 'event', slug: path[1] } : null;
  }
  return null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  if (found === null) return notFoundMetadata('en');
  return found.kind === 'page'
    ? contentPageMetadata(found.slug, 'en')
    : eventPageMetadata(found.slug, 'en');
}

export default async function EnglishLatePage({ params }: Props) {
  const found = await resolve(params);
  if (found === null) return <NotFoundResponse language="en" />;
  return found.kind === 'page' ? (
    <ContentPage slug={found.slug} language="en" />
  ) : (
    <EventPage slug={found.slug} language="en" />
  );
}
