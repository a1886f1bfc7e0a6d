import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

/** Every message's submitted fields in a contact store (lib/contact/store/sqlite.ts), read-only. */
function readStoredMessages(dbFile) {
  if (!existsSync(dbFile)) return [];
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    return db
      .prepare('SELECT message FROM contact_messages')
      .all()
      .map((row) => JSON.parse(row.message));
  } finally {
    db.close();
  }
}

/**
 * The message texts in a contact store, for scripts that check that every message answered 2xx
 * was stored (the load test). Empty if there is no store yet.
 */
export function readStoredMessageTexts(dbFile) {
  return readStoredMessages(dbFile).map((message) => message.message);
}

/** The sender addresses of every message in a contact store (empty if there is no store yet). */
export function readStoredEmails(dbFile) {
  return readStoredMessages(dbFile).map((message) => message.email);
}
