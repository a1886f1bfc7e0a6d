import { mkdtemp, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readContactEnv } from '@/lib/env/contact';
import { messageFingerprint, readIdempotencyKey } from '@/lib/contact/idempotency';
import { contactMessageSchema } from '@/lib/contact-message/schema';
import { openSqliteStore, type ContactStore } from '@/lib/contact/store';
import { handleContactRequest, KEY_IN_PROGRESS, KEY_REUSED } from '@/lib/contact/submit';
import { startStandIn } from '../support/http-stand-in';
import payload from './fixtures/valid-payload.json';

type StandIn = Awaited<ReturnType<typeof startStandIn>>;

let dir: string;
let store: ContactStore;
let hubspot: StandIn;
let logs: Record<string, unknown>[];
const allow = { check: async () => ({ allowed: true as const }) };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'contact-idempotency-'));
  hubspot = await startStandIn((_request, response) => response.writeHead(200).end('{}'));
});
afterAll(async () => {
  await hubspot.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  store = openSqliteStore(path.join(dir, `${Date.now()}-${Math.random()}.db`));
  hubspot.requests.length = 0;
  logs = [];
});
afterEach(() => store.close());

const localEnv = () => readContactEnv({ CONTACT_DB_FILE: path.join(dir, 'unused.db') });
const hubspotEnv = () =>
  readContactEnv({
    CONTACT_DB_FILE: path.join(dir, 'unused.db'),
    HUBSPOT_PORTAL_ID: '123',
    HUBSPOT_FORM_GUID: 'form-guid',
    HUBSPOT_API_URL: hubspot.url,
  });

function post(
  body: Record<string, unknown>,
  key: string | null,
  env: ReturnType<typeof readContactEnv>,
) {
  const request = new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(body),
  });
  return handleContactRequest(request, {
    env,
    store,
    rateLimiter: allow,
    log: (entry) => void logs.push(entry),
  });
}

describe('the Idempotency-Key header', () => {
  it('is read bare or as a quoted string, and refused when malformed', () => {
    const read = (value: string) => readIdempotencyKey(new Headers({ 'idempotency-key': value }));
    expect(readIdempotencyKey(new Headers())).toEqual({ kind: 'none' });
    expect(read('8e03978e-40d5-43e8-bc93-6894a57f9324')).toEqual({
      kind: 'key',
      key: '8e03978e-40d5-43e8-bc93-6894a57f9324',
    });
    expect(read('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toEqual({
      kind: 'key',
      key: '8e03978e-40d5-43e8-bc93-6894a57f9324',
    });
    for (const bad of ['', '""', 'a b', 'x'.repeat(256), 'æøå', 'a"b', 'a\\b'])
      expect(read(bad)).toEqual({ kind: 'invalid' });
  });

  it('fingerprints the message, not the timing or the page it was sent from', () => {
    const message = contactMessageSchema.parse(payload);
    expect(messageFingerprint(message)).toBe(messageFingerprint({ ...message }));
    expect(messageFingerprint(message)).not.toBe(
      messageFingerprint({ ...message, message: `${message.message}!` }),
    );
  });
});

describe('POST /api/contact with an Idempotency-Key', () => {
  it('stores a repeated message once and answers the repeat with the first answer', async () => {
    const key = crypto.randomUUID();
    const first = await post(payload, key, localEnv());
    // The form sends the same message again after a lost answer: a new submittedAt, same key.
    const repeat = await post(
      { ...payload, submittedAt: payload.submittedAt + 9000 },
      `"${key}"`,
      localEnv(),
    );
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    expect(repeat).toMatchObject({ status: 200, body: { ok: true } });
    const messages = await store.list();
    expect(messages).toHaveLength(1);
    expect(messages[0].idempotency).toMatchObject({ key });
    expect(logs.map((entry) => entry.outcome)).toEqual(['stored', 'replayed']);
    expect(logs[1]).toMatchObject({ id: messages[0].id });
  });

  it('answers 422 when the key comes with another message, and stores nothing', async () => {
    const key = crypto.randomUUID();
    await post(payload, key, localEnv());
    const other = await post({ ...payload, message: 'Et helt annet spørsmål.' }, key, localEnv());
    expect(other).toMatchObject({ status: 422, body: { error: KEY_REUSED } });
    expect(await store.list()).toHaveLength(1);
  });

  it('answers 400 to a malformed key before reading the body, and stores nothing', async () => {
    const answer = await post(payload, 'not a key', localEnv());
    expect(answer).toMatchObject({ status: 400 });
    expect(await store.list()).toEqual([]);
  });

  it('without a key, stores each post, as before', async () => {
    await post(payload, null, localEnv());
    await post(payload, null, localEnv());
    expect(await store.list()).toHaveLength(2);
  });

  it('answers 409 while the first request is still delivering, and HubSpot gets the message once', async () => {
    let release: () => void = () => {};
    let arrived: () => void = () => {};
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    hubspot.respondWith((_request, response: ServerResponse) => {
      release = () => response.writeHead(200).end('{}');
      arrived();
    });
    const key = crypto.randomUUID();
    const first = post(payload, key, hubspotEnv());
    await reached;
    const during = await post(payload, key, hubspotEnv());
    expect(during).toMatchObject({
      status: 409,
      body: { error: KEY_IN_PROGRESS },
      headers: { 'Retry-After': '2' },
    });
    release();
    expect(await first).toMatchObject({ status: 200, body: { ok: true } });
    const after = await post(payload, key, hubspotEnv());
    expect(after).toMatchObject({ status: 200, body: { ok: true } });
    expect(hubspot.requests).toHaveLength(1);
    const [message] = await store.list();
    expect(message).toMatchObject({ status: 'delivered', leaseOwner: null });
    expect(logs.map((entry) => entry.outcome)).toEqual(['in-progress', 'delivered', 'replayed']);
    hubspot.respondWith((_request, response) => response.writeHead(200).end('{}'));
  });
});
