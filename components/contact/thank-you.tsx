import type { Ref } from 'react';
import { buttonClass } from './button-class';

type ThankYouProps = { headingRef: Ref<HTMLHeadingElement>; onNewMessage: () => void };

export function ThankYou({ headingRef, onNewMessage }: ThankYouProps) {
  return (
    <div className="space-y-4">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-heading text-2xl font-bold focus:outline-none"
      >
        Takk for meldingen!
      </h3>
      <p>Vi har mottatt meldingen din og svarer typisk innen 2-5 virkedager.</p>
      <button type="button" onClick={onNewMessage} className={buttonClass}>
        Send en ny melding
      </button>
    </div>
  );
}
