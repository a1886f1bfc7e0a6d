import 'server-only';
import type { DeliveryOptions } from '@/lib/hubspot';
import { deliverMessage } from './deliver';
import { readContactEnv, type ContactEnv } from './env';
import { logSubmission, type SubmissionLog, type SubmissionLogger } from './log';
import { parsePageContext } from './payload';
import { clientKey, createRateLimiter, type RateLimiter } from './rate-limit';
import { readLimitedBody } from '@/lib/http/limited-body';
import { isJsonContentType, MAX_BODY_BYTES, readCookie } from './request';
import { contactMessageSchema } from './schema';
import { checkSpam, DEFAULT_MIN_FILL_MS } from './spam';

export type ContactOutcome = {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
};

export type ContactHandlerOptions = {
  /** Defaults to the validated process environment, read per request. */
  env?: ContactEnv;
  rateLimiter?: RateLimiter;
  minFillMs?: number;
  delivery?: DeliveryOptions;
  log?: SubmissionLogger;
};

export const VALIDATION_FAILED = 'Input validation failed';

const defaultRateLimiter = createRateLimiter({ limit: 5, windowMs: 60_000 });

/**
 * POST /api/contact: guards (rate limit, media type, size), validation, spam checks, delivery.
 * Every path ends in one outcome with a JSON body and one log line.
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
    const limit = (options.rateLimiter ?? defaultRateLimiter).check(clientKey(request.headers));
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

    // Bots get the same answer as people, so they cannot tell they were caught.
    const spam = checkSpam(json, options.minFillMs ?? DEFAULT_MIN_FILL_MS);
    if (spam.spam) return finish('spam', 200, { ok: true }, { reason: spam.reason });

    const parsed = contactMessageSchema.safeParse(json);
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
    const context = {
      ...parsePageContext(json.context),
      hutk: hubspotToken(request.headers.get('cookie')),
    };
    const result = await deliverMessage(env, parsed.data, context, options.delivery);
    if (result.ok) return finish('delivered', 200, { ok: true }, result.details);
    if (result.kind === 'invalid-email') {
      return finish(
        'invalid',
        400,
        {
          error: VALIDATION_FAILED,
          fields: { email: 'Vi kunne ikke bruke denne e-postadressen. Sjekk at den er riktig.' },
        },
        result.details,
      );
    }
    return finish(
      'delivery-failed',
      502,
      { error: 'The message could not be delivered' },
      result.details,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return finish('error', 500, { error: 'The message could not be stored' }, { error: message });
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

function hubspotToken(cookieHeader: string | null): string | undefined {
  const token = readCookie(cookieHeader, 'hubspotutk');
  return token && /^[A-Za-z0-9_-]{1,128}$/.test(token) ? token : undefined;
}
