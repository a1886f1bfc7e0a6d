import { logEvent } from '@/lib/log';

export type SubmissionLog = {
  outcome:
    | 'delivered'
    | 'stored'
    | 'queued'
    | 'quarantined'
    | 'replayed'
    | 'in-progress'
    | 'key-reused'
    | 'invalid'
    | 'rate-limited'
    | 'unsupported-media-type'
    | 'too-large'
    | 'error';
  status: number;
  durationMs: number;
  [detail: string]: unknown;
};

export type SubmissionLogger = (entry: SubmissionLog) => void;

/** One JSON line per submission, without the message or the visitor's details. */
export const logSubmission: SubmissionLogger = (entry) => {
  const level =
    entry.status >= 500
      ? 'error'
      : ['delivered', 'stored', 'replayed'].includes(entry.outcome)
        ? 'info'
        : 'warn';
  logEvent('contact.submission', entry, level);
};
