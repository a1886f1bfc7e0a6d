// The contact form's texts per language: the form's labels and the validation messages of the
// schema (./schema.ts), which the browser and /api/contact share, so a visitor reads the same
// message in their language whichever side found the problem. Kept apart from lib/i18n's
// dictionaries: the form island loads this file, not every page's interface text.
import type { Language } from '../i18n/languages';

export type ContactText = {
  consentToProcess: string;
  consentToNewsletter: string;
  required: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  wrongType: string;
  invalidEmail: string;
  consentRequired: string;
  chooseNewsletter: string;
  invalidKind: string;
  invalidLanguage: string;
  labels: {
    firstname: string;
    lastname: string;
    email: string;
    company: string;
    companyOptional: string;
    message: string;
  };
  requiredMark: string;
  contactHeading: string;
  contactSubmit: string;
  accessibilityHeading: string;
  accessibilityMessage: string;
  accessibilitySubmit: string;
  readPrivacy: string;
  fillRequired: string;
  sending: string;
  honeypot: string;
  thanksHeading: string;
  thanksBody: string;
  newMessage: string;
  notSent: string;
  orEmail: string;
  rateLimited: (seconds: number | null) => string;
  invalid: string;
  offline: string;
  failed: string;
  /** The form block's hidden heading when the editor gave it no title. */
  blockHeading: string;
};

export const CONTACT_TEXT: Record<Language, ContactText> = {
  nb: {
    consentToProcess:
      'Jeg samtykker til at dere lagrer og behandler personopplysningene mine for å svare på henvendelsen.',
    consentToNewsletter:
      'Ja takk, jeg vil gjerne få nyhetsbrev om festivalen og arrangementene deres. Jeg kan melde meg av når som helst.',
    required: (label) => `${label} er påkrevd.`,
    tooLong: (label, max) => `${label} kan ikke være lengre enn ${max} tegn.`,
    wrongType: 'Ugyldig verdi.',
    invalidEmail: 'Skriv inn en gyldig e-postadresse, for eksempel navn@firma.no.',
    consentRequired: 'Du må samtykke til behandling av personopplysninger for å sende meldingen.',
    chooseNewsletter: 'Velg om du vil ha nyhetsbrev.',
    invalidKind: 'Ugyldig type henvendelse.',
    invalidLanguage: 'Ugyldig språk.',
    labels: {
      firstname: 'Fornavn',
      lastname: 'Etternavn',
      email: 'E-post',
      company: 'Firma',
      companyOptional: 'Firma (valgfritt)',
      message: 'Melding',
    },
    requiredMark: '(påkrevd)',
    contactHeading: 'Kontaktskjema',
    contactSubmit: 'Send melding',
    accessibilityHeading: 'Meld fra om en barriere',
    accessibilityMessage: 'Hva var vanskelig, og på hvilken side?',
    accessibilitySubmit: 'Send tilbakemelding',
    readPrivacy: 'Les personvernerklæringen',
    fillRequired: 'Fyll ut de påkrevde feltene og gi samtykke for å sende.',
    sending: 'Sender …',
    honeypot: 'Nettside',
    thanksHeading: 'Takk for meldingen!',
    thanksBody: 'Vi har mottatt meldingen din og svarer typisk innen 2-5 virkedager.',
    newMessage: 'Send en ny melding',
    notSent: 'Meldingen ble ikke sendt.',
    orEmail: 'Du kan også sende oss en e-post til',
    rateLimited: (seconds) =>
      `Det er sendt mange meldinger herfra på kort tid. Vent ${seconds ? `${seconds} sekunder` : 'litt'} og prøv igjen – det du skrev, er tatt vare på.`,
    invalid: 'Rett opp feltene som er merket, og prøv igjen.',
    offline:
      'Du er uten nett, så meldingen er ikke sendt. Det du skrev, er tatt vare på i skjemaet – send den igjen når du har dekning.',
    failed:
      'Noe gikk galt hos oss. Det du skrev, er tatt vare på i skjemaet, så du kan prøve å sende igjen.',
    blockHeading: 'Kontakt oss',
  },
  en: {
    consentToProcess:
      'I agree that you store and process my personal data in order to answer my message.',
    consentToNewsletter:
      'Yes please, I would like the newsletter about the festival and your events. I can unsubscribe at any time.',
    required: (label) => `${label} is required.`,
    tooLong: (label, max) => `${label} cannot be longer than ${max} characters.`,
    wrongType: 'Invalid value.',
    invalidEmail: 'Enter a valid e-mail address, for example name@company.com.',
    consentRequired: 'You must agree to the processing of your personal data to send the message.',
    chooseNewsletter: 'Choose whether you want the newsletter.',
    invalidKind: 'Invalid kind of message.',
    invalidLanguage: 'Invalid language.',
    labels: {
      firstname: 'First name',
      lastname: 'Last name',
      email: 'E-mail',
      company: 'Company',
      companyOptional: 'Company (optional)',
      message: 'Message',
    },
    requiredMark: '(required)',
    contactHeading: 'Contact form',
    contactSubmit: 'Send message',
    accessibilityHeading: 'Report a barrier',
    accessibilityMessage: 'What was difficult, and on which page?',
    accessibilitySubmit: 'Send feedback',
    readPrivacy: 'Read the privacy notice',
    fillRequired: 'Fill in the required fields and give your consent to send.',
    sending: 'Sending …',
    honeypot: 'Website',
    thanksHeading: 'Thank you for your message!',
    thanksBody: 'We have received your message and usually reply within 2–5 working days.',
    newMessage: 'Send another message',
    notSent: 'The message was not sent.',
    orEmail: 'You can also send us an e-mail at',
    rateLimited: (seconds) =>
      `Many messages have been sent from here in a short time. Wait ${seconds ? `${seconds} seconds` : 'a little'} and try again – what you wrote is kept.`,
    invalid: 'Correct the marked fields and try again.',
    offline:
      'You are offline, so the message has not been sent. What you wrote is kept in the form – send it again when you have coverage.',
    failed:
      'Something went wrong on our side. What you wrote is kept in the form, so you can try sending again.',
    blockHeading: 'Contact us',
  },
};
