import type { Metadata } from 'next';
import { EventPage } from '@/components/page/event/event-page';
import { NotFoundResponse } from '@/components/page/not-found-response';
import { eventPageMetadata } from '@/lib/seo/event-page-metadata';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { getProgrammeEventIndex } from '@/lib/sanity';
import { listedSlug } from '@/lib/routing/listed-slug';

type Props = { params: Promise<{ slug: string }> };

// Events published after the build, reached only through the fallback rewrite from
// /arrangement/<slug> (lib/routing/late-pages.mjs); cached like app/(nb)/arrangement/[slug] once
// rendered. Its 404s are kept out of the cache by the late-page rule (docs/caching.md).
export const revalidate = 300;
export const dynamicParams = true;

/** None at build: every event the build knows is prerendered by app/(nb)/arrangement/[slug]. */
export function generateStaticParams() {
  return [];
}

const listedEvent = (params: Props['params']) => listedSlug(params, () => getProgrammeEventIndex());

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await listedEvent(params);
  return slug === null ? NOT_FOUND_METADATA : eventPageMetadata(slug);
}

/** An unlisted slug is not found before the programme is read for it. */
export default async function LateEventPage({ params }: Props) {
  const slug = await listedEvent(params);
  return slug === null ? <NotFoundResponse /> : <EventPage slug={slug} />;
}
