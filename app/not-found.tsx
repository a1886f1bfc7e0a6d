import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/page/not-found-screen';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export const metadata: Metadata = { title: 'Siden ble ikke funnet.', robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="innhold" tabIndex={-1}>
        <NotFoundScreen />
      </main>
      <SiteFooter />
    </>
  );
}
