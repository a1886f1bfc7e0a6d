import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import type { OfflineList } from '@/lib/offline/paths';

/** The offline page's content: what happened, and the pages the phone has kept. */
export function OfflineScreen({
  pages,
  language = DEFAULT_LANGUAGE,
}: {
  pages: OfflineList['pages'];
  language?: Language;
}) {
  const text = dictionary(language).offline;
  return (
    <section className="section-container py-16">
      <h1 className="text-4xl font-bold">{text.heading}</h1>
      <p className="mt-4 max-w-prose text-lg">{text.body}</p>
      <h2 className="mt-10 text-2xl font-bold">{text.available}</h2>
      <ul className="mt-4 space-y-3">
        {pages.map((page) => (
          <li key={page.path}>
            <a href={page.path} className="text-lg font-semibold underline underline-offset-4">
              {page.title}
            </a>
          </li>
        ))}
      </ul>
      <p className="muted mt-6 max-w-prose">{text.emergency}</p>
    </section>
  );
}
