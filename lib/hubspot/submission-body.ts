import type { HubSpotEnv } from '@/lib/env/hubspot';
import { consentTexts, type ContactMessage } from '@/lib/contact-message/schema';

export type HubSpotContext = { pageUri?: string; pageName?: string; hutk?: string };

/** The first line of a barrier report's message in HubSpot. */
export const ACCESSIBILITY_FEEDBACK_HEADING =
  'Tilbakemelding om tilgjengelighet (Meld fra om en barriere)';

/**
 * The first line of a message sent from the English edition: the HubSpot form keeps its five
 * fields (nothing about delivery changes), and staff see which language to answer in.
 */
export const ENGLISH_MESSAGE_HEADING = 'Sendt fra den engelske utgaven (language: en)';

type Communication = { value: boolean; subscriptionTypeId: number; text: string };

export type HubSpotSubmissionBody = {
  portalId: string;
  formGuid: string;
  fields: { name: string; value: string }[];
  context?: HubSpotContext;
  legalConsentOptions: {
    consent: { consentToProcess: boolean; text: string; communications: Communication[] };
  };
};

/**
 * The Forms API v3 body, with consent texts identical to the ones on the form. HubSpot's reference:
 * https://developers.hubspot.com/docs/api-reference/legacy/marketing/forms/v3-legacy/submit-data-unauthenticated
 */
export function buildSubmissionBody(
  config: HubSpotEnv,
  message: ContactMessage,
  context: HubSpotContext = {},
): HubSpotSubmissionBody {
  const presentContext = Object.fromEntries(
    Object.entries(context).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
  // The consent record is the text the visitor read, in the form's language.
  const consent = consentTexts(message);
  const headings = [
    ...(message.language === 'en' ? [ENGLISH_MESSAGE_HEADING] : []),
    ...(message.kind === 'accessibility' ? [ACCESSIBILITY_FEEDBACK_HEADING] : []),
  ];
  // HubSpot rejects a communication without a subscription type, so none is sent unless one is configured.
  const communications: Communication[] = config.subscriptionTypeId
    ? [
        {
          value: message.consentToNewsletter,
          subscriptionTypeId: Number(config.subscriptionTypeId),
          text: consent.newsletter,
        },
      ]
    : [];
  return {
    portalId: config.portalId,
    formGuid: config.formGuid,
    fields: [
      { name: 'firstname', value: message.firstname },
      { name: 'lastname', value: message.lastname },
      { name: 'company', value: message.company ?? '' },
      { name: 'email', value: message.email },
      {
        name: 'message',
        // The form has no field for the kind or the language; the first lines tell staff what
        // they are reading.
        value: [...headings, message.message].join('\n\n'),
      },
    ],
    ...(Object.keys(presentContext).length > 0 ? { context: presentContext } : {}),
    legalConsentOptions: {
      consent: {
        consentToProcess: message.consentToProcessing,
        text: consent.process,
        communications,
      },
    },
  };
}

export function submissionUrl(config: HubSpotEnv): string {
  const portal = encodeURIComponent(config.portalId);
  const form = encodeURIComponent(config.formGuid);
  return `${config.apiUrl}/submissions/v3/integration/submit/${portal}/${form}`;
}
