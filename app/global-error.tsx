'use client';

import { ErrorScreen, errorMessage } from '@/components/page/error-screen';
import './globals.css';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="nb">
      <body>
        <ErrorScreen message={errorMessage(error)} />
      </body>
    </html>
  );
}
