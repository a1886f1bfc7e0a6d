import 'server-only';
import { randomUUID } from 'node:crypto';
import type { DeliveryOptions } from '@/lib/hubspot';
import { deliverToHubSpot } from './deliver';
import { readContactEnv, type ContactEnv } from '@/lib/env/contact';
import { logSubmission, type SubmissionLog, type SubmissionLogger } from './log';
import { parsePageContext } from '@/lib/contact-message/payload';
import {
  clientAddress,
  clientKey,
  serverProxyTrust,
  warnOnUntrustedPrivatePeer,
} from '@/lib/http/client-address';
import { logEvent } from '@/lib/log';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { getRedisClient } from '@/lib/redis/client';
import { readLimitedBody } from '@/lib/http/limited-body';
import { isJsonContentType, MAX_BODY_BYTES, readCookie } from './request';
import { judgeRepeat, messageFingerprint, readIdempotencyKey } from './idempotency';
import { contactMessageSchemaForBody } from '@/lib/contact-message/schema';
import { checkSpam, DEFAULT_MIN_FILL_MS } from './spam';
import { retryDelayMs } from './retry-schedule';
import {
  getContactStore,
  type ContactStore,
  type StoredContext,
  type StoredMessage,
} from './store';
import { capQuarantine, LEASE_MS } from './worker';

export type ContactOutcome = {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
};

export type ContactHandlerOptions = {
  /** Defaults to the validated process environment, read per request. */
  env?: ContactEnv;
  rateLimiter?: RateLimiter;
  /** Defaults to the process's store for the environment's CONTACT_DB_FILE. */
  store?: ContactStore;
  minFillMs?: number;
  /** The inline attempt; the visitor waits on it, so about 3 s at most. */
  delivery?: DeliveryOptions;
  log?: SubmissionLogger;
};

export const VALIDATION_FAILED = 'Input validation failed';
export const NOT_STORED = 'The message could not be stored';
export const INVALID_KEY = 'Idempotency-Key must be 1 to 255 printable ASCII characters';
export const KEY_REUSED = 'This Idempotency-Key was sent with a different message';
export const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still being processed';

const INLINE_DELIVERY: DeliveryOptions = { attemptTimeoutMs: 2500, totalTimeoutMs: 3000 };

/** The lease owner of an inline attempt: a repeat of its key meanwhile is answered 409. */
const INLINE_OWNER_PREFIX = 'inline-';

export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 60_000 } as const;

let defaultRateLimiter: RateLimiter | undefined;
/** Created on first use: shared across the fleet through Redis when REDIS_URL is set. */
function getDefaultRateLimiter(): RateLimiter {
  defaultRateLimiter ??= createRateLimiter({
    ...CONTACT_RATE_LIMIT,
    redis: getRedisClient('app') ?? undefined,
  });
  return defaultRateLimiter;
}

/**
 * POST /api/contact: guards (rate limit, media type, size), validation, spam checks, the store,
 * then one inline delivery attempt. Every path ends in one outcome with a JSON body and one log line.
 */
