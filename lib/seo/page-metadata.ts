import type { Metadata } from 'next';
import { getPage, getSiteSettings } from '@/lib/sanity';
import { cleanStega } from '@/lib/sanity/stega';
import { buildPageMetadata } from '@/lib/seo/metadata';

export async function contentPageMetadata(slug: string): Promise<Metadata> {
  const [page, settings] = await Promise.all([getPage(slug), getSiteSettings()]);
  if (!page) return { title: 'Siden ble ikke funnet.', robots: { index: false } };
  // Meta tags never carry Visual Editing's invisible characters, not even in the preview.
  return buildPageMetadata(cleanStega(page), cleanStega(settings));
}
