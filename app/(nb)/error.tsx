'use client';

import { ErrorScreen } from '@/components/page/error-screen';

export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorScreen error={error} />;
}
