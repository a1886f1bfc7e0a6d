import { visitorMessage } from '@/lib/errors/visitor-error';

/**
 * The generic error screen (docs/product-rules.md, "Error screens"). Plain markup: it must render
 * even when everything else failed. A plain <a>, not next/link: a full load of the home page
 * recovers from a broken client state, and both error boundaries (loaded on every page) stay free
 * of the router's link code. Below the Norwegian text it shows the error's message only when we
 * wrote that message for visitors (lib/errors/visitor-error.ts); internal error text never shows.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const message = visitorMessage(error);
  return (
    <main
      id="innhold"
      tabIndex={-1}
      className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-gutter py-24 text-center"
    >
      <h1 className="text-4xl font-bold sm:text-5xl">Oops!</h1>
      <p className="text-lg">
        Noe gikk galt. Prøv å gå til{' '}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load is the point here, see above */}
        <a href="/" className="font-semibold underline underline-offset-4 hover:no-underline">
          forsiden
        </a>
      </p>
      {message ? (
        <p className="text-sm text-primary-500 dark:text-primary-300" data-testid="error-message">
          {message}
        </p>
      ) : null}
    </main>
  );
}
