import { createHash } from 'node:crypto';
import type { ContactMessage } from '@/lib/contact-message/schema';
import type { StoredMessage } from './store';

/**
 * The `Idempotency-Key` request header (IETF httpapi draft "The Idempotency-Key HTTP Header
 * Field"): the form sends one UUID per message and the same one when it sends that message
 * again, so a visitor whose answer was lost (a timeout, a dropped connection) cannot store or
 * deliver it twice. The key is stored with the message (./store); a repeat is answered with the
 * first answer.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

// The draft's value is a Structured Field string ("…"); a bare token is taken too. Printable
// ASCII without quotes or backslashes, as a UUID and every common key format are.
const KEY = /^[\x21\x23-\x5b\x5d-\x7e]{1,255}$/;

export type IdempotencyHeader =
  { kind: 'none' } | { kind: 'key'; key: string } | { kind: 'invalid' };

export function readIdempotencyKey(headers: Headers): IdempotencyHeader {
  const raw = headers.get(IDEMPOTENCY_HEADER);
  if (raw === null) return { kind: 'none' };
  const value = raw.trim();
  const key =
    value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  return KEY.test(key) ? { kind: 'key', key } : { kind: 'invalid' };
}

/**
 * What the key promises to be the same: the message as validated (names, address, text,
 * consents, kind). The timing fields and the page context are left out, since a resend of the
 * same message carries a new `submittedAt`.
 */
export function messageFingerprint(message: ContactMessage): string {
  const fields = Object.entries(message).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** How the answer to a request whose key is already stored is chosen. */
export type Repeat = 'replay' | 'in-progress' | 'other-message';

/**
 * `other-message`: the key came with a different message (422). `in-progress`: the first request
 * still holds the message for its inline delivery attempt (409). Otherwise the first answer,
 * the 200 every stored message got, is sent again.
 */
export function judgeRepeat(
  stored: StoredMessage,
  fingerprint: string,
  inlineOwnerPrefix: string,
  now = Date.now(),
): Repeat {
  if (stored.idempotency?.fingerprint !== fingerprint) return 'other-message';
  const held =
    stored.status === 'pending' &&
    stored.leaseOwner?.startsWith(inlineOwnerPrefix) &&
    (stored.leaseUntil ?? 0) > now;
  return held ? 'in-progress' : 'replay';
}
