import 'server-only';
import {
  HubSpotRejectedError,
  HubSpotUnavailableError,
  submitHubSpotForm,
  type DeliveryOptions,
  type HubSpotContext,
} from '@/lib/hubspot';
import type { ContactEnv } from './env';
import { appendToOutbox } from './outbox';
import { CONSENT_TO_NEWSLETTER_TEXT, CONSENT_TO_PROCESS_TEXT, type ContactMessage } from './schema';

export type DeliveryResult =
  | { ok: true; details: Record<string, unknown> }
  | { ok: false; kind: 'invalid-email' | 'failed'; details: Record<string, unknown> };

/** Sends an accepted message to HubSpot, or to the local outbox when HubSpot is not configured. */
export async function deliverMessage(
  env: ContactEnv,
  message: ContactMessage,
  context: HubSpotContext,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  if (env.delivery === 'outbox') {
    const entry = await appendToOutbox(env.outboxFile, {
      ...message,
      consentTexts: { processing: CONSENT_TO_PROCESS_TEXT, newsletter: CONSENT_TO_NEWSLETTER_TEXT },
      context: { pageUri: context.pageUri, pageName: context.pageName },
    });
    return { ok: true, details: { delivery: 'outbox', id: entry.id } };
  }

  const newsletterUnrecorded = message.consentToNewsletter && !env.hubspot.subscriptionTypeId;
  const base = {
    delivery: 'hubspot',
    ...(newsletterUnrecorded
      ? { warning: 'Newsletter consent not sent: set HUBSPOT_SUBSCRIPTION_TYPE_ID.' }
      : {}),
  };
  try {
    const receipt = await submitHubSpotForm(env.hubspot, message, context, options);
    return { ok: true, details: { ...base, attempts: receipt.attempts } };
  } catch (error) {
    if (error instanceof HubSpotRejectedError) {
      const details = {
        ...base,
        hubspotStatus: error.status,
        hubspotErrors: error.messages,
        error: error.message,
      };
      // The only rejection the visitor can fix: HubSpot's email check is stricter than ours.
      const invalidEmail = error.status === 400 && error.errorTypes.includes('INVALID_EMAIL');
      return { ok: false, kind: invalidEmail ? 'invalid-email' : 'failed', details };
    }
    if (error instanceof HubSpotUnavailableError) {
      return {
        ok: false,
        kind: 'failed',
        details: { ...base, attempts: error.attempts, error: error.message },
      };
    }
    throw error;
  }
}