export async function handleContactRequest(
  request: Request,
  options: ContactHandlerOptions = {},
): Promise<ContactOutcome> {
  const startedAt = Date.now();
  const log = options.log ?? logSubmission;
  const finish = (
    outcome: SubmissionLog['outcome'],
    status: number,
    body: Record<string, unknown>,
    details: Record<string, unknown> = {},
    headers?: Record<string, string>,
  ): ContactOutcome => {
    log({ outcome, status, durationMs: Date.now() - startedAt, ...details });
    return { status, body, headers };
  };

  try {
    const trust = serverProxyTrust();
    warnOnUntrustedPrivatePeer(request.headers, trust, (peer) =>
      logEvent(
        'contact.proxy-not-trusted',
        {
          peer,
          problem:
            "Requests come through a proxy at a private address but TRUSTED_PROXIES and TRUSTED_PROXY_HOPS are unset: every visitor shares that proxy's rate-limit quota",
        },
        'warn',
      ),
    );
    const client = clientKey(clientAddress(request.headers, trust));
    const limit = await (options.rateLimiter ?? getDefaultRateLimiter()).check(client);
    if (!limit.allowed) {
      return finish(
        'rate-limited',
        429,
        { error: 'Too many requests', retryAfterSeconds: limit.retryAfterSeconds },
        {},
        { 'Retry-After': String(limit.retryAfterSeconds) },
      );
    }
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return finish('unsupported-media-type', 415, {
        error: 'Content-Type must be application/json',
      });
    }
    const idempotency = readIdempotencyKey(request.headers);
    if (idempotency.kind === 'invalid') {
      return finish(
        'invalid',
        400,
        { error: INVALID_KEY, fields: {} },
        { reason: 'malformed Idempotency-Key' },
      );
    }
    const raw = await readLimitedBody(request, MAX_BODY_BYTES);
    if (raw.kind === 'too-large') {
      return finish('too-large', 413, { error: `Request body exceeds ${MAX_BODY_BYTES} bytes` });
    }
    const json = raw.kind === 'ok' ? parseJson(raw.text) : undefined;
    if (!isRecord(json)) {
      return finish(
        'invalid',
        400,
        { error: VALIDATION_FAILED, fields: {} },
        { reason: 'not a JSON object' },
      );
    }

    // Validation comes first: a broken body is the caller's to fix, whatever it looks like.
    // In the body's language, so an English form's visitor reads English errors.
    const parsed = contactMessageSchemaForBody(json).safeParse(json);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error.issues);
      return finish(
        'invalid',
        400,
        { error: VALIDATION_FAILED, fields },
        { fields: Object.keys(fields) },
      );
    }

    const env = options.env ?? readContactEnv();
    const store = options.store ?? (await getContactStore(env));
    const context: StoredContext = {
      ...parsePageContext(json.context),
      ...withHubSpotToken(request.headers.get('cookie')),
    };

    const fingerprint = messageFingerprint(parsed.data);
    const key =
      idempotency.kind === 'key'
        ? { key: idempotency.key, fingerprint, ttlMs: env.idempotencyMs }
        : undefined;
    const id = randomUUID();
    // A key already stored: the message is not stored again, the answer follows the first one.
    const repeated = (stored: StoredMessage) => {
      const repeat = judgeRepeat(stored, fingerprint, INLINE_OWNER_PREFIX);
      const details = { id: stored.id, idempotency: repeat };
      if (repeat === 'other-message')
        return finish('key-reused', 422, { error: KEY_REUSED }, details);
      if (repeat === 'in-progress')
        return finish('in-progress', 409, { error: KEY_IN_PROGRESS }, details, {
          'Retry-After': '2',
        });
      return finish('replayed', 200, { ok: true }, details);
    };

    // Bots get the same answer as people, so they cannot tell; staff can release a real person.
    const spam = checkSpam(json, options.minFillMs ?? DEFAULT_MIN_FILL_MS);
    if (spam.spam) {
      const stored = await store.accept({
        id,
        message: parsed.data,
        context,
        spamReason: spam.reason,
        idempotency: key,
      });
      if (stored.id !== id) return repeated(stored);
      // The message is stored: a failed cap is the worker's to retry, never the visitor's 500.
      await capQuarantine(store, env.quarantineMax).catch((error: unknown) =>
        logEvent('contact.quarantine-cap-failed', { error: String(error) }, 'warn'),
      );
      return finish('quarantined', 200, { ok: true }, { reason: spam.reason, id: stored.id });
    }

    const owner = `${INLINE_OWNER_PREFIX}${randomUUID()}`;
    const stored = await store.accept({
      id,
      message: parsed.data,
      context,
      idempotency: key,
      ...(env.hubspot ? { lease: { owner, ms: LEASE_MS } } : {}),
    });
    if (stored.id !== id) return repeated(stored);
    if (!env.hubspot)
      return finish('stored', 200, { ok: true }, { delivery: 'local', id: stored.id });

    // Stored, so from here on the visitor's message is safe whatever happens; a 5xx would only
    // make them send it twice.
    try {
      const result = await deliverToHubSpot(env.hubspot, parsed.data, context, {
        ...INLINE_DELIVERY,
        ...options.delivery,
      });
      const details = { id: stored.id, ...result.details };
      if (result.ok) {
        await store.markDelivered(stored.id, Date.now(), owner);
        return finish('delivered', 200, { ok: true }, details);
      }
      if (result.kind === 'invalid-email') {
        // Answered like a validation error, so the message is not kept: the visitor corrects it and sends again.
        await store.remove(stored.id);
        return finish(
          'invalid',
          400,
          {
            error: VALIDATION_FAILED,
            fields: { email: 'Vi kunne ikke bruke denne e-postadressen. Sjekk at den er riktig.' },
          },
          { ...details, error: result.error },
        );
      }
      const now = Date.now();
      await store.markFailed(stored.id, result.error, now + retryDelayMs(env.retry, 1), now, owner);
      return finish('queued', 200, { ok: true }, { ...details, error: result.error });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return finish('queued', 200, { ok: true }, { id: stored.id, error: message });
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return finish('error', 500, { error: NOT_STORED }, { error: message });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

function withHubSpotToken(cookieHeader: string | null): { hutk?: string } {
  const token = readCookie(cookieHeader, 'hubspotutk');
  return token && /^[A-Za-z0-9_-]{1,128}$/.test(token) ? { hutk: token } : {};
}
