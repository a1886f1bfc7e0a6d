import type { HubSpotEnv } from './settings';
import {
  CONSENT_TO_NEWSLETTER_TEXT,
  CONSENT_TO_PROCESS_TEXT,
  type ContactMessage,
} from '@/lib/contact-message/schema';

export type HubSpotContext = { pageUri?: string; pageName?: string; hutk?: string };

/** The first line of a barrier report's message in HubSpot. */
export const ACCESSIBILITY_FEEDBACK_HEADING =
  'Tilbakemelding om tilgjengelighet (Meld fra om en barriere)';

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
  // HubSpot rejects a communication without a subscription type, so none is sent unless one is configured.
  const communications: Communication[] = config.subscriptionTypeId
    ? [
        {
          value: message.consentToNewsletter,
          subscriptionTypeId: Number(config.subscriptionTypeId),
          text: CONSENT_TO_NEWSLETTER_TEXT,
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
        // The form has no field for the kind; the first line tells staff what they are reading.
        value:
          message.kind === 'accessibility'
            ? `${ACCESSIBILITY_FEEDBACK_HEADING}\n\n${message.message}`
            : message.message,
      },
    ],
    ...(Object.keys(presentContext).length > 0 ? { context: presentContext } : {}),
    legalConsentOptions: {
      consent: {
        consentToProcess: message.consentToProcessing,
        text: CONSENT_TO_PROCESS_TEXT,
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
