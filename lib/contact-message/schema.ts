import { z } from './zod';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOf, type Language } from '../i18n/languages';
import { CONTACT_TEXT } from './contact-text';

// Shown next to the checkboxes and sent to HubSpot as the consent record, so the text the
// visitor agreed to and the text stored with their consent are always the same string, in the
// language of the form they filled in (./contact-text.ts).
export const CONSENT_TO_PROCESS_TEXT = CONTACT_TEXT.nb.consentToProcess;
export const CONSENT_TO_NEWSLETTER_TEXT = CONTACT_TEXT.nb.consentToNewsletter;

/** The consent texts a message's sender read: those of the form's language. */
export function consentTexts(message: { language?: Language }) {
  const text = CONTACT_TEXT[languageOf(message.language)];
  return { process: text.consentToProcess, newsletter: text.consentToNewsletter };
}

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  company: 200,
  // Keeps the largest valid body (even in three-byte UTF-8 characters) under the 16 KB limit.
  message: 4000,
} as const;

// Text, @, text, dot, text (docs/product-rules.md). Deliberately loose; HubSpot does the strict check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What a message is about: the contact form ('contact', also when missing) or the accessibility
 * statement's "Meld fra om en barriere" form, so staff can find barrier reports
 * (`npm run contact -- list --kind accessibility`).
 */
export const CONTACT_KINDS = ['contact', 'accessibility'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/**
 * The message schema with one language's messages: the form validates with its page's language,
 * and /api/contact with the language the body names (absent: Norwegian). The output is the same.
 */
export function contactMessageSchemaFor(language: Language) {
  const text = CONTACT_TEXT[language];
  const requiredText = (label: string, max: number) =>
    z
      .string({
        error: (issue) => (issue.input == null ? text.required(label) : text.wrongType),
      })
      .trim()
      .min(1, { error: text.required(label), abort: true })
      .max(max, text.tooLong(label, max));
  return z.object({
    firstname: requiredText(text.labels.firstname, CONTACT_LIMITS.name),
    lastname: requiredText(text.labels.lastname, CONTACT_LIMITS.name),
    email: requiredText(text.labels.email, CONTACT_LIMITS.email).regex(
      EMAIL_PATTERN,
      text.invalidEmail,
    ),
    company: z
      .string({ error: text.wrongType })
      .trim()
      .max(CONTACT_LIMITS.company, text.tooLong(text.labels.company, CONTACT_LIMITS.company))
      .optional(),
    message: requiredText(text.labels.message, CONTACT_LIMITS.message),
    consentToProcessing: z
      .boolean({ error: text.consentRequired })
      .refine((value) => value, { message: text.consentRequired }),
    // False is a valid answer; only null, '' or a missing value are rejected (docs/product-rules.md).
    consentToNewsletter: z.boolean({ error: text.chooseNewsletter }),
    // Stored only when it is not the default, so messages from before kinds existed look the same.
    kind: z
      .enum(CONTACT_KINDS, { error: text.invalidKind })
      .optional()
      .transform((kind) => (kind === 'contact' ? undefined : kind)),
    // The form's language, stored (and told to HubSpot) only when it is not Norwegian, so
    // messages from before the English edition look the same.
    language: z
      .enum(LANGUAGES, { error: text.invalidLanguage })
      .optional()
      .transform((language) => (language === DEFAULT_LANGUAGE ? undefined : language)),
  });
}

/** The Norwegian schema; the output type of every language's. */
export const contactMessageSchema = contactMessageSchemaFor(DEFAULT_LANGUAGE);

/** The schema for a request body: its `language` picks the messages (unknown: Norwegian). */
export function contactMessageSchemaForBody(body: Record<string, unknown>) {
  return contactMessageSchemaFor(languageOf(body.language));
}

/** A message's kind; messages stored before kinds existed are 'contact'. */
export function contactKind(message: { kind?: ContactKind }): ContactKind {
  return message.kind ?? 'contact';
}

/** What the form holds while the visitor types (before trimming). */
export type ContactFormValues = z.input<typeof contactMessageSchema>;
/** A validated message, trimmed, as the handler delivers it. */
export type ContactMessage = z.output<typeof contactMessageSchema>;
