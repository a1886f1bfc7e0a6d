'use client';

import { useEffect, useState } from 'react';
import {
  OFFLINE_COPY_QUERY,
  REFRESH_OFFLINE_SET,
  SERVICE_WORKER_URL,
  type OfflineCopyAnswer,
} from '@/lib/offline/paths';

const dateFormat = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit' });

/** "12. juni 2027 kl. 14:05", in the phone's own time zone. */
export function savedAtText(iso: string): string | null {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return null;
  return `${dateFormat.format(date)} kl. ${timeFormat.format(date)}`;
}

/**
 * Registers the service worker, and asks it whether this page came from the phone's memory
 * rather than the network; if so, says so and when the copy was saved.
 */
export function OfflineSupport() {
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
  const when = savedAtText(savedAt);
  return (
    <div
      role="status"
      data-testid="offline-notice"
      className="fixed inset-x-0 bottom-0 z-50 border-t-2 border-primary-950 bg-amber-100 px-4 py-3 text-center text-primary-950 dark:border-amber-100 dark:bg-primary-950 dark:text-amber-100"
    >
      Du er uten nett. Siden vises fra telefonens minne
      {when ? `, lagret ${when}` : ''}. Innholdet kan ha endret seg siden.
    </div>
  );
}
