import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import {
  CONTACT_STATUSES,
  ContactStoreError,
  type AcceptInput,
  type ContactCounts,
  type ContactStatus,
  type ContactStore,
  type StoredMessage,
} from './types';
import { RESCHEDULE_FROM, rescheduleRefused, type RescheduleAction } from './reschedule';
import { addMissingColumns, SCHEMA, toMessage, type Row } from './sqlite-schema';

// A worker's update applies only under its own lease when it names itself (markDelivered and
// the others with an owner); staff actions and tests without an owner are not held to one.
const OWNED = '(? IS NULL OR lease_owner = ?)';

/** Opens (and creates) the SQLite outbox; throws with the file name when it cannot be written. */
export function openSqliteStore(file: string): ContactStore {
  const target = path.resolve(file);
  let db: DatabaseSync;
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    // Personal data: readable by the server's user only. SQLite gives -wal and -shm the same mode.
    closeSync(openSync(target, 'a', 0o600));
    db = new DatabaseSync(target);
    db.exec(SCHEMA);
    addMissingColumns(db);
  } catch (error) {
    throw new Error(
      `The contact store ${target} cannot be opened for writing (${error instanceof Error ? error.message : String(error)}); check CONTACT_DB_FILE and that its folder is writable.`,
    );
  }
  return new SqliteContactStore(db);
}

class SqliteContactStore implements ContactStore {
  readonly kind = 'sqlite' as const;

  constructor(private readonly db: DatabaseSync) {}

  private row(id: string): Row | undefined {
    return this.db.prepare('SELECT * FROM contact_messages WHERE id = ?').get(id) as
      Row | undefined;
  }

  private require(id: string): StoredMessage {
    const row = this.row(id);
    if (!row) throw new ContactStoreError(`No contact message with id ${id}.`);
    return toMessage(row);
  }

