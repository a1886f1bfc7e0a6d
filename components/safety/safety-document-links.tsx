import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';

type Props = { riskAnalysisPdfUrl: string; safetyPlanPdfUrl: string; language?: Language };

function DocumentLink({
  href,
  children,
  primary,
  newTab,
}: {
  href: string;
  children: string;
  primary: boolean;
  newTab: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`btn ${primary ? 'btn-primary' : 'btn-outline'}`}
    >
      {children}
      <span className="sr-only">{newTab}</span>
    </a>
  );
}

/** The two safety documents as buttons; PDFs open in a new tab so the page stays behind them. */
export function SafetyDocumentLinks({
  riskAnalysisPdfUrl,
  safetyPlanPdfUrl,
  language = DEFAULT_LANGUAGE,
}: Props) {
  const text = dictionary(language).safety;
  return (
    <div className="flex flex-wrap gap-4">
      <DocumentLink href={riskAnalysisPdfUrl} primary newTab={text.pdfNewTab}>
        {text.riskAnalysis}
      </DocumentLink>
      <DocumentLink href={safetyPlanPdfUrl} primary={false} newTab={text.pdfNewTab}>
        {text.safetyPlan}
      </DocumentLink>
    </div>
  );
}
