import type { Metadata } from 'next';
import { getPage } from '@/lib/pages/get-page';
import { getSiteSettings } from '@/lib/sanity';
import { cleanStega } from '@/lib/sanity/stega';
import { buildPageMetadata } from '@/lib/seo/metadata';

/** The not-found page's title; search engines are asked not to index it. */
export const NOT_FOUND_METADATA: Metadata = {
  title: 'Siden ble ikke funnet.',
  robots: { index: false },
};

export async function contentPageMetadata(slug: string): Promise<Metadata> {
  const [page, settings] = await Promise.all([getPage(slug), getSiteSettings()]);
  if (!page) return NOT_FOUND_METADATA;
  // Meta tags never carry Visual Editing's invisible characters, not even in the preview.
  return buildPageMetadata(cleanStega(page), cleanStega(settings));
}
