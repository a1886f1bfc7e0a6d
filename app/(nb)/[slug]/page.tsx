import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata } from '@/lib/seo/page-metadata';
import { getPageIndex, HOME_SLUG } from '@/lib/sanity';
import { decodeRouteParam } from '@/lib/routing/route-param';

type Props = { params: Promise<{ slug: string }> };

// A CDN may serve a page for 5 minutes, then revalidate it in the background; publishing
// still updates the origin at once through the webhook. Content reads stay cached by tag.
export const revalidate = 300;

// Only the slugs prerendered by the build, served from the page cache with no check per visit.
// Any other slug falls through to app/(nb)/sider/[slug] (lib/routing/late-pages.mjs), which renders
// pages published since the build and answers the rest 404.
export const dynamicParams = false;

export async function generateStaticParams() {
  const pages = await getPageIndex();
  return pages
    .map((entry) => entry.slug)
    .filter((slug) => slug !== HOME_SLUG && /^[^/]+$/.test(slug))
    .map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return contentPageMetadata(decodeRouteParam(slug) ?? notFound());
}

export default async function SlugPage({ params }: Props) {
  const { slug } = await params;
  return <ContentPage slug={decodeRouteParam(slug) ?? notFound()} />;
}
