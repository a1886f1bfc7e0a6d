import type { Metadata } from 'next';
import { getPage } from '@/lib/sanity';

export async function contentPageMetadata(slug: string): Promise<Metadata> {
  const page = await getPage(slug);
  if (!page) return { title: 'Siden ble ikke funnet.' };
  return {
    title: page.title ?? undefined,
    description: page.description ?? undefined,
  };
}
