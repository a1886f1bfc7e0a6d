import type { OfflineList } from '@/lib/offline/paths';

/** The offline page's content: what happened, and the pages the phone has kept. */
export function OfflineScreen({ pages }: { pages: OfflineList['pages'] }) {
  return (
    <section className="section-container py-16">
      <h1 className="text-4xl font-bold">Du er uten nett</h1>
      <p className="mt-4 max-w-prose text-lg">
        Denne siden er ikke lagret på telefonen, og den kan ikke hentes uten nettforbindelse. Prøv
        igjen når du har dekning.
      </p>
      <h2 className="mt-10 text-2xl font-bold">Dette kan du åpne uten nett</h2>
      <ul className="mt-4 space-y-3">
        {pages.map((page) => (
          <li key={page.path}>
            <a href={page.path} className="text-lg font-semibold underline underline-offset-4">
              {page.title}
            </a>
          </li>
        ))}
      </ul>
      <p className="muted mt-6 max-w-prose">
        Sider du har besøkt før, kan også være lagret. Ved akutt fare: ring 110 (brann), 112
        (politi) eller 113 (ambulanse).
      </p>
    </section>
  );
}
