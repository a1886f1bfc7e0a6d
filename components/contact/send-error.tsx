import type { Ref } from 'react';
import type { SendResult } from './post-contact';

export type SendFailure = Exclude<SendResult, { kind: 'sent' }>;

type SendErrorProps = {
  failure: SendFailure;
  contactEmail?: string | null;
  ref?: Ref<HTMLDivElement>;
};

export function SendError({ failure, contactEmail, ref }: SendErrorProps) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded border border-red-700 bg-red-50 p-4 text-red-900 focus:outline-none dark:border-red-400 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">Meldingen ble ikke sendt.</p>
      <p className="mt-1">{reason(failure)}</p>
      {contactEmail && failure.kind !== 'invalid' ? (
        <p className="mt-1">
          Du kan også sende oss en e-post til{' '}
          <a href={`mailto:${contactEmail}`} className="font-semibold underline">
            {contactEmail}
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}

function reason(failure: SendFailure): string {
  switch (failure.kind) {
    case 'rate-limited': {
      const wait = failure.retryAfterSeconds ? `${failure.retryAfterSeconds} sekunder` : 'litt';
      return `Det er sendt mange meldinger herfra på kort tid. Vent ${wait} og prøv igjen – det du skrev, er tatt vare på.`;
    }
    case 'invalid':
      return 'Rett opp feltene som er merket, og prøv igjen.';
    case 'offline':
      return 'Du er uten nett, så meldingen er ikke sendt. Det du skrev, er tatt vare på i skjemaet – send den igjen når du har dekning.';
    case 'failed':
      return 'Noe gikk galt hos oss. Det du skrev, er tatt vare på i skjemaet, så du kan prøve å sende igjen.';
  }
}
