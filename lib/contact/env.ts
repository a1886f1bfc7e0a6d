import { z } from 'zod';

export const DEFAULT_HUBSPOT_API_URL = 'https://api.hsforms.com';
export const DEFAULT_OUTBOX_FILE = '.data/contact-outbox.jsonl';

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
  CONTACT_OUTBOX_FILE: optional,
});

export type HubSpotEnv = {
  portalId: string;
  formGuid: string;
  apiUrl: string;
  subscriptionTypeId: string | undefined;
};

export type ContactEnv =
  { delivery: 'hubspot'; hubspot: HubSpotEnv } | { delivery: 'outbox'; outboxFile: string };

/**
 * Where contact messages go: HubSpot when both HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID are
 * set, otherwise the local JSONL outbox. Half a HubSpot configuration is an error rather
 * than a silent fallback, so production messages never end up on a server's disk by mistake.
 */
export function readContactEnv(env: Record<string, string | undefined> = process.env): ContactEnv {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid contact environment variables: ${problems}`);
  }
  const vars = parsed.data;
  const { HUBSPOT_PORTAL_ID: portalId, HUBSPOT_FORM_GUID: formGuid } = vars;
  if (portalId && formGuid) {
    return {
      delivery: 'hubspot',
      hubspot: {
        portalId,
        formGuid,
        apiUrl: (vars.HUBSPOT_API_URL ?? DEFAULT_HUBSPOT_API_URL).replace(/\/+$/, ''),
        subscriptionTypeId: vars.HUBSPOT_SUBSCRIPTION_TYPE_ID,
      },
    };
  }
  if (portalId || formGuid) {
    const missing = portalId ? 'HUBSPOT_FORM_GUID' : 'HUBSPOT_PORTAL_ID';
    throw new Error(
      `Invalid contact environment variables: ${missing} is missing; set both HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID for HubSpot delivery, or neither for the local outbox.`,
    );
  }
  return { delivery: 'outbox', outboxFile: vars.CONTACT_OUTBOX_FILE ?? DEFAULT_OUTBOX_FILE };
}
