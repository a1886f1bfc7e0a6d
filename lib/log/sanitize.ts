// Keys that carry what a visitor wrote or who they are. Logs say what happened, not what was said.
const PERSONAL_KEYS = new Set([
  'body',
  'message',
  'firstname',
  'lastname',
  'email',
  'phone',
  'company',
  'cookie',
  'authorization',
]);

// Upstream error texts (HubSpot, Sanity) sometimes quote the address they rejected.
const EMAIL_PATTERN = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;

const MAX_STRING_LENGTH = 1000;
const MAX_DEPTH = 4;
const MAX_ITEMS = 50;

export const REDACTED = '[redacted]';

function sanitizeString(value: string): string {
  const scrubbed = value.replace(EMAIL_PATTERN, '[email]');
  return scrubbed.length > MAX_STRING_LENGTH
    ? `${scrubbed.slice(0, MAX_STRING_LENGTH)}…`
    : scrubbed;
}

/**
 * Makes a field value safe and bounded for one log line: personal keys are redacted at any
 * depth, e-mail addresses are masked, long strings and deep or wide structures are cut,
 * errors become their name and message.
 */
export function sanitizeValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return sanitizeString(value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Error) return sanitizeString(`${value.name}: ${value.message}`);
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ITEMS).map((item) => sanitizeValue(item, depth + 1));
    return value.length > MAX_ITEMS ? [...kept, `…${value.length - MAX_ITEMS} more`] : kept;
  }
  return sanitizeFields(value as Record<string, unknown>, depth + 1);
}

export function sanitizeFields(
  fields: Record<string, unknown>,
  depth = 0,
): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields).slice(0, MAX_ITEMS)) {
    if (value === undefined) continue;
    safe[key] = PERSONAL_KEYS.has(key.toLowerCase()) ? REDACTED : sanitizeValue(value, depth);
  }
  return safe;
}