  async accept(input: AcceptInput, now = Date.now()): Promise<StoredMessage> {
    const id = input.id ?? randomUUID();
    const receivedAt = input.receivedAt ?? now;
    const quarantined = input.spamReason !== undefined;
    const key = input.idempotency;
    // BEGIN IMMEDIATE takes the write lock first, so the look-up and the insert are one step
    // for every process on the file.
    this.db.exec('BEGIN IMMEDIATE');
    try {
      if (key) {
        // A key older than its time is forgotten; the message it came with stays.
        this.db
          .prepare(
            'UPDATE contact_messages SET idempotency_key = NULL WHERE idempotency_key = ? AND received_at <= ?',
          )
          .run(key.key, now - key.ttlMs);
        const holder = this.db
          .prepare('SELECT id FROM contact_messages WHERE idempotency_key = ?')
          .get(key.key) as Row | undefined;
        if (holder) {
          this.db.exec('COMMIT');
          return this.require(String(holder.id));
        }
      }
      this.db
        .prepare(
          `INSERT INTO contact_messages
             (id, status, received_at, message, context, spam_reason, next_attempt_at,
              cycle_started_at, lease_owner, lease_until, updated_at,
              idempotency_key, idempotency_fingerprint)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (id) DO NOTHING`,
        )
        .run(
          id,
          quarantined ? 'quarantined' : 'pending',
          receivedAt,
          JSON.stringify(input.message),
          JSON.stringify(input.context),
          input.spamReason ?? null,
          quarantined ? null : now,
          now,
          input.lease?.owner ?? null,
          input.lease ? now + input.lease.ms : null,
          now,
          key?.key ?? null,
          key?.fingerprint ?? null,
        );
      this.db.exec('COMMIT');
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
    return this.require(id);
  }

  async claimDue(
    owner: string,
    { limit, leaseMs }: { limit: number; leaseMs: number },
    now = Date.now(),
  ): Promise<StoredMessage[]> {
    // One statement, so the pick and the lease are atomic even with other processes on the file.
    const rows = this.db
      .prepare(
        `UPDATE contact_messages SET lease_owner = ?, lease_until = ?
         WHERE id IN (
           SELECT id FROM contact_messages
           WHERE status = 'pending' AND next_attempt_at <= ?
             AND (lease_until IS NULL OR lease_until <= ?)
           ORDER BY next_attempt_at LIMIT ?)
         RETURNING *`,
      )
      .all(owner, now + leaseMs, now, now, limit) as Row[];
    return rows.map(toMessage).sort((a, b) => (a.nextAttemptAt ?? 0) - (b.nextAttemptAt ?? 0));
  }

  async markDelivered(id: string, now = Date.now(), owner?: string): Promise<boolean> {
    const result = this.db
      .prepare(
        `UPDATE contact_messages
         SET status = 'delivered', attempts = attempts + 1, last_error = NULL, delivered_at = ?,
             next_attempt_at = NULL, lease_owner = NULL, lease_until = NULL, updated_at = ?
         WHERE id = ? AND status = 'pending' AND ${OWNED}`,
      )
      .run(now, now, id, owner ?? null, owner ?? null);
    return Number(result.changes) === 1;
  }

  async markFailed(
    id: string,
    error: string,
    nextAttemptAt: number,
    now = Date.now(),
    owner?: string,
  ) {
    this.db
      .prepare(
        `UPDATE contact_messages
         SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?,
             lease_owner = NULL, lease_until = NULL, updated_at = ?
         WHERE id = ? AND status = 'pending' AND ${OWNED}`,
      )
      .run(error, nextAttemptAt, now, id, owner ?? null, owner ?? null);
  }

  async markDead(id: string, error: string, now = Date.now(), owner?: string) {
    this.db
      .prepare(
        `UPDATE contact_messages
         SET status = 'dead', attempts = attempts + 1, last_error = ?, next_attempt_at = NULL,
             lease_owner = NULL, lease_until = NULL, updated_at = ?
         WHERE id = ? AND status = 'pending' AND ${OWNED}`,
      )
      .run(error, now, id, owner ?? null, owner ?? null);
  }

  private reschedule(id: string, action: RescheduleAction, now: number) {
    const current = this.row(id);
    if (!current) throw rescheduleRefused(id, action, 'missing');
    const status = String(current.status) as ContactStatus;
    if (!RESCHEDULE_FROM[action].includes(status)) throw rescheduleRefused(id, action, status);
    const result = this.db
      .prepare(
        `UPDATE contact_messages
         SET status = 'pending', next_attempt_at = ?, cycle_started_at = ?,
             lease_owner = NULL, lease_until = NULL, updated_at = ?
         WHERE id = ? AND status = ? AND (lease_until IS NULL OR lease_until <= ?)`,
      )
      .run(now, now, now, id, status, now);
    if (Number(result.changes) !== 1) throw rescheduleRefused(id, action, 'leased');
    return this.require(id);
  }

  async release(id: string, now = Date.now()) {
    return this.reschedule(id, 'release', now);
  }

  async retry(id: string, now = Date.now()) {
    return this.reschedule(id, 'retry', now);
  }

  async remove(id: string) {
    this.db.prepare('DELETE FROM contact_messages WHERE id = ?').run(id);
  }

  async get(id: string) {
    const row = this.row(id);
    return row ? toMessage(row) : null;
  }

  async findByIdempotencyKey(key: string, ttlMs: number, now = Date.now()) {
    const row = this.db
      .prepare('SELECT * FROM contact_messages WHERE idempotency_key = ? AND received_at > ?')
      .get(key, now - ttlMs) as Row | undefined;
    return row ? toMessage(row) : null;
  }

  async list(filter: { status?: ContactStatus } = {}) {
    const rows = filter.status
      ? this.db
          .prepare('SELECT * FROM contact_messages WHERE status = ? ORDER BY received_at, id')
          .all(filter.status)
      : this.db.prepare('SELECT * FROM contact_messages ORDER BY received_at, id').all();
    return (rows as Row[]).map(toMessage);
  }

  async counts() {
    const counts = Object.fromEntries(CONTACT_STATUSES.map((s) => [s, 0])) as ContactCounts;
    const rows = this.db
      .prepare('SELECT status, COUNT(*) AS n FROM contact_messages GROUP BY status')
      .all() as Row[];
    for (const row of rows) counts[String(row.status) as ContactStatus] = Number(row.n);
    return counts;
  }

  async erase(email: string) {
    const result = this.db
      .prepare(
        "DELETE FROM contact_messages WHERE lower(json_extract(message, '$.email')) = lower(?)",
      )
      .run(email.trim());
    return this.forgetDeleted(Number(result.changes));
  }

  async cap({ status, keep }: { status: ContactStatus; keep: number }) {
    const result = this.db
      .prepare(
        `DELETE FROM contact_messages WHERE id IN (
           SELECT id FROM contact_messages WHERE status = ?
           ORDER BY updated_at DESC, received_at DESC, id DESC LIMIT -1 OFFSET ?)`,
      )
      .run(status, keep);
    return this.forgetDeleted(Number(result.changes));
  }

  async purge({ status, before }: { status: ContactStatus; before: number }) {
    const result = this.db
      .prepare('DELETE FROM contact_messages WHERE status = ? AND updated_at < ?')
      .run(status, before);
    return this.forgetDeleted(Number(result.changes));
  }

  /**
   * The WAL still holds copies of the pages as they were before a delete until a checkpoint
   * writes them back; truncating it after a delete leaves no copy of the removed rows behind.
   * A reader holding an old snapshot (the CLI mid-list) makes the truncation wait; it is then
   * done by a later delete or SQLite's own checkpoint.
   */
  private forgetDeleted(deleted: number) {
    if (deleted > 0) this.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    return deleted;
  }

  async hasMarker(key: string) {
    return this.db.prepare('SELECT 1 FROM contact_meta WHERE key = ?').get(key) !== undefined;
  }

  async setMarker(key: string, value: string) {
    this.db
      .prepare(
        'INSERT INTO contact_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(key, value);
  }

  async close() {
    if (this.db.isOpen) this.db.close();
  }
}
