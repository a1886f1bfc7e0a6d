'use client';

import { ErrorScreen, errorMessage } from '@/components/page/error-screen';

export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorScreen message={errorMessage(error)} />;
}
