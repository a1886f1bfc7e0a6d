import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contactMessageSchema } from '@/lib/contact-message/schema';
import { importOutboxOnce, type ContactStore } from '@/lib/contact/store';
import payload from '../contact/fixtures/valid-payload.json';

const message = contactMessageSchema.parse(payload);

/**
 * What every ContactStore must do, whatever it is built on. `open` gives a new connection to the
 * one store of the current test (the caller makes it fresh for each test and closes what it opened).
 */
export function contactStoreContract(open: () => Promise<ContactStore>) {
  it('keeps an accepted message, with its context, for the next connection', async () => {
    const first = await open();
    const stored = await first.accept(
      { message, context: { pageName: 'Hjem', hutk: 'abc' } },
      1000,
    );
    await first.close();
    const again = await (await open()).get(stored.id);
    expect(again).toEqual({
      id: stored.id,
      status: 'pending',
      receivedAt: 1000,
      message,
      context: { pageName: 'Hjem', hutk: 'abc' },
      spamReason: null,
      attempts: 0,
      lastError: null,
      nextAttemptAt: 1000,
      cycleStartedAt: 1000,
      deliveredAt: null,
      updatedAt: 1000,
      leaseOwner: null,
      leaseUntil: null,
      idempotency: null,
    });
  });

  it("stores a message once per Idempotency-Key, for the key's time", async () => {
    const a = await open();
    const b = await open();
    const key = { key: 'k-0b7e', fingerprint: 'f1', ttlMs: 10_000 };
    const first = await a.accept({ id: 'id-first', message, context: {}, idempotency: key }, 1000);
    expect(first).toMatchObject({
      id: 'id-first',
      idempotency: { key: 'k-0b7e', fingerprint: 'f1' },
    });
    // From another connection, with another id and fingerprint: the first message comes back.
    const repeat = await b.accept(
      { id: 'id-repeat', message, context: {}, idempotency: { ...key, fingerprint: 'f2' } },
      5000,
    );
    expect(repeat).toMatchObject({ id: 'id-first', idempotency: { fingerprint: 'f1' } });
    expect(await a.findByIdempotencyKey('k-0b7e', 10_000, 5000)).toMatchObject({ id: 'id-first' });
    expect(await a.findByIdempotencyKey('k-other', 10_000, 5000)).toBeNull();
    expect((await a.list()).map((stored) => stored.id)).toEqual(['id-first']);
    // Past its time the key starts a new message.
    const later = await b.accept(
      { id: 'id-later', message, context: {}, idempotency: key },
      11_001,
    );
    expect(later.id).toBe('id-later');
    // Deleting the message frees its key.
    await a.remove('id-later');
    const again = await a.accept(
      { id: 'id-again', message, context: {}, idempotency: key },
      11_002,
    );
    expect(again.id).toBe('id-again');
  });

  it('records a delivery or failure only under the lease it was made under', async () => {
    const store = await open();
    const stored = await store.accept({ message, context: {} }, 1000);
    await store.claimDue('old', { limit: 1, leaseMs: 1000 }, 1000);
    // The old lease ran out and another worker took the message over.
    const [taken] = await store.claimDue('new', { limit: 1, leaseMs: 60_000 }, 2500);
    expect(taken).toMatchObject({ id: stored.id, leaseOwner: 'new', leaseUntil: 62_500 });
    expect(await store.markDelivered(stored.id, 3000, 'old')).toBe(false);
    await store.markFailed(stored.id, 'late', 9000, 3000, 'old');
    await store.markDead(stored.id, 'late', 3000, 'old');
    expect(await store.get(stored.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      leaseOwner: 'new',
    });
    expect(await store.markDelivered(stored.id, 3100, 'new')).toBe(true);
    expect(await store.get(stored.id)).toMatchObject({ status: 'delivered', leaseOwner: null });
  });

  it('treats a second accept with a known id as a no-op', async () => {
    const store = await open();
    const id = '2b0c7c36-7b8e-4f0e-9d61-3b8a3e0f5a12';
    await store.accept({ id, receivedAt: 500, message, context: {} }, 1000);
    await store.accept(
      { id, receivedAt: 900, message: { ...message, email: 'annen@example.no' }, context: {} },
      2000,
    );
    expect(await store.list()).toEqual([expect.objectContaining({ id, receivedAt: 500, message })]);
  });

  it('never hands one message to two workers on separate connections while the lease holds', async () => {
    const a = await open();
    const b = await open();
    for (let i = 0; i < 10; i += 1) await a.accept({ message, context: {} }, 1000);
    const [first, second] = await Promise.all([
      a.claimDue('a', { limit: 6, leaseMs: 60_000 }, 2000),
      b.claimDue('b', { limit: 6, leaseMs: 60_000 }, 2000),
    ]);
    const ids = [...first, ...second].map((m) => m.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(await a.claimDue('a', { limit: 10, leaseMs: 60_000 }, 61_999)).toHaveLength(0);
    // A worker that died leaves its lease to run out; then another takes the message.
    expect(await b.claimDue('b', { limit: 10, leaseMs: 60_000 }, 62_000)).toHaveLength(10);
  });

  it('leaves a message leased for an inline attempt to that attempt', async () => {
    const store = await open();
    await store.accept({ message, context: {}, lease: { owner: 'inline', ms: 60_000 } }, 1000);
    expect(await store.claimDue('w', { limit: 5, leaseMs: 60_000 }, 2000)).toHaveLength(0);
    expect(await store.claimDue('w', { limit: 5, leaseMs: 60_000 }, 61_000)).toHaveLength(1);
  });

  it('claims only due messages, and records failures, delivery and giving up', async () => {
    const store = await open();
    const one = await store.accept({ message, context: {} }, 1000);
    const two = await store.accept({ message, context: {} }, 1000);
    await store.claimDue('w', { limit: 5, leaseMs: 60_000 }, 1000);
    await store.markFailed(one.id, 'HTTP 503', 9000, 1500);
    await store.markDead(two.id, 'HTTP 404', 1500);
    expect(await store.claimDue('w', { limit: 5, leaseMs: 60_000 }, 8999)).toHaveLength(0);
    const [due] = await store.claimDue('w', { limit: 5, leaseMs: 60_000 }, 9000);
    expect(due).toMatchObject({
      id: one.id,
      attempts: 1,
      lastError: 'HTTP 503',
      nextAttemptAt: 9000,
    });
    expect(await store.markDelivered(one.id, 9500)).toBe(true);
    expect(await store.markDelivered(one.id, 9600)).toBe(false);
    expect(await store.markDelivered('no-such-id', 9600)).toBe(false);
    expect(await store.get(one.id)).toMatchObject({
      status: 'delivered',
      attempts: 2,
      deliveredAt: 9500,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(await store.get(two.id)).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastError: 'HTTP 404',
      nextAttemptAt: null,
    });
    expect(await store.counts()).toEqual({ pending: 0, delivered: 1, quarantined: 0, dead: 1 });
    expect(await store.claimDue('w', { limit: 5, leaseMs: 60_000 }, 99_999_999)).toHaveLength(0);
  });

  it('keeps a quarantined message out of delivery until it is released', async () => {
    const store = await open();
    const spam = await store.accept({ message, context: {}, spamReason: 'too-fast' }, 1000);
    expect(spam).toMatchObject({
      status: 'quarantined',
      spamReason: 'too-fast',
      nextAttemptAt: null,
    });
    expect(await store.claimDue('w', { limit: 5, leaseMs: 1000 }, 99_999_999)).toHaveLength(0);
    await expect(store.retry(spam.id)).rejects.toThrow(/it is quarantined/);
    expect(await store.release(spam.id, 5000)).toMatchObject({
      status: 'pending',
      nextAttemptAt: 5000,
      spamReason: 'too-fast',
    });
    await expect(store.release(spam.id)).rejects.toThrow(/it is pending/);
    expect(await store.claimDue('w', { limit: 5, leaseMs: 1000 }, 5000)).toHaveLength(1);
  });

  it('retries a dead message with a fresh retry period, but not one a worker holds', async () => {
    const store = await open();
    const stored = await store.accept({ message, context: {} }, 1000);
    await store.markDead(stored.id, 'gave up', 2000);
    expect(await store.retry(stored.id, 3000)).toMatchObject({
      status: 'pending',
      cycleStartedAt: 3000,
      nextAttemptAt: 3000,
    });
    await store.claimDue('w', { limit: 1, leaseMs: 60_000 }, 3000);
    await expect(store.retry(stored.id, 4000)).rejects.toThrow(/being delivered right now/);
    await expect(store.retry('no-such-id')).rejects.toThrow(
      'No contact message with id no-such-id.',
    );
    await expect(store.release('no-such-id')).rejects.toThrow(
      'No contact message with id no-such-id.',
    );
  });

  it('lists oldest first, filters by status, counts and removes', async () => {
    const store = await open();
    const late = await store.accept({ message, context: {} }, 3000);
    const early = await store.accept({ message, context: {}, spamReason: 'honeypot' }, 1000);
    const middle = await store.accept({ message, context: {} }, 2000);
    expect((await store.list()).map((m) => m.id)).toEqual([early.id, middle.id, late.id]);
    expect((await store.list({ status: 'pending' })).map((m) => m.id)).toEqual([
      middle.id,
      late.id,
    ]);
    expect((await store.list({ status: 'quarantined' })).map((m) => m.id)).toEqual([early.id]);
    expect(await store.counts()).toEqual({ pending: 2, delivered: 0, quarantined: 1, dead: 0 });
    await store.remove(middle.id);
    expect(await store.get(middle.id)).toBeNull();
    expect(await store.claimDue('w', { limit: 5, leaseMs: 1000 }, 5000)).toEqual([
      expect.objectContaining({ id: late.id }),
    ]);
    expect(await store.counts()).toEqual({ pending: 1, delivered: 0, quarantined: 1, dead: 0 });
  });

  it('purges only the given status last changed before the cut-off', async () => {
    const store = await open();
    const old = await store.accept({ message, context: {} }, 1000);
    const recent = await store.accept({ message, context: {} }, 1000);
    const waiting = await store.accept({ message, context: {} }, 1000);
    await store.markDelivered(old.id, 2000);
    await store.markDelivered(recent.id, 5000);
    expect(await store.purge({ status: 'delivered', before: 3000 })).toBe(1);
    expect((await store.list()).map((m) => m.id).sort()).toEqual([recent.id, waiting.id].sort());
    expect(await store.counts()).toEqual({ pending: 1, delivered: 1, quarantined: 0, dead: 0 });
  });

  it('erases every message of one address, in every status, ignoring case', async () => {
    const store = await open();
    const theirs = { ...message, email: 'Slett.Meg@Example.no' };
    const pending = await store.accept({ message: theirs, context: {} }, 1000);
    const delivered = await store.accept({ message: theirs, context: {} }, 1000);
    const quarantined = await store.accept(
      { message: theirs, context: {}, spamReason: 'too-fast' },
      1000,
    );
    const dead = await store.accept({ message: theirs, context: {} }, 1000);
    const other = await store.accept({ message, context: {} }, 1000);
    await store.claimDue('w', { limit: 10, leaseMs: 60_000 }, 1000);
    await store.markDelivered(delivered.id, 2000);
    await store.markDead(dead.id, 'HTTP 404', 2000);
    expect((await store.list()).map((m) => m.status).sort()).toEqual(
      ['dead', 'delivered', 'pending', 'pending', 'quarantined'].sort(),
    );
    expect(await store.erase(' slett.meg@example.NO ')).toBe(4);
    for (const gone of [pending, delivered, quarantined, dead])
      expect(await store.get(gone.id)).toBeNull();
    expect((await store.list()).map((m) => m.id)).toEqual([other.id]);
    expect(await store.erase('slett.meg@example.no')).toBe(0);
  });

  it('keeps the kind of an accessibility report and leaves the default kind out', async () => {
    const store = await open();
    const report = await store.accept(
      { message: contactMessageSchema.parse({ ...payload, kind: 'accessibility' }), context: {} },
      1000,
    );
    const plain = await store.accept(
      { message: contactMessageSchema.parse({ ...payload, kind: 'contact' }), context: {} },
      1000,
    );
    expect((await store.get(report.id))?.message.kind).toBe('accessibility');
    expect((await store.get(plain.id))?.message).toEqual(message);
  });

  it('imports an old JSONL outbox once, keeping ids and times, and skips broken lines', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'contact-outbox-'));
    try {
      const outbox = path.join(dir, 'outbox.jsonl');
      const id = '2b0c7c36-7b8e-4f0e-9d61-3b8a3e0f5a11';
      await writeFile(
        outbox,
        [
          JSON.stringify({ id, receivedAt: '2026-01-02T03:04:05.000Z', ...payload }),
          '{"half a line',
          JSON.stringify({ id: 'x', receivedAt: 'never', ...payload, email: 'annen@example.no' }),
          JSON.stringify({ ...payload, email: 'not an email' }),
        ].join('\n') + '\n',
      );
      const store = await open();
      expect(await importOutboxOnce(store, outbox, 7000)).toEqual({ imported: 2, skipped: 2 });
      expect(await importOutboxOnce(await open(), outbox, 8000)).toBeNull();
      const messages = await store.list();
      expect(messages).toHaveLength(2);
      expect(messages.find((m) => m.id === id)).toMatchObject({
        status: 'pending',
        receivedAt: Date.parse('2026-01-02T03:04:05.000Z'),
        context: payload.context,
      });
      expect(messages.find((m) => m.id !== id)).toMatchObject({
        receivedAt: 7000,
        message: { email: 'annen@example.no' },
      });
      expect(await importOutboxOnce(store, path.join(dir, 'missing.jsonl'))).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
