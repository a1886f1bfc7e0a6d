import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { NotFoundPage } from './not-found-screen';

function SignalNotFound(): never {
  notFound();
}

/**
 * Answers 404 with the not-found page written into the server's HTML. A page that calls
 * notFound() itself gets an empty document from Next (`<html id="__next_error__">`): the 404
 * screen then appears only once scripts have run, and never without them. Thrown inside a
 * Suspense boundary, notFound() still sets the status, and the server writes the boundary's
 * fallback, which is the not-found page itself; when the scripts run, the root not-found
 * boundary renders that same page in its place (docs/caching.md#facts-relied-on, "Not found: a page that calls notFound() gets an empty document").
 *
 * In draft mode the page streams and the status would already be sent as 200, so there the
 * plain notFound() keeps the 404 (editors always have scripts).
 */
export async function NotFoundResponse({ language = DEFAULT_LANGUAGE }: { language?: Language }) {
  if ((await draftMode()).isEnabled) notFound();
  return (
    <Suspense fallback={<NotFoundPage language={language} />}>
      <SignalNotFound />
    </Suspense>
  );
}
