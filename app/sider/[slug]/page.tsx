import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata } from '@/lib/seo/page-metadata';
import { getPageIndex } from '@/lib/sanity';

type Props = { params: Promise<{ slug: string }> };

// Pages published after the build, reached only through the fallback rewrite from /<slug>
// (lib/routing/late-pages.mjs); cached per page like app/[slug] once rendered.
export const revalidate = 300;
export const dynamicParams = true;

/** None at build: every page the build knows is prerendered by app/[slug]. */
export function generateStaticParams() {
  return [];
}

/**
 * The slug, if the page index lists it (in draft mode: drafts included); otherwise not found,
 * before any per-slug content query. The cache handlers keep these 404s out of the cache.
 */
async function listedSlug(params: Props['params']): Promise<string> {
  const slug = decodeURIComponent((await params).slug);
  const index = await getPageIndex();
  if (!index.some((entry) => entry.slug === slug)) notFound();
  return slug;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata(await listedSlug(params));
}

export default async function LatePage({ params }: Props) {
  return <ContentPage slug={await listedSlug(params)} />;
}
