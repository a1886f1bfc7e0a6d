import type { AccessibilityStatement } from '@/lib/sanity/types';
import type { ResolvedSiteSettings } from './site-settings';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { ACCESSIBILITY_DEFAULTS_EN, englishStatementSections } from './accessibility-statement-en';
import { paragraphsOf, type ResolvedSection } from './text-section';

export type ResolvedAccessibilityStatement = {
  heading: string;
  intro: string[];
  /** The standard and how it was checked. */
  sections: ResolvedSection[];
  /** Editor-entered known exceptions; empty when none are known. */
  exceptions: { key: string; title: string; paragraphs: string[] }[];
  feedbackIntro: string[];
  /** The company's email, for those who would rather write than use the form. */
  email: string;
};

export const ACCESSIBILITY_DEFAULTS = {
  heading: 'Tilgjengelighetserklæring',
  intro:
    'Vi vil at alle skal kunne bruke nettstedet, også med tastatur, skjermleser, forstørrelse eller mørkt tema. Her står hvilke krav nettstedet skal oppfylle, hvordan vi har kontrollert det, hva vi vet ikke virker ennå, og hvordan du melder fra om noe som stopper deg.',
  feedbackIntro:
    'Møtte du noe på nettstedet som var vanskelig å bruke? Fortell oss hva og hvor, så retter vi det så snart vi kan. Vi svarer på e-post.',
} as const;

const dateFormat = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "3. november 2026" from the studio's date field (YYYY-MM-DD); null when missing or invalid. */
export function formatCheckDate(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/**
 * The accessibility statement in the structure Uu-tilsynet recommends: the standard, how it was
 * checked (with the editor's date of the last manual check), known exceptions, feedback.
 */
export function resolveAccessibilityStatement(
  statement: AccessibilityStatement | null,
  site: Pick<ResolvedSiteSettings, 'companyName' | 'email'>,
  language: Language = DEFAULT_LANGUAGE,
): ResolvedAccessibilityStatement {
  const intro = paragraphsOf(statement?.intro);
  const feedbackIntro = paragraphsOf(statement?.feedbackIntro);
  const checked = formatCheckDate(statement?.lastManualCheck);
  const english = language === 'en';
  const defaults = english ? ACCESSIBILITY_DEFAULTS_EN : ACCESSIBILITY_DEFAULTS;
  return {
    heading: statement?.heading?.trim() || defaults.heading,
    intro: intro.length > 0 ? intro : [defaults.intro],
    sections: english
      ? englishStatementSections(site, statement?.lastManualCheck)
      : [
          {
            id: 'standard',
            heading: 'Hvilke krav nettstedet skal oppfylle',
            paragraphs: [
              `${site.companyName} har ansvar for nettstedet. Det skal oppfylle WCAG 2.1 på nivå AA, som forskrift om universell utforming av IKT-løsninger krever. Målet vårt er WCAG 2.2 på nivå AA, og testene våre kontrollerer også de nye kravene i 2.2.`,
            ],
          },
          {
            id: 'kontroll',
            heading: 'Slik har vi kontrollert det',
            paragraphs: [],
            items: [
              'Automatisk kontroll med verktøyet axe av hver sidetype, i lyst og mørkt tema, på mobil og på datamaskin, hver gang nettstedet endres.',
              'Tastaturtester: alt kan brukes med tastatur, og fokus er alltid synlig, også bak den faste toppmenyen.',
              'Kontroll av at knapper og lenker er store nok å treffe, og at bildekarusell og galleri kan brukes uten å dra.',
              checked
                ? `Manuell kontroll med tastatur og skjermleser: sist ${checked}.`
                : 'Manuell kontroll med tastatur og skjermleser: ingen dato er registrert ennå.',
            ],
          },
        ],
    exceptions: (statement?.knownExceptions ?? []).flatMap((exception, index) => {
      const title = exception.title?.trim();
      const paragraphs = paragraphsOf(exception.description);
      if (!title) return [];
      return [{ key: exception._key || `avvik-${index}`, title, paragraphs }];
    }),
    feedbackIntro: feedbackIntro.length > 0 ? feedbackIntro : [defaults.feedbackIntro],
    email: site.email,
  };
}
