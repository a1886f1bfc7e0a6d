import type { ContactPayload } from '@/lib/contact/payload';

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

export async function postContact(payload: ContactPayload): Promise<SendResult> {
  if (isOffline()) return { kind: 'offline' };
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
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
