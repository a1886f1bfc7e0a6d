import 'server-only';
import { randomUUID } from 'node:crypto';
import type { DeliveryOptions } from '@/lib/hubspot';
import { logEvent } from '@/lib/log';
import { deliverToHubSpot } from './deliver';
import type { ContactEnv } from '@/lib/env/contact';
import { RETAINED_STATUSES, type ContactRetention } from './retention';
import { nextAttempt } from './retry-schedule';
import type { ContactStore, StoredMessage } from './store';

/** Longer than any attempt (10 s), so a lease only runs out when its worker died. */
export const LEASE_MS = 60_000;
const BATCH = 4;
const PURGE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

// One attempt per claim: the backoff between attempts is the store's next_attempt_at.
const WORKER_DELIVERY: DeliveryOptions = {
  maxAttempts: 1,
  attemptTimeoutMs: 10_000,
  totalTimeoutMs: 10_000,
};

export type WorkerContext = {
  store: ContactStore;
  env: ContactEnv;
  /** Identifies this worker's leases. */
  owner?: string;
  delivery?: DeliveryOptions;
};

export type AttemptOutcome = 'delivered' | 'retrying' | 'dead';
export type DrainResult = Record<AttemptOutcome, number>;

/** One delivery attempt of a message this worker has leased, and its bookkeeping. */
export async function attemptDelivery(
  { store, env, delivery }: WorkerContext,
  stored: StoredMessage,
): Promise<AttemptOutcome> {
  if (!env.hubspot)
    throw new Error('Contact delivery needs HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID.');
  const result = await deliverToHubSpot(env.hubspot, stored.message, stored.context, {
    ...WORKER_DELIVERY,
    ...delivery,
  });
  const now = Date.now();
  // Recorded only under the lease this attempt was made under: a worker whose lease ran out
  // and was taken over leaves the message to the one that holds it now.
  const lease = stored.leaseOwner ?? undefined;
  const event = { id: stored.id, attempts: stored.attempts + 1 };
  if (result.ok) {
    await store.markDelivered(stored.id, now, lease);
    logEvent('contact.delivery', { ...event, outcome: 'delivered', ...result.details });
    return 'delivered';
  }
  // Retrying cannot fix an address HubSpot refuses; staff can correct it with HubSpot's own tools.
  const next =
    result.kind === 'invalid-email'
      ? { giveUp: true as const }
      : nextAttempt(env.retry, stored, now);
  if (next.giveUp) {
    await store.markDead(stored.id, result.error, now, lease);
    logEvent(
      'contact.delivery.dead',
      {
        ...event,
        outcome: 'dead',
        error: result.error,
        ...result.details,
        hint: 'npm run contact -- show ID, then retry ID',
      },
      'error',
    );
    return 'dead';
  }
  await store.markFailed(stored.id, result.error, next.at, now, lease);
  logEvent(
    'contact.delivery',
    {
      ...event,
      outcome: 'retrying',
      nextAttemptAt: new Date(next.at).toISOString(),
      error: result.error,
      ...result.details,
    },
    'warn',
  );
  return 'retrying';
}

/** Delivers every message that is due, a few at a time, until none is left. */
export async function deliverDue(context: WorkerContext): Promise<DrainResult> {
  const counts: DrainResult = { delivered: 0, retrying: 0, dead: 0 };
  if (!context.env.hubspot) return counts;
  const owner = context.owner ?? `worker-${randomUUID()}`;
  for (;;) {
    const claimed = await context.store.claimDue(owner, { limit: BATCH, leaseMs: LEASE_MS });
    const outcomes = await Promise.all(claimed.map((stored) => attemptDelivery(context, stored)));
    for (const outcome of outcomes) counts[outcome] += 1;
    if (claimed.length < BATCH) return counts;
  }
}

/**
 * Deletes delivered, quarantined and dead messages kept longer than their retention period
 * (./retention), counted from their last change; personal data is kept no longer than that.
 */
export async function purgeExpired(
  store: ContactStore,
  retention: ContactRetention,
  now = Date.now(),
): Promise<number> {
  let total = 0;
  for (const status of RETAINED_STATUSES) {
    const retentionDays = retention[status];
    const purged = await store.purge({ status, before: now - retentionDays * DAY_MS });
    if (purged > 0) logEvent('contact.purged', { status, purged, retentionDays });
    total += purged;
  }
  return total;
}

/**
 * A pending message is on its way, but one that is never delivered (no HubSpot configured, or
 * HubSpot never reachable while a worker keeps retrying) must not stay for ever: it is deleted
 * once it could have been dead for the dead retention, counted from its last change (the
 * retry period, then the days a dead message is kept).
 */
export async function purgeStalePending(
  store: ContactStore,
  env: Pick<ContactEnv, 'retention' | 'retry'>,
  now = Date.now(),
): Promise<number> {
  const keptMs = env.retry.giveUpAfterMs + env.retention.dead * DAY_MS;
  const purged = await store.purge({ status: 'pending', before: now - keptMs });
  if (purged > 0)
    logEvent('contact.purged', {
      status: 'pending',
      purged,
      retentionDays: Math.round(keptMs / DAY_MS),
    });
  return purged;
}

/**
 * Keeps the quarantine at `max` messages per store: a bot flood cannot fill the disk or Redis.
 * The oldest go first, each drop logged, since they may hold a real person's message.
 */
export async function capQuarantine(store: ContactStore, max: number): Promise<number> {
  const dropped = await store.cap({ status: 'quarantined', keep: max });
  if (dropped > 0)
    logEvent(
      'contact.quarantine-capped',
      {
        dropped,
        max,
        note: 'The oldest quarantined messages were deleted unseen (CONTACT_QUARANTINE_MAX).',
      },
      'warn',
    );
  return dropped;
}

export type ContactWorker = { stop: () => Promise<void> };

/** Polls the store in this process; overlapping runs are skipped, errors logged and retried. */
export function startContactWorker(context: WorkerContext): ContactWorker {
  const owner = context.owner ?? `worker-${randomUUID()}`;
  let running: Promise<void> | null = null;
  let lastPurge = 0;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        if (Date.now() - lastPurge >= PURGE_EVERY_MS) {
          lastPurge = Date.now();
          await purgeExpired(context.store, context.env.retention);
          await purgeStalePending(context.store, context.env);
          await capQuarantine(context.store, context.env.quarantineMax);
        }
        await deliverDue({ ...context, owner });
      } catch (error) {
        logEvent(
          'contact.worker-failed',
          { error: error instanceof Error ? error.message : String(error) },
          'error',
        );
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, context.env.workerIntervalMs);
  // The worker never keeps the process alive by itself.
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
