import 'server-only';
import {
  HubSpotRejectedError,
  HubSpotUnavailableError,
  submitHubSpotForm,
  type DeliveryOptions,
  type HubSpotContext,
} from '@/lib/hubspot';
import type { HubSpotEnv } from '@/lib/env/hubspot';
import type { ContactMessage } from '@/lib/contact-message/schema';

export type DeliveryResult =
  | { ok: true; details: Record<string, unknown> }
  | {
      ok: false;
      /** invalid-email: the visitor can fix it; rejected: other 4xx; unavailable: 429, 5xx, network. */
      kind: 'invalid-email' | 'rejected' | 'unavailable';
      error: string;
      details: Record<string, unknown>;
    };

/** Sends one stored message to HubSpot and says how it went; never throws for HubSpot's answers. */
export async function deliverToHubSpot(
  hubspot: HubSpotEnv,
  message: ContactMessage,
  context: HubSpotContext,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const newsletterUnrecorded = message.consentToNewsletter && !hubspot.subscriptionTypeId;
  const base = {
    delivery: 'hubspot',
    ...(newsletterUnrecorded
      ? { warning: 'Newsletter consent not sent: set HUBSPOT_SUBSCRIPTION_TYPE_ID.' }
      : {}),
  };
  try {
    const receipt = await submitHubSpotForm(hubspot, message, context, options);
    return { ok: true, details: { ...base, attempts: receipt.attempts } };
  } catch (error) {
    if (error instanceof HubSpotRejectedError) {
      // The only rejection the visitor can fix: HubSpot's email check is stricter than ours.
      const invalidEmail = error.status === 400 && error.errorTypes.includes('INVALID_EMAIL');
      return {
        ok: false,
        kind: invalidEmail ? 'invalid-email' : 'rejected',
        error: error.message,
        details: { ...base, hubspotStatus: error.status, hubspotErrors: error.messages },
      };
    }
    if (error instanceof HubSpotUnavailableError) {
      return {
        ok: false,
        kind: 'unavailable',
        error: error.message,
        details: { ...base, attempts: error.attempts },
      };
    }
    throw error;
  }
}
