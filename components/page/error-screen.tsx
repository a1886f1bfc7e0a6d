/**
 * SPEC §2 generic error screen. Plain markup: it must render even when everything else failed.
 * A plain <a>, not next/link: a full load of the home page recovers from a broken client state,
 * and both error boundaries (loaded on every page) stay free of the router's link code.
 */
export function ErrorScreen({ message }: { message: string }) {
  return (
    <main id="innhold" tabIndex={-1} className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-gutter py-24 text-center">
      <h1 className="text-4xl font-bold sm:text-5xl">Oops!</h1>
      <p className="text-lg">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load is the point here, see above */}
        Noe gikk galt. Prøv å gå til <a href="/" className="font-semibold underline underline-offset-4 hover:no-underline">forsiden</a>
      </p>
      <p className="text-sm text-primary-500 dark:text-primary-300" data-testid="error-message">
        {message}
      </p>
    </main>
  );
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'statusText' in error) {
    const statusText = (error as { statusText?: unknown }).statusText;
    if (typeof statusText === 'string' && statusText) return statusText;
  }
  return 'Unknown error';
}
