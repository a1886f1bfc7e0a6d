import { HONEYPOT_FIELD } from '@/lib/contact-message/payload';

export const DEFAULT_MIN_FILL_MS = 3000;

export type SpamVerdict =
  { spam: false } | { spam: true; reason: 'honeypot' | 'too-fast' | 'no-timing' };

/**
 * Bots fill the hidden field or post within moments of loading the page. Both timestamps
 * come from the visitor's own clock, so a skewed clock cannot make a person look like a bot.
 */
export function checkSpam(
  body: Record<string, unknown>,
  minFillMs: number = DEFAULT_MIN_FILL_MS,
): SpamVerdict {
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null) {
    return { spam: true, reason: 'honeypot' };
  }
  const { startedAt, submittedAt } = body;
  if (!isTimestamp(startedAt) || !isTimestamp(submittedAt)) {
    return { spam: true, reason: 'no-timing' };
  }
  if (submittedAt - startedAt < minFillMs) {
    return { spam: true, reason: 'too-fast' };
  }
  return { spam: false };
}

function isTimestamp(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
