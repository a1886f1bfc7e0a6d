import type { Metadata } from 'next';
import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata } from '@/lib/seo/page-metadata';
import { HOME_SLUG } from '@/lib/sanity';

// A CDN may serve a page for 5 minutes, then revalidate it in the background; publishing
// still updates the origin at once through the webhook. Content reads stay cached by tag.
export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata(HOME_SLUG);
}

export default function HomePage() {
  return <ContentPage slug={HOME_SLUG} />;
}
