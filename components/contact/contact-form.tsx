'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@/lib/contact-message/honeypot';
import { CONTACT_TEXT, type ContactText } from '@/lib/contact-message/contact-text';
import type { ContactFormValues, ContactKind, ContactMessage } from '@/lib/contact-message/schema';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { routePath } from '@/lib/routing/edition-paths';
import { buttonClass } from './button-class';
import { ConsentCheckbox } from './consent-checkbox';
import { postContact } from './post-contact';
import { useHydrated } from '@/components/ui/client-state';
import { EMPTY_CONTACT_FORM as EMPTY } from './empty-form';
import { lazyContactResolver } from './lazy-resolver';
import { keyForMessage, type MessageKey } from './message-key';
import { SendError, type SendFailure } from './send-error';
import { TextField } from './text-field';
import { ThankYou } from './thank-you';

/** What differs between the contact form and the accessibility statement's barrier report. */
function copyFor(kind: ContactKind, text: ContactText) {
  return kind === 'contact'
    ? {
        heading: text.contactHeading,
        message: text.labels.message,
        submit: text.contactSubmit,
        askCompany: true,
      }
    : {
        heading: text.accessibilityHeading,
        message: text.accessibilityMessage,
        submit: text.accessibilitySubmit,
        askCompany: false,
      };
}

export function ContactForm({
  contactEmail,
  kind = 'contact',
  language = DEFAULT_LANGUAGE,
}: {
  contactEmail?: string | null;
  /** 'accessibility' marks the message as a barrier report (and asks only what that needs). */
  kind?: ContactKind;
  /** The page's edition: the form's texts, its validation messages and the message's language. */
  language?: Language;
}) {
  const text = CONTACT_TEXT[language];
  const copy = copyFor(kind, text);
  const [view, setView] = useState<'form' | 'sent'>('form');
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const startedAt = useRef(0);
  // The message being sent and its Idempotency-Key, kept across tries of that same message.
  const messageKey = useRef<MessageKey | null>(null);
  const viewChanged = useRef(false);
  // Set once the form is live (hydrated): tests wait for it before they type.
  const ready = useHydrated();
  const { register, handleSubmit, reset, setError, formState } = useForm<
    ContactFormValues,
    unknown,
    ContactMessage
  >({
    resolver: lazyContactResolver(language),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors, isValid, isSubmitting } = formState;

  useEffect(() => {
    if (view === 'form') startedAt.current = Date.now();
    // Focus only after the visitor changed the view, never on page load.
    if (viewChanged.current) headingRef.current?.focus();
  }, [view]);

  useEffect(() => {
    if (failure) errorRef.current?.focus();
  }, [failure]);

  const showView = (next: 'form' | 'sent') => {
    viewChanged.current = true;
    setView(next);
  };

  const send = async (values: ContactMessage) => {
    setFailure(null);
    messageKey.current = keyForMessage(
      messageKey.current,
      JSON.stringify([kind, language, values]),
    );
    const result = await postContact(
      {
        ...values,
        ...(kind === 'contact' ? {} : { kind }),
        ...(language === DEFAULT_LANGUAGE ? {} : { language }),
        [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
        startedAt: startedAt.current,
        submittedAt: Date.now(),
        context: { pageUri: window.location.href, pageName: document.title },
      },
      messageKey.current.key,
    );
    if (result.kind === 'sent') {
      // Sent: the next message, even one with the same text, is a new one.
      messageKey.current = null;
      reset(EMPTY);
      showView('sent');
      return;
    }
    if (result.kind === 'invalid') {
      for (const [name, message] of Object.entries(result.fields)) {
        if (isFormField(name)) setError(name, { type: 'server', message });
      }
    }
    setFailure(result);
  };

  if (view === 'sent') {
    return (
      <div className="w-full md:w-1/2">
        <ThankYou headingRef={headingRef} onNewMessage={() => showView('form')} text={text} />
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => handleSubmit(send)(event)}
      noValidate
      data-ready={ready ? '' : undefined}
      aria-busy={isSubmitting}
      className="relative w-full md:w-1/2"
    >
      {/* Focused when the visitor comes back from the thank-you view; shown while focused, so sighted keyboard users see where they are. */}
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="sr-only focus:not-sr-only focus:mb-4 focus:block focus:text-2xl focus:font-bold"
      >
        {copy.heading}
      </h3>
      <fieldset disabled={isSubmitting} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={text.labels.firstname}
            required
            requiredMark={text.requiredMark}
            autoComplete="given-name"
            registration={register('firstname')}
            error={errors.firstname?.message}
          />
          <TextField
            label={text.labels.lastname}
            required
            requiredMark={text.requiredMark}
            autoComplete="family-name"
            registration={register('lastname')}
            error={errors.lastname?.message}
          />
        </div>
        <TextField
          label={text.labels.email}
          type="email"
          required
          requiredMark={text.requiredMark}
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        {copy.askCompany ? (
          <TextField
            label={text.labels.companyOptional}
            autoComplete="organization"
            registration={register('company')}
            error={errors.company?.message}
          />
        ) : null}
        <TextField
          label={copy.message}
          multiline
          required
          requiredMark={text.requiredMark}
          registration={register('message')}
          error={errors.message?.message}
        />
        <ConsentCheckbox
          label={text.consentToProcess}
          required
          requiredMark={text.requiredMark}
          registration={register('consentToProcessing')}
          error={errors.consentToProcessing?.message}
          // Outside the label, so the consent text stays the exact string HubSpot records.
          after={
            <a
              href={routePath('privacy', language)}
              className="inline-block py-0.5 font-semibold underline underline-offset-4 hover:no-underline"
            >
              {text.readPrivacy}
            </a>
          }
        />
        {kind === 'contact' ? (
          <ConsentCheckbox
            label={text.consentToNewsletter}
            registration={register('consentToNewsletter')}
            error={errors.consentToNewsletter?.message}
          />
        ) : null}
        <Honeypot inputRef={honeypotRef} label={text.honeypot} />
        {failure ? (
          <SendError ref={errorRef} failure={failure} contactEmail={contactEmail} text={text} />
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={!isValid || isSubmitting}
            aria-describedby={isValid ? undefined : 'contact-form-hint'}
            className={buttonClass}
          >
            {copy.submit}
          </button>
          {isValid ? null : (
            <p id="contact-form-hint" className="muted text-sm">
              {text.fillRequired}
            </p>
          )}
        </div>
      </fieldset>
      {isSubmitting ? (
        <div
          role="status"
          className="absolute inset-0 flex items-center justify-center gap-3 rounded bg-white/80 text-lg font-semibold dark:bg-primary-900/80"
        >
          <span
            aria-hidden="true"
            className="h-6 w-6 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          {text.sending}
        </div>
      ) : null}
    </form>
  );
}

function isFormField(name: string): name is keyof ContactFormValues {
  return Object.hasOwn(EMPTY, name);
}

// Invisible to people and assistive technology; naive bots fill every input they find.
function Honeypot({ inputRef, label }: { inputRef: React.Ref<HTMLInputElement>; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="contact-website">{label}</label>
      <input
        id="contact-website"
        ref={inputRef}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
