import type { HubSpotEnv } from '@/lib/env/hubspot';
import type { ContactMessage } from '@/lib/contact-message/schema';
import { HubSpotRejectedError, HubSpotUnavailableError } from './errors';
import { buildSubmissionBody, submissionUrl, type HubSpotContext } from './submission-body';
import { sleep as defaultSleep } from '@/lib/util/sleep';

export type DeliveryOptions = {
  /** Per attempt, including reading the response. */
  attemptTimeoutMs?: number;
  /** All attempts and waits together; the visitor is waiting on this. */
  totalTimeoutMs?: number;
  /** First backoff delay; doubles each retry, plus jitter. */
  baseDelayMs?: number;
  maxAttempts?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

export type DeliveryReceipt = { attempts: number };

type AttemptResult =
  | { kind: 'ok' }
  | { kind: 'rejected'; error: HubSpotRejectedError }
  | { kind: 'retry'; problem: string; retryAfterMs?: number };

const defaults = {
  attemptTimeoutMs: 3000,
  totalTimeoutMs: 10_000,
  baseDelayMs: 300,
  maxAttempts: 5,
};

/**
 * POSTs the message to HubSpot's Forms API. Retries 429, 5xx, timeouts and network errors with
 * exponential backoff inside the total budget; throws HubSpotRejectedError or
 * HubSpotUnavailableError otherwise, so the caller can keep the visitor's message.
 */
export async function submitHubSpotForm(
  config: HubSpotEnv,
  message: ContactMessage,
  context: HubSpotContext,
  options: DeliveryOptions = {},
): Promise<DeliveryReceipt> {
  const settings = { ...defaults, ...options };
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const url = submissionUrl(config);
  const body = JSON.stringify(buildSubmissionBody(config, message, context));
  const deadline = Date.now() + settings.totalTimeoutMs;
  // Starting an attempt with almost no budget left would only produce a guaranteed timeout.
  const minAttemptMs = Math.min(settings.attemptTimeoutMs, 1000);

  for (let attempt = 1; ; attempt += 1) {
    const timeoutMs = Math.min(settings.attemptTimeoutMs, deadline - Date.now());
    const result = await attemptOnce(fetchImpl, url, body, timeoutMs);
    if (result.kind === 'ok') return { attempts: attempt };
    if (result.kind === 'rejected') throw result.error;

    const backoff = settings.baseDelayMs * 2 ** (attempt - 1) * (1 + Math.random() / 2);
    const delay = Math.max(backoff, result.retryAfterMs ?? 0);
    const outOfTime = Date.now() + delay + minAttemptMs > deadline;
    if (attempt >= settings.maxAttempts || outOfTime) {
      throw new HubSpotUnavailableError(attempt, result.problem);
    }
    await sleep(delay);
  }
}

async function attemptOnce(
  fetchImpl: typeof fetch,
  url: string,
  body: string,
  timeoutMs: number,
): Promise<AttemptResult> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(Math.max(1, timeoutMs)),
      cache: 'no-store',
    });
    const raw = await response.text();
    if (response.ok) return { kind: 'ok' };
    if (response.status === 429 || response.status >= 500) {
      return {
        kind: 'retry',
        problem: `HTTP ${response.status}`,
        retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
      };
    }
    const { messages, errorTypes } = readErrors(raw);
    return {
      kind: 'rejected',
      error: new HubSpotRejectedError(response.status, messages, errorTypes),
    };
  } catch (error) {
    return { kind: 'retry', problem: describeFailure(error, timeoutMs) };
  }
}

function retryAfterMs(header: string | null): number | undefined {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

function readErrors(raw: string): { messages: string[]; errorTypes: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { messages: raw ? [raw.slice(0, 500)] : [], errorTypes: [] };
  }
  const items: unknown = get(parsed, 'errors');
  const errors: unknown[] = Array.isArray(items) ? items : [];
  const messages = errors.map((item) => text(get(item, 'message'))).filter(isDefined);
  const errorTypes = errors.map((item) => text(get(item, 'errorType'))).filter(isDefined);
  const summary = text(get(parsed, 'message'));
  return { messages: messages.length === 0 && summary ? [summary] : messages, errorTypes };
}

function isDefined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

// Duck-typed rather than instanceof: fetch's errors may come from another realm (DOMException).
function describeFailure(error: unknown, timeoutMs: number): string {
  const name = text(get(error, 'name'));
  if (name === 'TimeoutError' || name === 'AbortError') return `no response within ${timeoutMs} ms`;
  const message = text(get(error, 'message')) ?? String(error);
  const cause = text(get(get(error, 'cause'), 'message'));
  return `network error (${message}${cause ? `: ${cause}` : ''})`;
}

function get(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
