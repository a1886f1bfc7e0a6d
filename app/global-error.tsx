'use client';

import { ErrorScreen } from '@/components/page/error-screen';
import { SiteStylesheetLink } from '@/components/layout/site-stylesheet';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="nb">
      <body>
        <SiteStylesheetLink />
        <ErrorScreen error={error} />
      </body>
    </html>
  );
}
