import type { Metadata } from 'next';
import { RootDocument } from '@/components/layout/root-document';
import { NotFoundPage } from '@/components/page/not-found-screen';
import { NOT_FOUND_METADATA } from '@/lib/seo/page-metadata';

// A URL no route matches. The two editions have a root layout each (app/(nb), app/(en)), so this
// whole document stands in for both; every /en/… path reaches the English late-page route first
// (lib/routing/late-pages.mjs), so what lands here is Norwegian: the Norwegian not-found page.
export const metadata: Metadata = NOT_FOUND_METADATA;

export default function GlobalNotFound() {
  return (
    <RootDocument language="nb">
      <NotFoundPage language="nb" />
    </RootDocument>
  );
}
