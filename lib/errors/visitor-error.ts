/**
 * Errors whose message was written for visitors (in Norwegian) and may be shown on the error
 * screen. Any other error's message is internal ("Cannot read properties of undefined", a
 * dataset path) and never reaches the page.
 *
 * In a production build Next replaces the message of an error thrown in a server component
 * with a generic one before it reaches the browser, but keeps the error's `digest` when the
 * error already has one. The visitor message therefore travels in the digest, behind a prefix
 * no generated digest has (Next's own are numeric hashes or NEXT_* markers).
 */
const DIGEST_PREFIX = 'VISITOR_MESSAGE:';

export class VisitorError extends Error {
  readonly digest: string;

  constructor(visitorMessage: string, options?: ErrorOptions) {
    super(visitorMessage, options);
    this.name = 'VisitorError';
    this.digest = `${DIGEST_PREFIX}${visitorMessage}`;
  }
}

/** The visitor-facing message an error carries, or null when it has none (then show nothing). */
export function visitorMessage(error: unknown): string | null {
  if (error instanceof VisitorError) return error.message || null;
  if (typeof error !== 'object' || error === null || !('digest' in error)) return null;
  const { digest } = error as { digest?: unknown };
  if (typeof digest !== 'string' || !digest.startsWith(DIGEST_PREFIX)) return null;
  return digest.slice(DIGEST_PREFIX.length) || null;
}
