import type { ResolvedSafetyPage } from '@/lib/defaults/safety-page';
import { SafetyContactCard } from './safety-contact-card';
import { SafetyDocumentLinks } from './safety-document-links';

export function SafetyContent({ page }: { page: ResolvedSafetyPage }) {
  return (
    <div className="section-container py-16">
      <h1 className="max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">{page.heading}</h1>
      <p className="mt-5 max-w-3xl whitespace-pre-line text-lg leading-relaxed">{page.intro}</p>
      <div className="mt-8">
        <SafetyDocumentLinks
          riskAnalysisPdfUrl={page.riskAnalysisPdfUrl}
          safetyPlanPdfUrl={page.safetyPlanPdfUrl}
        />
      </div>
      <section aria-labelledby="viktige-kontakter" className="mt-16">
        <h2 id="viktige-kontakter" className="text-3xl font-bold">
          Viktige kontakter
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {page.contacts.map((contact) => (
            <SafetyContactCard key={contact.key} contact={contact} />
          ))}
        </ul>
      </section>
    </div>
  );
}
