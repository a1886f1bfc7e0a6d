/**
 * The Idempotency-Key of the message in the form (lib/contact/idempotency.ts has the server
 * side): one UUID per message, the same one when the visitor sends that very message again
 * (its answer was lost, or the server asked to try again), a new one once the message was sent
 * or the visitor changed it.
 */
export type MessageKey = { key: string; message: string };

/** The key for sending `message` (the form's values, serialised) after `previous`. */
export function keyForMessage(previous: MessageKey | null, message: string): MessageKey {
  if (previous?.message === message) return previous;
  return { key: newKey(), message };
}

function newKey(): string {
  // randomUUID needs a secure context (https or localhost); a plain-http LAN test gets the same
  // 122 random bits from getRandomValues.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
