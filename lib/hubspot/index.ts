export { submitHubSpotForm, type DeliveryOptions, type DeliveryReceipt } from './submit-form';
export { HubSpotRejectedError, HubSpotUnavailableError } from './errors';
export { buildSubmissionBody, submissionUrl, type HubSpotContext } from './submission-body';
export type { HubSpotEnv } from '@/lib/env/hubspot';
