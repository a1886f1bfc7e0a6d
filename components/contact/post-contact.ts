import type { ContactPayload } from '@/lib/contact-message/payload';

export type SendResult =
  | { kind: 'sent' }
  | { kind: 'rate-limited'; retryAfterSeconds: number | undefined }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'failed' }
  | { kind: 'offline' };

/** The browser knows it has no network: nothing is sent, and the form says so. */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

// Longer than the server's delivery budget, so only a truly stuck request is abandoned.
const REQUEST_TIMEOUT_MS = 30_000;

// A 409 means the first request with this key is still delivering (at most about 3 s): asked
// again after the server's Retry-After, a few times, before the form says it did not go.
const IN_PROGRESS_TRIES = 4;
const MAX_WAIT_S = 5;

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * Sends one message with its Idempotency-Key (./message-key.ts): a repeat of the key is
 * answered with the first answer and never stored or delivered twice.
 */
export async function postContact(payload: ContactPayload, key: string): Promise<SendResult> {
  if (isOffline()) return { kind: 'offline' };
  try {
    let response: Response;
    for (let tries = 1; ; tries += 1) {
      response = await fetch('/api/contact', {
        method: 'POST',
        // The draft's value is a Structured Field string: quoted.
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `"${key}"` },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.status !== 409 || tries >= IN_PROGRESS_TRIES) break;
      const seconds = Number(response.headers.get('Retry-After'));
      await wait(seconds > 0 ? Math.min(seconds, MAX_WAIT_S) : 1);
    }
    if (response.ok) return { kind: 'sent' };
    if (response.status === 429) {
      const seconds = Number(response.headers.get('Retry-After'));
      return { kind: 'rate-limited', retryAfterSeconds: seconds > 0 ? seconds : undefined };
    }
    if (response.status === 400) {
      return { kind: 'invalid', fields: await readFields(response) };
    }
    return { kind: 'failed' };
  } catch {
    // The connection may drop while the request is under way.
    return isOffline() ? { kind: 'offline' } : { kind: 'failed' };
  }
}

async function readFields(response: Response): Promise<Record<string, string>> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('fields' in body)) return {};
    const fields = body.fields;
    if (typeof fields !== 'object' || fields === null) return {};
    return Object.fromEntries(
      Object.entries(fields).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}
