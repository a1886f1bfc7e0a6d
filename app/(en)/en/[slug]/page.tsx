import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { decodeRouteParam } from '@/lib/routing/route-param';
import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata } from '@/lib/seo/page-metadata';
import { getPageIndex, HOME_SLUG } from '@/lib/sanity';

type Props = { params: Promise<{ slug: string }> };

// As app/(nb)/[slug], for the English pages: every English slug is prerendered; any other
// /en/<slug> falls through to app/(en)/en/sider (lib/routing/late-pages.mjs).
export const revalidate = 300;
export const dynamicParams = false;

export async function generateStaticParams() {
  const pages = await getPageIndex('en');
  return pages
    .map((entry) => entry.slug)
    .filter((slug) => slug !== HOME_SLUG && /^[^/]+$/.test(slug))
    .map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return contentPageMetadata(decodeRouteParam(slug) ?? notFound(), 'en');
}

export default async function EnglishSlugPage({ params }: Props) {
  const { slug } = await params;
  return <ContentPage slug={decodeRouteParam(slug) ?? notFound()} language="en" />;
}
