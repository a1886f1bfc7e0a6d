import type { ReactNode } from 'react';
import { ContactForm } from '@/components/contact/lazy-island';
import type { ResolvedAccessibilityStatement } from '@/lib/defaults/accessibility-statement';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { ACCESSIBILITY_FEEDBACK_ID } from '@/lib/routing/trust-paths';
import { proseLinkClass, TextSections } from './text-sections';

/**
 * The accessibility statement: the standard and the checks, known exceptions, then (before the
 * feedback form) whatever `venues` renders, the venues' own accessibility texts.
 */
export function AccessibilityContent({
  statement,
  venues,
  language = DEFAULT_LANGUAGE,
}: {
  statement: ResolvedAccessibilityStatement;
  venues?: ReactNode;
  language?: Language;
}) {
  const text = dictionary(language).trust;
  return (
    <div className="section-container py-16">
      <h1 className="max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
        {statement.heading}
      </h1>
      {statement.intro.map((paragraph, index) => (
        <p key={index} className="mt-5 max-w-3xl text-lg leading-relaxed">
          {paragraph}
        </p>
      ))}
      <TextSections sections={statement.sections} />
      <section aria-labelledby="avvik-tittel" id="avvik" className="mt-12 max-w-3xl scroll-mt-24">
        <h2 id="avvik-tittel" className="text-2xl font-bold sm:text-3xl">
          {text.knownExceptions}
        </h2>
        {statement.exceptions.length > 0 ? (
          <ul className="mt-4 space-y-6">
            {statement.exceptions.map((exception) => (
              <li key={exception.key}>
                <h3 className="text-xl font-bold">{exception.title}</h3>
                {exception.paragraphs.map((paragraph, index) => (
                  <p key={index} className="mt-2 text-lg leading-relaxed">
                    {paragraph}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-lg leading-relaxed">{text.noExceptions}</p>
        )}
      </section>
      {venues}
      <section
        aria-labelledby={`${ACCESSIBILITY_FEEDBACK_ID}-tittel`}
        id={ACCESSIBILITY_FEEDBACK_ID}
        className="mt-12 scroll-mt-24"
      >
        <h2
          id={`${ACCESSIBILITY_FEEDBACK_ID}-tittel`}
          className="max-w-3xl text-2xl font-bold sm:text-3xl"
        >
          {text.reportBarrier}
        </h2>
        {statement.feedbackIntro.map((paragraph, index) => (
          <p key={index} className="mt-4 max-w-3xl text-lg leading-relaxed">
            {paragraph}
          </p>
        ))}
        <p className="mt-4 max-w-3xl text-lg leading-relaxed">
          {text.writeTo}{' '}
          <a href={`mailto:${statement.email}`} className={proseLinkClass}>
            {statement.email}
          </a>
          {text.complainBefore}{' '}
          <a href="https://www.uutilsynet.no/" className={proseLinkClass}>
            {text.supervisor}
          </a>
          .
        </p>
        <div className="mt-8">
          <ContactForm contactEmail={statement.email} kind="accessibility" language={language} />
        </div>
      </section>
    </div>
  );
}
