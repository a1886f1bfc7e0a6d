/**
 * Where HubSpot's Forms API is and which form takes the messages. Read from the environment by
 * lib/contact/env.ts; defined here, with the code that uses it, so lib/hubspot imports nothing
 * from lib/contact (which calls lib/hubspot).
 */
export type HubSpotEnv = {
  portalId: string;
  formGuid: string;
  apiUrl: string;
  subscriptionTypeId: string | undefined;
};
