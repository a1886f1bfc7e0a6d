import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/page/not-found-screen';
import { notFoundMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = notFoundMetadata('en');

export default function NotFound() {
  return <NotFoundPage language="en" />;
}
