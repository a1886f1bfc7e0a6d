import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

/**
 * The message texts in a contact store (lib/contact/store/sqlite.ts), read-only, for scripts that
 * check that every message answered 2xx was stored (the load test). Empty if there is no store yet.
 */
export function readStoredMessageTexts(dbFile) {
  if (!existsSync(dbFile)) return [];
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    return db
      .prepare('SELECT message FROM contact_messages')
      .all()
      .map((row) => JSON.parse(row.message).message);
  } finally {
    db.close();
  }
}

/** The sender addresses of every message in a contact store (empty if there is no store yet). */
export function readStoredEmails(dbFile) {
  if (!existsSync(dbFile)) return [];
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    return db
      .prepare('SELECT message FROM contact_messages')
      .all()
      .map((row) => JSON.parse(row.message).email);
  } finally {
    db.close();
  }
}
