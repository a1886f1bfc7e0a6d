import type { Metadata } from 'next';
import { ContentPage } from '@/components/page/content-page';
import { contentPageMetadata } from '@/lib/seo/page-metadata';
import { HOME_SLUG } from '@/lib/sanity';

// As the Norwegian home (app/(nb)/page.tsx): the English page whose slug is the home slug.
export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata(HOME_SLUG, 'en');
}

export default function EnglishHomePage() {
  return <ContentPage slug={HOME_SLUG} language="en" />;
}
