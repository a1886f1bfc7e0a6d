import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { OfflineScreen } from '@/components/offline/offline-screen';
import { offlineList } from '@/lib/offline/offline-list';

export const metadata: Metadata = {
  title: 'Du er uten nett',
  robots: { index: false, follow: false },
};

/** Shown by the service worker for a page the phone has not stored; see docs/offline.md. */
export default async function OfflinePage() {
  const { pages } = await offlineList();
  return (
    <>
      <SiteHeader />
      <main id="innhold" tabIndex={-1}>
        <OfflineScreen pages={pages} />
      </main>
      <SiteFooter />
    </>
  );
}
