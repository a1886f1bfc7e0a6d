import type { ContactMessage } from '@/lib/contact-message/schema';

export const CONTACT_STATUSES = ['pending', 'delivered', 'quarantined', 'dead'] as const;
/**
 * pending: waiting for delivery (or, without HubSpot, kept for staff); delivered: HubSpot has it;
 * quarantined: looked like a bot, kept until staff release or purge it; dead: gave up retrying.
 */
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export type SpamReason = 'honeypot' | 'too-fast' | 'no-timing';

/** What HubSpot gets besides the fields: the page and the visitor's tracking cookie. */
export type StoredContext = { pageUri?: string; pageName?: string; hutk?: string };

/** Times are milliseconds since the epoch. */
export type StoredMessage = {
  id: string;
  status: ContactStatus;
  receivedAt: number;
  message: ContactMessage;
  context: StoredContext;
  spamReason: SpamReason | null;
  /** Finished delivery attempts. */
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number | null;
  /** When the current round of retries began (receipt, release or a manual retry); dead 24 h later. */
  cycleStartedAt: number;
  deliveredAt: number | null;
  updatedAt: number;
  /** The worker or request holding the message right now, and until when (null: nobody). */
  leaseOwner: string | null;
  leaseUntil: number | null;
  /** The client's Idempotency-Key and the fingerprint of the message it came with. */
  idempotency: MessageIdempotency | null;
};

/** An Idempotency-Key (IETF httpapi draft) as stored with its message. */
export type MessageIdempotency = { key: string; fingerprint: string };

export type AcceptInput = {
  message: ContactMessage;
  context: StoredContext;
  /** Stored as quarantined: never delivered until released. */
  spamReason?: SpamReason;
  /** Holds the message for an inline attempt, so no worker takes it meanwhile. */
  lease?: { owner: string; ms: number };
  /**
   * Stored with the message. When a message with this key arrived less than `ttlMs` ago, nothing
   * is stored and accept returns that message instead (its id differs from the one asked for).
   */
  idempotency?: MessageIdempotency & { ttlMs: number };
  /** For imports: keep the id and time the message already had. */
  id?: string;
  receivedAt?: number;
};

export type ContactCounts = Record<ContactStatus, number>;

/** Thrown for a staff action that does not fit the message (unknown id, wrong status). */
export class ContactStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContactStoreError';
  }
}

/**
 * The outbox every contact message goes through. Each write resolves only once it is durable,
 * so a 200 to the visitor means the message survives a crash. Claims carry a lease, so several
 * workers (processes sharing the store) never deliver the same message at the same time.
 */
export interface ContactStore {
  readonly kind: 'sqlite' | 'redis';
  /**
   * A store with a queue Redis (the fleet's): re-reads that server's settings and names the one
   * that keeps it from taking messages (null: fit; undefined: not read yet). Absent elsewhere.
   */
  checkQueue?(): Promise<string | null | undefined>;
  /**
   * Stores a new message (pending or quarantined). An import with a known id is a no-op; a
   * message whose Idempotency-Key is already stored returns the stored one (see AcceptInput).
   */
  accept(input: AcceptInput, now?: number): Promise<StoredMessage>;
  /** Leases up to `limit` pending messages that are due and not leased by another worker. */
  claimDue(
    owner: string,
    options: { limit: number; leaseMs: number },
    now?: number,
  ): Promise<StoredMessage[]>;
  /**
   * Records a delivery; false if the message was no longer pending or, with `owner`, another
   * worker holds its lease now (this one's ran out and was taken over).
   */
  markDelivered(id: string, now?: number, owner?: string): Promise<boolean>;
  /** Records a failed attempt and when to try next; releases the lease (only `owner`'s, if given). */
  markFailed(
    id: string,
    error: string,
    nextAttemptAt: number,
    now?: number,
    owner?: string,
  ): Promise<void>;
  /** Records the last failed attempt and gives up (only under `owner`'s lease, if given). */
  markDead(id: string, error: string, now?: number, owner?: string): Promise<void>;
  /** quarantined → pending, due now (staff judged it a person). */
  release(id: string, now?: number): Promise<StoredMessage>;
  /** dead or pending → pending, due now, with a fresh 24 h of retries. */
  retry(id: string, now?: number): Promise<StoredMessage>;
  /** Deletes one message (HubSpot refused the email address and the visitor was asked to fix it). */
  remove(id: string): Promise<void>;
  get(id: string): Promise<StoredMessage | null>;
  /** The message stored with this Idempotency-Key less than `ttlMs` ago, if any. */
  findByIdempotencyKey(key: string, ttlMs: number, now?: number): Promise<StoredMessage | null>;
  /** Oldest first. */
  list(filter?: { status?: ContactStatus }): Promise<StoredMessage[]>;
  counts(): Promise<ContactCounts>;
  /**
   * Deletes every message (any status) whose email is `email`, compared without case; returns how
   * many. For a visitor's erasure request (GDPR art. 17).
   */
  erase(email: string): Promise<number>;
  /**
   * Keeps the newest `keep` messages in `status` (by last change) and deletes the older ones;
   * returns how many. The quarantine's cap.
   */
  cap(options: { status: ContactStatus; keep: number }): Promise<number>;
  /** Deletes messages in `status` last changed before `before`; returns how many. */
  purge(options: { status: ContactStatus; before: number }): Promise<number>;
  /** One-time jobs (the JSONL import) record that they ran. */
  hasMarker(key: string): Promise<boolean>;
  setMarker(key: string, value: string): Promise<void>;
  close(): Promise<void>;
}
