import { z } from 'zod';
import { readHubSpotEnv, type HubSpotEnv } from './hubspot';
import { readContactRetention, type ContactRetention } from './contact-retention';
import { readRedisUrl } from './redis.mjs';

export type { HubSpotEnv };

/** `CONTACT_REDIS_FSYNC=everysec`: the operator accepts losing up to a second on a host crash. */
export type QueueFsync = 'always' | 'everysec';

export const DEFAULT_DB_FILE = '.data/contact.db';
export const DEFAULT_OUTBOX_FILE = '.data/contact-outbox.jsonl';

/** The retry defaults: first retry after 5–7.5 s, doubling up to an hour, dead after 24 h. */
export const DEFAULT_RETRY = {
  baseDelayMs: 5_000,
  maxDelayMs: 60 * 60 * 1000,
  giveUpAfterMs: 24 * 60 * 60 * 1000,
} as const;
export const DEFAULT_WORKER_INTERVAL_MS = 2_000;
/** How long an Idempotency-Key answers a repeat with the first answer (./idempotency.ts). */
export const DEFAULT_IDEMPOTENCY_HOURS = 24;
/** The most quarantined messages kept; the oldest go first beyond it (./store/quarantine-cap.ts). */
export const DEFAULT_QUARANTINE_MAX = 1000;

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const positiveInt = (what: string) =>
  optional.pipe(
    z
      .string()
      .regex(/^[1-9]\d*$/, `must be a positive whole number of ${what}`)
      .transform(Number)
      .optional(),
  );

const schema = z.object({
  CONTACT_DB_FILE: optional,
  CONTACT_OUTBOX_FILE: optional,
  CONTACT_RETRY_BASE_MS: positiveInt('milliseconds'),
  CONTACT_RETRY_MAX_MS: positiveInt('milliseconds'),
  CONTACT_GIVE_UP_AFTER_MS: positiveInt('milliseconds'),
  CONTACT_WORKER_INTERVAL_MS: positiveInt('milliseconds'),
  CONTACT_REDIS_FSYNC: optional.pipe(z.enum(['always', 'everysec']).optional()),
  CONTACT_IDEMPOTENCY_HOURS: positiveInt('hours'),
  CONTACT_QUARANTINE_MAX: positiveInt('messages'),
});

export type RetrySchedule = { baseDelayMs: number; maxDelayMs: number; giveUpAfterMs: number };

export type ContactEnv = {
  /** Where stored messages are delivered; null keeps them in the store only (local mode). */
  hubspot: HubSpotEnv | null;
  /** SQLite at this path; with redisUrl, the spool for messages Redis could not take. */
  dbFile: string;
  /**
   * The fleet's shared queue: CONTACT_REDIS_URL, else REDIS_URL; null for the SQLite store
   * alone. Used only while that server keeps what it acknowledges (./store/queue-check.ts).
   */
  redisUrl: string | null;
  /** CONTACT_REDIS_FSYNC: `everysec` accepts a queue Redis that fsyncs once a second. */
  redisFsync: QueueFsync;
  /** A JSONL outbox from before the store; imported once, see ./store/import-outbox. */
  outboxFile: string;
  retry: RetrySchedule;
  /** Days each status is kept; see ./retention. */
  retention: ContactRetention;
  workerIntervalMs: number;
  /** How long a message's Idempotency-Key is honoured, from its arrival. */
  idempotencyMs: number;
  /** The most quarantined messages kept in each store; the oldest are deleted beyond it. */
  quarantineMax: number;
};

/**
 * The contact settings. Messages are always stored (on Redis with REDIS_URL, else SQLite at CONTACT_DB_FILE) and delivered
 * from the store to HubSpot when both HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID are set. Half a
 * HubSpot configuration is an error rather than a silent fallback to local mode.
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
  return {
    hubspot: readHubSpotEnv(env),
    dbFile: vars.CONTACT_DB_FILE ?? DEFAULT_DB_FILE,
    redisUrl: readRedisUrl(env, 'CONTACT_REDIS_URL') ?? readRedisUrl(env),
    redisFsync: vars.CONTACT_REDIS_FSYNC ?? 'always',
    outboxFile: vars.CONTACT_OUTBOX_FILE ?? DEFAULT_OUTBOX_FILE,
    retry: {
      baseDelayMs: vars.CONTACT_RETRY_BASE_MS ?? DEFAULT_RETRY.baseDelayMs,
      maxDelayMs: vars.CONTACT_RETRY_MAX_MS ?? DEFAULT_RETRY.maxDelayMs,
      giveUpAfterMs: vars.CONTACT_GIVE_UP_AFTER_MS ?? DEFAULT_RETRY.giveUpAfterMs,
    },
    retention: readContactRetention(env),
    workerIntervalMs: vars.CONTACT_WORKER_INTERVAL_MS ?? DEFAULT_WORKER_INTERVAL_MS,
    idempotencyMs: (vars.CONTACT_IDEMPOTENCY_HOURS ?? DEFAULT_IDEMPOTENCY_HOURS) * 60 * 60 * 1000,
    quarantineMax: vars.CONTACT_QUARANTINE_MAX ?? DEFAULT_QUARANTINE_MAX,
  };
}
