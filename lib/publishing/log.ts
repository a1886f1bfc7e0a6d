import { levelForStatus, logEvent } from '@/lib/log';

type DeliveryLog = { status: number; durationMs: number; [field: string]: unknown };

/** One JSON line per webhook delivery, so a log search for `content.revalidate` shows every publish. */
export function logDelivery(entry: DeliveryLog): void {
  logEvent('content.revalidate', entry, levelForStatus(entry.status));
}
