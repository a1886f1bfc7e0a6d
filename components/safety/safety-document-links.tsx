type Props = { riskAnalysisPdfUrl: string; safetyPlanPdfUrl: string };

function DocumentLink({
  href,
  children,
  primary,
}: {
  href: string;
  children: string;
  primary: boolean;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`btn ${primary ? 'btn-primary' : 'btn-outline'}`}
    >
      {children}
      <span className="sr-only"> (PDF, åpnes i ny fane)</span>
    </a>
  );
}

/** The two safety documents as buttons; PDFs open in a new tab so the page stays behind them. */
export function SafetyDocumentLinks({ riskAnalysisPdfUrl, safetyPlanPdfUrl }: Props) {
  return (
    <div className="flex flex-wrap gap-4">
      <DocumentLink href={riskAnalysisPdfUrl} primary>
        Risiko- og sårbarhetsanalyse
      </DocumentLink>
      <DocumentLink href={safetyPlanPdfUrl} primary={false}>
        Sikkerhetsplan
      </DocumentLink>
    </div>
  );
}
