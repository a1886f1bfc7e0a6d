import { timingSafeEqual } from 'node:crypto';
import { computeSignature, signPayload } from './sign-payload.mjs';

export { signPayload };

export const SIGNATURE_HEADER_NAME = 'sanity-webhook-signature';

/** Replay window: @sanity/webhook accepts any age, so an intercepted delivery could be resent forever. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000;

/** Sanity stamps deliveries with its own clock; a minute absorbs drift without opening a replay window. */
export const MAX_CLOCK_SKEW_MS = 60 * 1000;

// The same pattern @sanity/webhook's decodeSignatureHeader accepts.
const HEADER_PATTERN = /^t=(\d+)[, ]+v1=([^, ]+)$/;

export type SignatureFailure = 'missing' | 'malformed' | 'mismatch' | 'stale' | 'future';

export type SignatureCheck =
  { valid: true; timestamp: number } | { valid: false; reason: SignatureFailure };

type VerifyInput = {
  rawBody: string;
  header: string | null | undefined;
  secret: string;
  now?: number;
};

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  // timingSafeEqual throws on unequal lengths; the expected length is public anyway.
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Verifies a Sanity GROQ-webhook signature over the raw request body, in constant time,
 * and rejects timestamps outside [now - 5 min, now + 60 s].
 */
export function verifySignature({
  rawBody,
  header,
  secret,
  now = Date.now(),
}: VerifyInput): SignatureCheck {
  if (!header || header.trim() === '') return { valid: false, reason: 'missing' };
  const match = HEADER_PATTERN.exec(header.trim());
  if (!match) return { valid: false, reason: 'malformed' };
  const timestamp = Number(match[1]);
  if (!Number.isSafeInteger(timestamp)) return { valid: false, reason: 'malformed' };

  if (!sameString(match[2], computeSignature(rawBody, timestamp, secret))) {
    return { valid: false, reason: 'mismatch' };
  }
  if (timestamp < now - MAX_SIGNATURE_AGE_MS) return { valid: false, reason: 'stale' };
  if (timestamp > now + MAX_CLOCK_SKEW_MS) return { valid: false, reason: 'future' };
  return { valid: true, timestamp };
}
