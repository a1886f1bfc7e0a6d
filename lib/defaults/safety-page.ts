import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import type { SafetyPage } from '@/lib/sanity/types';

export type ResolvedSafetyContact = {
  key: string;
  role: string;
  name: string | null;
  phone: string | null;
};

export type ResolvedSafetyPage = {
  heading: string;
  intro: string;
  riskAnalysisPdfUrl: string;
  safetyPlanPdfUrl: string;
  contacts: ResolvedSafetyContact[];
};

/** The four roles the safety page lists (docs/product-rules.md, Safety page). */
export const DEFAULT_SAFETY_ROLES = [
  'Arrangements- og sikkerhetsansvarlig',
  'Ansvarlig for brannvern og førstehjelp',
  'Teknisk ansvarlig',
  'Baransvarlig',
] as const;

export const SAFETY_DEFAULTS = {
  heading: 'Risiko- og sårbarhetsanalyse og sikkerhetsplan',
  intro:
    'Her finner du risiko- og sårbarhetsanalysen (ROS) og sikkerhetsplanen for arrangementet, og hvem du kan kontakte om sikkerhet. Ved akutt fare: ring 110 (brann), 112 (politi) eller 113 (ambulanse).',
  riskAnalysisPdfUrl: '/ROS.pdf',
  safetyPlanPdfUrl: '/Sikkerhetsplan.pdf',
} as const;

/**
 * Fills what the safetyPage document leaves out. Without contacts in content the four roles
 * are listed without names or numbers: a made-up phone number on a safety page would be worse
 * than none.
 */
export function resolveSafetyPage(
  page: SafetyPage | null,
  language: Language = DEFAULT_LANGUAGE,
): ResolvedSafetyPage {
  // Norwegian keeps the constants above; another edition has its dictionary's texts.
  const text = dictionary(language).safety;
  const roles = language === DEFAULT_LANGUAGE ? DEFAULT_SAFETY_ROLES : text.defaultRoles;
  const contacts = (page?.contacts ?? []).filter(
    (contact) => contact.role || contact.name || contact.phone,
  );
  return {
    heading:
      page?.heading ||
      (language === DEFAULT_LANGUAGE ? SAFETY_DEFAULTS.heading : text.defaultHeading),
    intro:
      page?.intro || (language === DEFAULT_LANGUAGE ? SAFETY_DEFAULTS.intro : text.defaultIntro),
    riskAnalysisPdfUrl: page?.riskAnalysisPdfUrl || SAFETY_DEFAULTS.riskAnalysisPdfUrl,
    safetyPlanPdfUrl: page?.safetyPlanPdfUrl || SAFETY_DEFAULTS.safetyPlanPdfUrl,
    contacts:
      contacts.length > 0
        ? contacts.map((contact, index) => ({
            key: contact._key || `contact-${index}`,
            role: contact.role || roles[index] || text.contactFallbackRole,
            name: contact.name || null,
            phone: contact.phone?.trim() || null,
          }))
        : roles.map((role) => ({ key: role, role, name: null, phone: null })),
  };
}
