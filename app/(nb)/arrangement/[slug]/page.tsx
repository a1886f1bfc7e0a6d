import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EventPage } from '@/components/page/event/event-page';
import { eventPageMetadata } from '@/lib/seo/event-page-metadata';
import { getProgrammeEventIndex } from '@/lib/sanity';
import { decodeRouteParam } from '@/lib/routing/route-param';

type Props = { params: Promise<{ slug: string }> };

// As app/(nb)/[slug]: a CDN may keep the page 5 minutes; a publish revalidates the programme tag.
export const revalidate = 300;

// Only the events the build prerendered, straight from the page cache. Any other slug falls
// through to app/(nb)/sider/arrangement/[slug] (lib/routing/late-pages.mjs), which renders events
// published since the build and answers the rest 404 without storing anything.
export const dynamicParams = false;

export async function generateStaticParams() {
  const events = await getProgrammeEventIndex();
  return events.filter((entry) => /^[^/]+$/.test(entry.slug)).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return eventPageMetadata(decodeRouteParam(slug) ?? notFound());
}

export default async function EventSlugPage({ params }: Props) {
  const { slug } = await params;
  return <EventPage slug={decodeRouteParam(slug) ?? notFound()} />;
}
