import { randomUUID } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';

export type OutboxEntry = { id: string; receivedAt: string };

// One queue per file: appends from concurrent requests run one after another in this process,
// and O_APPEND plus a single write per line keeps lines whole even across processes.
const queues = new Map<string, Promise<unknown>>();

/** Appends one JSON line with a fresh id and timestamp; resolves once it is on disk. */
export function appendToOutbox(
  file: string,
  record: Record<string, unknown>,
  now: Date = new Date(),
): Promise<OutboxEntry> {
  const target = path.resolve(file);
  const entry: OutboxEntry = { id: randomUUID(), receivedAt: now.toISOString() };
  const line = `${JSON.stringify({ ...entry, ...record })}\n`;
  const previous = queues.get(target) ?? Promise.resolve();
  const next = previous.then(() => writeLine(target, line)).then(() => entry);
  const settled = next.catch(() => undefined);
  queues.set(target, settled);
  void settled.then(() => {
    if (queues.get(target) === settled) queues.delete(target);
  });
  return next;
}

async function writeLine(file: string, line: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const bytes = Buffer.from(line, 'utf8');
  const handle = await open(file, 'a', 0o600);
  try {
    const { bytesWritten } = await handle.write(bytes, 0, bytes.length);
    if (bytesWritten !== bytes.length) {
      throw new Error(
        `Short write to contact outbox ${file} (${bytesWritten} of ${bytes.length} bytes); check free disk space.`,
      );
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}
