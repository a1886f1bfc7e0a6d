import { visitorMessage } from '@/lib/errors/visitor-error';
import { ERROR_TEXT } from '@/lib/i18n/error-text';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { editionHome } from '@/lib/routing/edition-paths';

/**
 * The generic error screen (docs/product-rules.md, "Error screens"). Plain markup: it must render
 * even when everything else failed. A plain <a>, not next/link: a full load of the home page
 * recovers from a broken client state, and both error boundaries (loaded on every page) stay free
 * of the router's link code. Below the Norwegian text it shows the error's message only when we
 * wrote that message for visitors (lib/errors/visitor-error.ts); internal error text never shows.
 */
export function ErrorScreen({
  error,
  language = DEFAULT_LANGUAGE,
}: {
  error: unknown;
  language?: Language;
}) {
  const message = visitorMessage(error);
  const text = ERROR_TEXT[language];
  return (
    <main
      id="innhold"
      tabIndex={-1}
      className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-gutter py-24 text-center"
    >
      <h1 className="text-4xl font-bold sm:text-5xl">{text.heading}</h1>
      <p className="text-lg">
        {text.bodyBefore}{' '}
        <a
          href={editionHome(language)}
          className="font-semibold underline underline-offset-4 hover:no-underline"
        >
          {text.home}
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
