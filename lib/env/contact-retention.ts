import { z } from 'zod';
import { processEnv } from './process-env.mjs';

/**
 * How long the contact store keeps a message, per status, in days. The worker deletes what is
 * older (counted from the message's last change) and the privacy notice quotes the same figures,
 * so what visitors are told and what the store does come from this one place.
 *
 * Pending messages are not on the list: they are still on their way (a pending message becomes
 * delivered or, after the retry period, dead), so they fall under one of the others.
 */
export type ContactRetention = Record<'delivered' | 'quarantined' | 'dead', number>;

/** Delivered: HubSpot has a copy, ours is only a safety net. Quarantined: staff get two weeks to
 * release a person caught as a bot. Dead: long enough for staff to notice and retry. */
export const DEFAULT_RETENTION: ContactRetention = { delivered: 30, quarantined: 14, dead: 90 };

export const RETENTION_VARIABLES = {
  delivered: 'CONTACT_RETENTION_DELIVERED',
  quarantined: 'CONTACT_RETENTION_QUARANTINED',
  dead: 'CONTACT_RETENTION_DEAD',
} as const satisfies Record<keyof ContactRetention, string>;

const days = z
  .string()
  .trim()
  .regex(/^[1-9]\d*$/, 'must be a positive whole number of days')
  .transform(Number);

/**
 * Reads CONTACT_RETENTION_DELIVERED, _QUARANTINED and _DEAD (days). CONTACT_RETENTION_DAYS, the
 * single setting from before, still counts for delivered messages when the new one is not set.
 * Throws naming the variable when one is not a positive whole number.
 */
export function readContactRetention(
  env: Record<string, string | undefined> = processEnv(),
): ContactRetention {
  const read = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const parsed = days.safeParse(raw);
    if (!parsed.success)
      throw new Error(
        `Invalid contact environment variables: ${name}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
      );
    return parsed.data;
  };
  return {
    delivered: read(
      RETENTION_VARIABLES.delivered,
      read('CONTACT_RETENTION_DAYS', DEFAULT_RETENTION.delivered),
    ),
    quarantined: read(RETENTION_VARIABLES.quarantined, DEFAULT_RETENTION.quarantined),
    dead: read(RETENTION_VARIABLES.dead, DEFAULT_RETENTION.dead),
  };
}
