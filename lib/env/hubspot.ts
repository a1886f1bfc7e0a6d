import { z } from 'zod';

/** HubSpot's Forms API, where the contact worker delivers stored messages (lib/hubspot/). */
export const DEFAULT_HUBSPOT_API_URL = 'https://api.hsforms.com';

export type HubSpotEnv = {
  portalId: string;
  formGuid: string;
  apiUrl: string;
  subscriptionTypeId: string | undefined;
};

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const digits = (what: string) => z.string().regex(/^\d+$/, `must be a numeric ${what}`).optional();

const schema = z.object({
  HUBSPOT_PORTAL_ID: optional.pipe(digits('HubSpot portal id (Settings → Account details)')),
  HUBSPOT_FORM_GUID: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be a HubSpot form GUID (letters, digits and dashes)')
      .optional(),
  ),
  HUBSPOT_API_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  HUBSPOT_SUBSCRIPTION_TYPE_ID: optional.pipe(digits('HubSpot subscription type id')),
});

/**
 * HubSpot delivery when both HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID are set; null keeps messages
 * in the store only. Half a configuration is an error rather than a silent fallback.
 */
export function readHubSpotEnv(
  env: Record<string, string | undefined> = process.env,
): HubSpotEnv | null {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid contact environment variables: ${problems}`);
  }
  return readHubSpot(parsed.data);
}

function readHubSpot(vars: z.output<typeof schema>): HubSpotEnv | null {
  const { HUBSPOT_PORTAL_ID: portalId, HUBSPOT_FORM_GUID: formGuid } = vars;
  if (portalId && formGuid) {
    return {
      portalId,
      formGuid,
      apiUrl: (vars.HUBSPOT_API_URL ?? DEFAULT_HUBSPOT_API_URL).replace(/\/+$/, ''),
      subscriptionTypeId: vars.HUBSPOT_SUBSCRIPTION_TYPE_ID,
    };
  }
  if (portalId || formGuid) {
    const missing = portalId ? 'HUBSPOT_FORM_GUID' : 'HUBSPOT_PORTAL_ID';
    throw new Error(
      `Invalid contact environment variables: ${missing} is missing; set both HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID for HubSpot delivery, or neither to keep messages in the local store only.`,
    );
  }
  return null;
}
