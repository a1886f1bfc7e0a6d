import { z } from 'zod';

// Shown next to the checkboxes and sent to HubSpot as the consent record, so the text the
// visitor agreed to and the text stored with their consent are always the same string.
export const CONSENT_TO_PROCESS_TEXT =
  'Jeg samtykker til at dere lagrer og behandler personopplysningene mine for å svare på henvendelsen.';
export const CONSENT_TO_NEWSLETTER_TEXT =
  'Ja takk, jeg vil gjerne få nyhetsbrev om festivalen og arrangementene deres. Jeg kan melde meg av når som helst.';

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  company: 200,
  // Keeps the largest valid body (even in three-byte UTF-8 characters) under the 16 KB limit.
  message: 4000,
} as const;

// Text, @, text, dot, text (docs/product-rules.md). Deliberately loose; HubSpot does the strict check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const wrongType = 'Ugyldig verdi.';

/**
 * What a message is about: the contact form ('contact', also when missing) or the accessibility
 * statement's "Meld fra om en barriere" form, so staff can find barrier reports
 * (`npm run contact -- list --kind accessibility`).
 */
export const CONTACT_KINDS = ['contact', 'accessibility'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} er påkrevd.` : wrongType) })
    .trim()
    .min(1, { error: `${label} er påkrevd.`, abort: true })
    .max(max, `${label} kan ikke være lengre enn ${max} tegn.`);
}

export const contactMessageSchema = z.object({
  firstname: requiredText('Fornavn', CONTACT_LIMITS.name),
  lastname: requiredText('Etternavn', CONTACT_LIMITS.name),
  email: requiredText('E-post', CONTACT_LIMITS.email).regex(
    EMAIL_PATTERN,
    'Skriv inn en gyldig e-postadresse, for eksempel navn@firma.no.',
  ),
  company: z
    .string({ error: wrongType })
    .trim()
    .max(CONTACT_LIMITS.company, `Firma kan ikke være lengre enn ${CONTACT_LIMITS.company} tegn.`)
    .optional(),
  message: requiredText('Melding', CONTACT_LIMITS.message),
  consentToProcessing: z
    .boolean({
      error: 'Du må samtykke til behandling av personopplysninger for å sende meldingen.',
    })
    .refine((value) => value, {
      message: 'Du må samtykke til behandling av personopplysninger for å sende meldingen.',
    }),
  // False is a valid answer; only null, '' or a missing value are rejected (docs/product-rules.md).
  consentToNewsletter: z.boolean({ error: 'Velg om du vil ha nyhetsbrev.' }),
  // Stored only when it is not the default, so messages from before kinds existed look the same.
  kind: z
    .enum(CONTACT_KINDS, { error: 'Ugyldig type henvendelse.' })
    .optional()
    .transform((kind) => (kind === 'contact' ? undefined : kind)),
});

/** A message's kind; messages stored before kinds existed are 'contact'. */
export function contactKind(message: { kind?: ContactKind }): ContactKind {
  return message.kind ?? 'contact';
}

/** What the form holds while the visitor types (before trimming). */
export type ContactFormValues = z.input<typeof contactMessageSchema>;
/** A validated message, trimmed, as the handler delivers it. */
export type ContactMessage = z.output<typeof contactMessageSchema>;
