import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { decodeRouteParam } from '@/lib/routing/route-param';
import { EventPage } from '@/components/page/event/event-page';
import { eventPageMetadata } from '@/lib/seo/event-page-metadata';
import { getProgrammeEventIndex } from '@/lib/sanity';

type Props = { params: Promise<{ slug: string }> };

// The English event pages: the same events as app/(nb)/arrangement/[slug] (an event exists once
// for both editions); events published since the build go through app/(en)/en/sider.
export const revalidate = 300;
export const dynamicParams = false;

export async function generateStaticParams() {
  const events = await getProgrammeEventIndex();
  return events.filter((entry) => /^[^/]+$/.test(entry.slug)).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return eventPageMetadata(decodeRouteParam(slug) ?? notFound(), 'en');
}

export default async function EnglishEventPage({ params }: Props) {
  const { slug } = await params;
  return <EventPage slug={decodeRouteParam(slug) ?? notFound()} language="en" />;
}
