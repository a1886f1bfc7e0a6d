import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { OfflineScreen } from '@/components/offline/offline-screen';
import { dictionary } from '@/lib/i18n/dictionary';
import { offlineList } from '@/lib/offline/offline-list';

export const metadata: Metadata = {
  title: dictionary('en').offline.title,
  robots: { index: false, follow: false },
};

/** The service worker's fallback for an English page the phone has not stored (docs/offline.md). */
export default async function EnglishOfflinePage() {
  const { pages } = await offlineList('en');
  return (
    <>
      <SiteHeader language="en" />
      <main id="innhold" tabIndex={-1}>
        <OfflineScreen pages={pages} language="en" />
      </main>
      <SiteFooter language="en" />
    </>
  );
}
