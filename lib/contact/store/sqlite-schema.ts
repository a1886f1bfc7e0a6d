import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { ContactStatus, StoredMessage } from './types';

// The SQLite outbox's tables and rows (./sqlite.ts opens it and runs its queries).

// WAL lets readers (the CLI, the health check) run beside the writer; synchronous=FULL fsyncs
// the WAL on every commit, so a resolved write survives power loss, not just a process crash.
// busy_timeout makes a second process (the CLI, another worker) wait for the lock instead of failing.
// secure_delete overwrites deleted rows with zeros, so an erased or purged message cannot be read
// back from the file's free pages (the WAL is truncated after each delete, see forgetDeleted).
export const SCHEMA = `
  PRAGMA secure_delete = ON;
  PRAGMA journal_mode = WAL;
  PRAGMA synchronous = FULL;
  PRAGMA busy_timeout = 5000;
  CREATE TABLE IF NOT EXISTS contact_messages (
    id TEXT PRIMARY KEY,
    status TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'quarantined', 'dead')),
    received_at INTEGER NOT NULL,
    message TEXT NOT NULL,
    context TEXT NOT NULL,
    spam_reason TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    next_attempt_at INTEGER,
    cycle_started_at INTEGER NOT NULL,
    lease_owner TEXT,
    lease_until INTEGER,
    delivered_at INTEGER,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS contact_messages_due ON contact_messages (status, next_attempt_at);
  CREATE TABLE IF NOT EXISTS contact_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

// Columns added after the first release: a file written by an older version gets them on open.
const ADDED_COLUMNS = { idempotency_key: 'TEXT', idempotency_fingerprint: 'TEXT' } as const;

// One message per key: the unique index makes a second accept with the key fail inside the
// transaction instead of storing the message twice.
const IDEMPOTENCY_INDEX = `
  CREATE UNIQUE INDEX IF NOT EXISTS contact_messages_idempotency
    ON contact_messages (idempotency_key) WHERE idempotency_key IS NOT NULL;
`;

export function addMissingColumns(db: DatabaseSync) {
  const present = new Set(
    (db.prepare('PRAGMA table_info(contact_messages)').all() as Row[]).map((row) =>
      String(row.name),
    ),
  );
  for (const [name, type] of Object.entries(ADDED_COLUMNS))
    if (!present.has(name)) db.exec(`ALTER TABLE contact_messages ADD COLUMN ${name} ${type}`);
  db.exec(IDEMPOTENCY_INDEX);
}

export type Row = Record<string, SQLInputValue>;

export function toMessage(row: Row): StoredMessage {
  const num = (value: SQLInputValue) => (value === null ? null : Number(value));
  return {
    id: String(row.id),
    status: String(row.status) as ContactStatus,
    receivedAt: Number(row.received_at),
    message: JSON.parse(String(row.message)),
    context: JSON.parse(String(row.context)),
    spamReason: (row.spam_reason as StoredMessage['spamReason']) ?? null,
    attempts: Number(row.attempts),
    lastError: row.last_error === null ? null : String(row.last_error),
    nextAttemptAt: num(row.next_attempt_at),
    cycleStartedAt: Number(row.cycle_started_at),
    deliveredAt: num(row.delivered_at),
    updatedAt: Number(row.updated_at),
    leaseOwner: row.lease_owner === null ? null : String(row.lease_owner),
    leaseUntil: num(row.lease_until),
    idempotency:
      row.idempotency_key === null || row.idempotency_key === undefined
        ? null
        : { key: String(row.idempotency_key), fingerprint: String(row.idempotency_fingerprint) },
  };
}
