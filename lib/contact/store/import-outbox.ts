import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { logEvent } from '@/lib/log';
import { parsePageContext } from '@/lib/contact-message/payload';
import { contactMessageSchema } from '@/lib/contact-message/schema';
import type { ContactStore } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type OutboxImport = { imported: number; skipped: number };

/**
 * Moves the messages of the JSONL outbox (what the site wrote before the store existed) into the
 * store once. A marker records the import; each line keeps its id, so a second run (two
 * processes starting together) inserts nothing twice. The file itself is left for staff to delete.
 */
export async function importOutboxOnce(
  store: ContactStore,
  file: string,
  now = Date.now(),
): Promise<OutboxImport | null> {
  const target = path.resolve(file);
  const marker = `outbox-import:${target}`;
  if (await store.hasMarker(marker)) return null;
  let text: string;
  try {
    text = await readFile(target, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const result: OutboxImport = { imported: 0, skipped: 0 };
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const entry = parseLine(line);
    const message = contactMessageSchema.safeParse(entry);
    if (!entry || !message.success) {
      result.skipped += 1;
      continue;
    }
    const receivedAt = Date.parse(String(entry.receivedAt));
    await store.accept(
      {
        id: typeof entry.id === 'string' && UUID.test(entry.id) ? entry.id : randomUUID(),
        receivedAt: Number.isFinite(receivedAt) ? receivedAt : now,
        message: message.data,
        context: parsePageContext(entry.context),
      },
      now,
    );
    result.imported += 1;
  }
  await store.setMarker(
    marker,
    JSON.stringify({ importedAt: new Date(now).toISOString(), ...result }),
  );
  logEvent(
    'contact.outbox-imported',
    { file: target, ...result },
    result.skipped > 0 ? 'warn' : 'info',
  );
  return result;
}

function parseLine(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
