type DeliveryLog = { status: number; durationMs: number; [field: string]: unknown };

/** One JSON line per webhook delivery, so a log search for `content.revalidate` shows every publish. */
export function logDelivery(entry: DeliveryLog): void {
  const line = JSON.stringify({ event: 'content.revalidate', ...entry });
  if (entry.status >= 500) console.error(line);
  else if (entry.status >= 400) console.warn(line);
  else console.info(line);
}
