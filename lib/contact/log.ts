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
  const line = JSON.stringify({ event: 'contact.submission', ...entry });
  if (entry.status >= 500) console.error(line);
  else if (entry.outcome === 'delivered') console.info(line);
  else console.warn(line);
};
