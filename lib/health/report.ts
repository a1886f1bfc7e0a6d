import { processEnv } from '@/lib/env/process-env.mjs';
import 'server-only';
import { purgeRetryStore } from '@/lib/cdn/retry-worker';
import { purgeStatus } from '@/lib/cdn/status';
import { logEvent } from '@/lib/log';
import { checkRedis } from '@/lib/redis/client';
import { readContentEnv } from '@/lib/env/content';
import { checkContactDelivery } from './contact-check';
import { checkContentSourceCached } from './content-source-check';

function contentSourceName(): 'sanity' | 'local' {
  try {
    return readContentEnv().source;
  } catch {
    return processEnv().SANITY_PROJECT_ID?.trim() ? 'sanity' : 'local';
  }
}

/**
 * Liveness: answering at all proves the process can serve pages (they come from its cache).
 * No dependency is asked, not even the contact store (it may live on Redis), so no outage
 * elsewhere can fail or slow it; the deep check reports them.
 */
export function liveness() {
  return {
    status: 'ok' as const,
    checkedAt: new Date().toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    contentSource: contentSourceName(),
  };
}

/** Each dependency with its own state; `status` is degraded when any of them is down. */
export async function deepHealth() {
  const [content, redis, contact] = await Promise.all([
    checkContentSourceCached(),
    checkRedis(),
    checkContactDelivery(),
  ]);
  const status = purgeStatus();
  const cdnPurge =
    status.state === 'not-configured'
      ? status
      : {
          ...status,
          retryQueue: await purgeRetryStore()
            .summary()
            .then(({ waiting, oldestFailedAt }) => ({
              waiting,
              ...(oldestFailedAt ? { oldestFailedAt: new Date(oldestFailedAt).toISOString() } : {}),
            }))
            .catch(() => ({ waiting: null })),
        };
  const dependencies = {
    content: {
      state: content.reachable ? ('ok' as const) : ('down' as const),
      source: content.contentSource,
      durationMs: content.durationMs,
      ageMs: content.ageMs,
      ...(content.problem ? { problem: content.problem } : {}),
    },
    redis,
    cdnPurge,
    contact: {
      state:
        contact.delivery === 'misconfigured' || contact.problem
          ? ('down' as const)
          : ('ok' as const),
      ...contact,
    },
  };
  const down = Object.entries(dependencies)
    .filter(([, dependency]) => dependency.state === 'down')
    .map(([name]) => name);
  if (down.length > 0) {
    logEvent(
      'health.degraded',
      { down, contentProblem: content.problem, contentError: content.detail },
      'warn',
    );
  }
  return {
    status: down.length === 0 ? ('ok' as const) : ('degraded' as const),
    checkedAt: new Date().toISOString(),
    dependencies,
    // Kept where it always was, for dashboards that read it.
    contact,
  };
}
