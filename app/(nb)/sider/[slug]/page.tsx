import type { Metadata } from 'next';
import { ContentPage } from '@/components/page/content-page';
import { NotFoundResponse } from '@/components/page/not-found-response';
import { contentPageMetadata, NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';
import { getPageIndex } from '@/lib/sanity';
import { listedSlug } from '@/lib/routing/listed-slug';

type Props = { params: Promise<{ slug: string }> };

// Pages published after the build, reached only through the fallback rewrite from /<slug>
// (lib/routing/late-pages.mjs); cached per page like app/(nb)/[slug] once rendered.
export const revalidate = 300;
export const dynamicParams = true;

/** None at build: every page the build knows is prerendered by app/(nb)/[slug]. */
export function generateStaticParams() {
  return [];
}

const listedPage = (params: Props['params']) => listedSlug(params, () => getPageIndex());

// An unlisted slug gets the not-found page's metadata; the page below answers it 404.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await listedPage(params);
  return slug === null ? NOT_FOUND_METADATA : contentPageMetadata(slug);
}

/**
 * An unlisted slug is not found before any per-slug content query (the cache handlers keep these
 * 404s out of the cache); NotFoundResponse writes the not-found page into the HTML.
 */
export default async function LatePage({ params }: Props) {
  const slug = await listedPage(params);
  return slug === null ? <NotFoundResponse /> : <ContentPage slug={slug} />;
}
