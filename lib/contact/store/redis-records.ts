import type { ContactStatus, StoredMessage } from './types';

// A message as the Redis contact store (./redis.ts) keeps it: a hash per message.

/** The fields that end a worker's lease on a message. */
export const CLEAR_LEASE = ['leaseOwner', '', 'leaseUntil', ''];

/** The immutable part of a message, stored as one JSON field. */
export type Doc = Pick<StoredMessage, 'message' | 'context' | 'spamReason'>;

export function toMessage(id: string, fields: Record<string, string>): StoredMessage {
  const num = (value: string | undefined) =>
    value === undefined || value === '' ? null : Number(value);
  const doc = JSON.parse(fields.doc) as Doc;
  return {
    id,
    status: fields.status as ContactStatus,
    receivedAt: Number(fields.receivedAt),
    message: doc.message,
    context: doc.context,
    spamReason: doc.spamReason,
    attempts: Number(fields.attempts),
    lastError: fields.lastError ? fields.lastError : null,
    nextAttemptAt: num(fields.nextAttemptAt),
    cycleStartedAt: Number(fields.cycleStartedAt),
    deliveredAt: num(fields.deliveredAt),
    updatedAt: Number(fields.updatedAt),
    leaseOwner: fields.leaseOwner ? fields.leaseOwner : null,
    leaseUntil: num(fields.leaseUntil),
    idempotency: fields.idemKey
      ? { key: fields.idemKey, fingerprint: fields.idemFingerprint ?? '' }
      : null,
  };
}

/**
 * A hash as an object: HGETALL answers [field, value, …] in RESP2 (and inside scripts) and a map
 * in RESP3, which node-redis gives as an object.
 */
export function pairs(reply: string[] | Record<string, string>): Record<string, string> {
  if (!Array.isArray(reply)) return { ...reply };
  const fields: Record<string, string> = {};
  for (let i = 0; i + 1 < reply.length; i += 2) fields[String(reply[i])] = String(reply[i + 1]);
  return fields;
}
