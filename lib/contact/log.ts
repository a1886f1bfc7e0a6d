import { logEvent } from '@/lib/log';

export type SubmissionLog = {
  outcome:
    | 'delivered'
    | 'spam'
    | 'invalid'
    | 'rate-limited'
    | 'unsupported-media-type'
    | 'too-large'
    | 'delivery-failed'
    | 'error';
  status: number;
  durationMs: number;
  [detail: string]: unknown;
};

export type SubmissionLogger = (entry: SubmissionLog) => void;

/** One JSON line per submission, without the message or the visitor's details. */
export const logSubmission: SubmissionLogger = (entry) => {
  const level = entry.status >= 500 ? 'error' : entry.outcome === 'delivered' ? 'info' : 'warn';
  logEvent('contact.submission', entry, level);
};
