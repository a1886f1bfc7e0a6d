import { logEvent } from '@/lib/log';
import { missingPublishingSecrets, type MissingSecret } from '@/lib/env/publishing';
import { processEnv } from '@/lib/env/process-env.mjs';

/** Logged once at server start, so a deploy without secrets is noticed before the first publish fails. */
export function warnAboutMissingSecrets(
  env: Record<string, string | undefined> = processEnv(),
): void {
  let missing: MissingSecret[];
  try {
    missing = missingPublishingSecrets(env);
  } catch (error) {
    logEvent(
      'startup.check-failed',
      {
        error: `Publishing start-up check failed: ${error instanceof Error ? error.message : String(error)}`,
      },
      'error',
    );
    return;
  }
  for (const secret of missing) {
    logEvent(
      'startup.missing-secret',
      { variable: secret.name, warning: `${secret.name} is not set: ${secret.effect}.` },
      'warn',
    );
  }
}
