import type { Metadata } from 'next';
import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata } from '@/lib/page-metadata';
import { HOME_SLUG } from '@/lib/sanity';

export function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata(HOME_SLUG);
}

export default function HomePage() {
  return <ContentPage slug={HOME_SLUG} />;
}
