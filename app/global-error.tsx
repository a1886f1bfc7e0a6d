'use client';

import { ErrorScreen } from '@/components/page/error-screen';
import './globals.css';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="nb">
      <body>
        <ErrorScreen error={error} />
      </body>
    </html>
  );
}
