import type { Ref } from 'react';
import { buttonClass } from './button-class';

import type { ContactText } from '@/lib/contact-message/contact-text';

type ThankYouProps = {
  headingRef: Ref<HTMLHeadingElement>;
  onNewMessage: () => void;
  text: Pick<ContactText, 'thanksHeading' | 'thanksBody' | 'newMessage'>;
};

export function ThankYou({ headingRef, onNewMessage, text }: ThankYouProps) {
  return (
    <div className="space-y-4">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-heading text-2xl font-bold focus:outline-none"
      >
        {text.thanksHeading}
      </h3>
      <p>{text.thanksBody}</p>
      <button type="button" onClick={onNewMessage} className={buttonClass}>
        {text.newMessage}
      </button>
    </div>
  );
}
