import 'server-only';
import { PROVIDER_NAMES, readAnalyticsConfig } from '@/lib/env/analytics';
import { readContactEnv } from '@/lib/env/contact';
import type { ContactRetention } from './retention';
import { processEnv } from '@/lib/env/process-env.mjs';

/**
 * What the server is configured to do with personal data, for the privacy notice: read from the
 * environment on each render, so the notice says what the running server does.
 */
export type ProcessingFacts = {
  retention: ContactRetention;
  /** HubSpot receives the messages as the company's processor. */
  hubspot: boolean;
  /** Messages wait on the fleet's Redis (besides each instance's SQLite file). */
  sharedQueue: boolean;
  /** The statistics tool's name, or null when statistics are off. */
  statistics: string | null;
};

export function readProcessingFacts(
  env: Record<string, string | undefined> = processEnv(),
): ProcessingFacts {
  const contact = readContactEnv(env);
  const analytics = readAnalyticsConfig(env);
  return {
    retention: contact.retention,
    hubspot: contact.hubspot !== null,
    sharedQueue: contact.redisUrl !== null,
    statistics: analytics ? PROVIDER_NAMES[analytics.provider] : null,
  };
}
