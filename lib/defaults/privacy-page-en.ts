// The English privacy notice's built-in texts: the same facts as ./privacy-page.ts, written from
// the same configuration, in English. Section ids stay the Norwegian ones, so anchors and tests
// name one section whatever the edition.
import type { ProcessingFacts } from '@/lib/contact/processing-facts';
import type { ResolvedSiteSettings } from './site-settings';
import type { ResolvedSection } from './text-section';

export const PRIVACY_DEFAULTS_EN = {
  heading: 'Privacy notice',
  intro:
    'This notice explains which personal data we process when you use this website, why, how long we keep it and what rights you have.',
  description:
    'Who processes your personal data, why, how long it is kept and what rights you have.',
} as const;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

export function englishFactSections(
  { companyName, email }: Pick<ResolvedSiteSettings, 'companyName' | 'email'>,
  { retention, hubspot, sharedQueue, statistics }: ProcessingFacts,
): ResolvedSection[] {
  const sections: ResolvedSection[] = [
    {
      id: 'behandlingsansvarlig',
      heading: 'Data controller',
      paragraphs: [
        `${companyName} is the controller of the personal data collected on this website. You can reach us at ${email}.`,
      ],
    },
    {
      id: 'hva-vi-samler-inn',
      heading: 'What we collect, and why',
      paragraphs: [
        'We only collect what you write in the contact form or in the "Report a barrier" form, so that we can answer you:',
      ],
      items: [
        'First and last name: so we know whom we are answering.',
        'E-mail address: so we can reply to you.',
        'Company (optional, contact form only): when your message is about working together.',
        'The message: what you want to ask or tell us.',
        'Consent to processing: that you agree to us storing and processing the data in order to reply. Without it the message is not sent.',
        'Consent to the newsletter (optional): whether you want our newsletter. You can unsubscribe at any time.',
        'The page you wrote from: so we see what your message is about.',
      ],
    },
    {
      id: 'rettslig-grunnlag',
      heading: 'Legal basis',
      paragraphs: [
        'We process the data because you have consented (GDPR Article 6(1)(a)). You can withdraw your consent at any time; we then delete your messages.',
      ],
    },
    {
      id: 'mottakere',
      heading: 'Who receives the data',
      paragraphs: hubspot
        ? [
            'Messages are delivered to our customer system HubSpot (HubSpot Inc.), which processes them on our behalf as a data processor under a data processing agreement with us. HubSpot may store data outside the EEA on the basis of the EU standard contractual clauses.',
            'Nobody else receives the data, and we never sell it.',
          ]
        : [
            'Messages stay on our own server, where only we can read them. We do not share them with anyone and never sell them.',
          ],
    },
    {
      id: 'lagringstid',
      heading: 'Where and for how long we keep it',
      paragraphs: [
        `Messages are stored on the server that runs the website${sharedQueue ? ' (in a shared message queue for our servers)' : ''}${hubspot ? ', and a copy is delivered to HubSpot' : ''}. The server deletes them automatically:`,
      ],
      items: [
        `Delivered messages${hubspot ? ' (to HubSpot)' : ''}: after ${days(retention.delivered)}.`,
        `Messages held back by the spam filter: after ${days(retention.quarantined)}.`,
        `Messages we could not deliver: after ${days(retention.dead)}.`,
      ],
    },
    {
      id: 'rettigheter',
      heading: 'Your rights',
      paragraphs: [
        `You have the right to see the data we hold about you, to have it corrected or deleted, and to withdraw your consent. Send an e-mail to ${email} and we will answer within 30 days. If you ask us to delete, we delete every message from your e-mail address${hubspot ? ', including the copy in HubSpot' : ''}.`,
        'If you believe we process personal data in breach of the rules, you can complain to the Norwegian Data Protection Authority (Datatilsynet).',
      ],
      link: { href: 'https://www.datatilsynet.no/en/', label: 'Datatilsynet (datatilsynet.no)' },
    },
    {
      id: 'informasjonskapsler',
      heading: 'Cookies and storage in your browser',
      paragraphs: [
        'This website sets no cookies. Videos are loaded from YouTube or Vimeo only when you click to play them. Ticket sales are loaded the same way from our ticket provider (Hoopla), only when you click to show them.',
        'Your browser keeps only a few things, and they stay on your own device: whether you chose the light or dark theme, the events you added to My festival, and whether you dismissed the offer of this site in another language. None of them is sent to us.',
      ],
    },
  ];
  if (statistics) {
    sections.push({
      id: 'statistikk',
      heading: 'Visitor statistics',
      paragraphs: [
        `We count visits with ${statistics}, without cookies and without storing your IP address or anything else that can be linked to you. The counting goes through our own domain, so ${statistics} never sees your browser directly.`,
        'We also count when someone adds an event to My festival, downloads a calendar file or follows a ticket link: only which event it was is sent.',
      ],
    });
  }
  return sections;
}
