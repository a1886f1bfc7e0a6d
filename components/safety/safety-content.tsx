import type { ResolvedSafetyPage } from '@/lib/defaults/safety-page';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { SafetyContactCard } from './safety-contact-card';
import { SafetyDocumentLinks } from './safety-document-links';

export function SafetyContent({
  page,
  venuesAccessibilityHref = null,
  language = DEFAULT_LANGUAGE,
}: {
  language?: Language;
  page: ResolvedSafetyPage;
  /** The accessibility statement's venue section, when venues have accessibility texts. */
  venuesAccessibilityHref?: string | null;
}) {
  const text = dictionary(language).safety;
  return (
    <div className="section-container py-16">
      <h1 className="max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">{page.heading}</h1>
      <p className="mt-5 max-w-3xl whitespace-pre-line text-lg leading-relaxed">{page.intro}</p>
      {venuesAccessibilityHref ? (
        <p className="mt-5 max-w-3xl text-lg">
          <a
            href={venuesAccessibilityHref}
            className="inline-block py-1 font-semibold underline underline-offset-4 hover:no-underline"
          >
            {text.venuesAccessibility}
          </a>
        </p>
      ) : null}
      <div className="mt-8">
        <SafetyDocumentLinks
          riskAnalysisPdfUrl={page.riskAnalysisPdfUrl}
          safetyPlanPdfUrl={page.safetyPlanPdfUrl}
          language={language}
        />
      </div>
      <section aria-labelledby="viktige-kontakter" className="mt-16">
        <h2 id="viktige-kontakter" className="text-3xl font-bold">
          {text.contacts}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {page.contacts.map((contact) => (
            <SafetyContactCard key={contact.key} contact={contact} language={language} />
          ))}
        </ul>
      </section>
    </div>
  );
}
