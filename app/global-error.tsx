'use client';

import { usePathname } from 'next/navigation';
import { ErrorScreen } from '@/components/page/error-screen';
import { SiteStylesheetLink } from '@/components/layout/site-stylesheet';
import { languageOfPath } from '@/lib/routing/edition-paths';

/** Replaces a failed root layout, so it finds the edition from the URL (docs/i18n.md). */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const language = languageOfPath(usePathname() ?? '/');
  return (
    <html lang={language}>
      <body>
        <SiteStylesheetLink />
        <ErrorScreen error={error} language={language} />
      </body>
    </html>
  );
}
