import type { Metadata } from 'next';
import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata } from '@/lib/seo/page-metadata';
import { getPageIndex, HOME_SLUG } from '@/lib/sanity';

type Props = { params: Promise<{ slug: string }> };

// A CDN may serve a page for 5 minutes, then revalidate it in the background; publishing
// still updates the origin at once through the webhook. Content reads stay cached by tag.
export const revalidate = 300;

// Slugs published after the build render on first request and are then cached.
export const dynamicParams = true;

export async function generateStaticParams() {
  const pages = await getPageIndex();
  return pages
    .map((entry) => entry.slug)
    .filter((slug) => slug !== HOME_SLUG && /^[^/]+$/.test(slug))
    .map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return contentPageMetadata(decodeURIComponent(slug));
}

export default async function SlugPage({ params }: Props) {
  const { slug } = await params;
  return <ContentPage slug={decodeURIComponent(slug)} />;
}
