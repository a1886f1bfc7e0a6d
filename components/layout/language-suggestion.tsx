'use client';

import { useState } from 'react';
import { useHydrated } from '@/components/ui/client-state';
import { suggestedLanguage } from '@/lib/i18n/suggest-language';
import type { Language } from '@/lib/i18n/languages';
import { LANGUAGE_SUGGESTION_STORAGE_KEY } from '@/lib/ui/storage-keys';

type Offer = {
  language: Language;
  href: string;
  /** The line and its buttons, in the offered language. */
  text: string;
  link: string;
  dismiss: string;
};

/**
 * "This page is in English too": a small line at the foot of the screen on a Norwegian page that
 * has a version in a language the phone reads and Norwegian is not among them. Decided here in
 * the browser after the page has loaded (the HTML is the same for everyone, so the CDN keeps one
 * copy); fixed at the bottom so it moves nothing. Dismissing it is remembered on the phone.
 */
export function LanguageSuggestion({ offers }: { offers: Offer[] }) {
  // Only after hydration: the server's HTML (and the first render) is the same for everyone.
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  const offer = hydrated && !closed && !wasDismissed() ? offerFor(offers) : null;
  if (!offer) return null;
  const close = () => {
    try {
      window.localStorage.setItem(LANGUAGE_SUGGESTION_STORAGE_KEY, '1');
    } catch {
      // Not remembered; closed for now.
    }
    setClosed(true);
  };
  return (
    <aside
      lang={offer.language}
      aria-label={offer.text}
      data-language-suggestion={offer.language}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-primary-200 bg-white px-gutter py-3 shadow-lg dark:border-primary-700 dark:bg-primary-900"
    >
      <div className="section-container flex flex-wrap items-center justify-between gap-3">
        <p>
          {offer.text}{' '}
          <a
            href={offer.href}
            hrefLang={offer.language}
            className="font-semibold underline underline-offset-4 hover:no-underline"
          >
            {offer.link}
          </a>
        </p>
        <button
          type="button"
          onClick={close}
          className="min-h-10 rounded border border-primary-300 px-3 py-1 font-semibold hover:bg-primary-100 dark:border-primary-600 dark:hover:bg-primary-800"
        >
          {offer.dismiss}
        </button>
      </div>
    </aside>
  );
}

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(LANGUAGE_SUGGESTION_STORAGE_KEY) === '1';
  } catch {
    // Storage blocked: offer it, the visitor can still close it for this page.
    return false;
  }
}

function offerFor(offers: Offer[]): Offer | null {
  const language = suggestedLanguage(
    navigator.languages?.length ? navigator.languages : [navigator.language],
    offers.map((candidate) => candidate.language),
  );
  return offers.find((candidate) => candidate.language === language) ?? null;
}
