import type { Ref } from 'react';
import type { ContactText } from '@/lib/contact-message/contact-text';
import type { SendResult } from './post-contact';

export type SendFailure = Exclude<SendResult, { kind: 'sent' }>;

type SendErrorProps = {
  failure: SendFailure;
  contactEmail?: string | null;
  ref?: Ref<HTMLDivElement>;
  /** The form's texts, in its language. */
  text: ContactText;
};

export function SendError({ failure, contactEmail, ref, text }: SendErrorProps) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded border border-red-700 bg-red-50 p-4 text-red-900 focus:outline-none dark:border-red-400 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{text.notSent}</p>
      <p className="mt-1">{reason(failure, text)}</p>
      {contactEmail && failure.kind !== 'invalid' ? (
        <p className="mt-1">
          {text.orEmail}{' '}
          <a href={`mailto:${contactEmail}`} className="font-semibold underline">
            {contactEmail}
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}

function reason(failure: SendFailure, text: ContactText): string {
  switch (failure.kind) {
    case 'rate-limited':
      return text.rateLimited(failure.retryAfterSeconds ?? null);
    case 'invalid':
      return text.invalid;
    case 'offline':
      return text.offline;
    case 'failed':
      return text.failed;
  }
}
