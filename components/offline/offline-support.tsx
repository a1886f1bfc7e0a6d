'use client';

import { useEffect, useState } from 'react';
import {
  OFFLINE_COPY_QUERY,
  REFRESH_OFFLINE_SET,
  SERVICE_WORKER_URL,
  type OfflineCopyAnswer,
} from '@/lib/offline/paths';

/** The notice's words in the page's language (lib/i18n/dictionaries: offline.notice). */
export type OfflineNoticeText = { lead: string; saved: string; at: string; tail: string };

/**
 * "12. juni 2027 kl. 14:05" (or "12 June 2027 at 14:05"), in the phone's own time zone. The
 * formatters are made here, not when the module loads: that costs a phone tens of milliseconds
 * of locale data on every page, for a notice shown only offline.
 */
export function savedAtText(iso: string, locale: string, at: string): string | null {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return null;
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  return `${day.format(date)} ${at} ${time.format(date)}`;
}

/** The whole notice: the lead, when the copy was saved if known, and the tail. */
export function offlineNotice(text: OfflineNoticeText, when: string | null): string {
  return `${text.lead}${when ? `, ${text.saved} ${when}` : ''}. ${text.tail}`;
}

/**
 * Registers the service worker, and asks it whether this page came from the phone's memory
 * rather than the network; if so, says so and when the copy was saved.
 */
export function OfflineSupport({ locale, text }: { locale: string; text: OfflineNoticeText }) {
  const [savedAt, setSavedAt] = useState<string | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // No worker (private mode, blocked): the site works online as before.
    });
    const controller = navigator.serviceWorker.controller;
    if (!controller) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<OfflineCopyAnswer>) =>
      setSavedAt(event.data.savedAt);
    controller.postMessage(OFFLINE_COPY_QUERY, [channel.port2]);
    controller.postMessage(REFRESH_OFFLINE_SET);
    return () => channel.port1.close();
  }, []);

  if (savedAt === null) return null;
  const when = savedAtText(savedAt, locale, text.at);
  return (
    <div
      role="status"
      data-testid="offline-notice"
      className="fixed inset-x-0 bottom-0 z-50 border-t-2 border-primary-950 bg-amber-100 px-4 py-3 text-center text-primary-950 dark:border-amber-100 dark:bg-primary-950 dark:text-amber-100"
    >
      {offlineNotice(text, when)}
    </div>
  );
}
