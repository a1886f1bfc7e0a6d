import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/page/not-found-screen';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default function NotFound() {
  return <NotFoundPage />;
}
