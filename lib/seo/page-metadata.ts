import type { Metadata } from 'next';
import { getPage, getSiteSettings } from '@/lib/sanity';
import { buildPageMetadata } from '@/lib/seo/metadata';

export async function contentPageMetadata(slug: string): Promise<Metadata> {
  const [page, settings] = await Promise.all([getPage(slug), getSiteSettings()]);
  if (!page) return { title: 'Siden ble ikke funnet.', robots: { index: false } };
  return buildPageMetadata(page, settings);
}
