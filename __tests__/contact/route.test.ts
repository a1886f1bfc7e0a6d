import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as route from '@/app/api/contact/route';
import { openSqliteStore, type ContactStore, type StoredMessage } from '@/lib/contact/store';
import payload from './fixtures/valid-payload.json';

let dir: string;
let dbFile: string;
let reader: ContactStore;
let clientNumber = 0;
const logLines: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'contact-route-'));
  dbFile = path.join(dir, 'nested', 'contact.db');
  process.env.CONTACT_DB_FILE = dbFile;
  process.env.CONTACT_OUTBOX_FILE = path.join(dir, 'no-outbox.jsonl');
  reader = openSqliteStore(dbFile);
  delete process.env.HUBSPOT_PORTAL_ID;
  delete process.env.HUBSPOT_FORM_GUID;
});

afterAll(async () => {
  await reader.close();
  delete process.env.CONTACT_DB_FILE;
  delete process.env.CONTACT_OUTBOX_FILE;
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  logLines.length = 0;
  for (const level of ['info', 'warn', 'error'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logLines.push(String(args[0]));
    });
  }
});

afterEach(() => jest.restoreAllMocks());

/** Each request comes from a new client address unless one is given, so the rate limit stays out of the way. */
function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  clientNumber += 1;
  return route.POST(
    new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // The socket peer as the server records it (lib/http/socket-address.ts).
        [SOCKET_ADDRESS_HEADER]: `198.51.100.${clientNumber}`,
        ...headers,
      },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    }),
  );
}

function stored(): Promise<StoredMessage[]> {
  return reader.list();
}

function lastLog(): Record<string, unknown> {
  expect(logLines).toHaveLength(1);
  return JSON.parse(logLines[0]) as Record<string, unknown>;
}

describe('POST /api/contact', () => {
  it('is dynamic, POST only, and never cached', async () => {
    expect(route.dynamic).toBe('force-dynamic');
    expect(route).not.toHaveProperty('GET');
    const response = await post(JSON.stringify({}));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('stores an accepted message as pending, with an id and a timestamp, before answering', async () => {
    const before = (await stored()).length;
    const email = `kari.${Date.now()}@example.no`;
    const response = await post(JSON.stringify({ ...payload, email }));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const messages = await stored();
    expect(messages).toHaveLength(before + 1);
    const entry = messages.at(-1);
    expect(entry).toMatchObject({
      status: 'pending',
      message: {
        email,
        firstname: 'Øystein',
        lastname: 'Ærø',
        company: 'Matglede AS',
        message: payload.message,
        consentToProcessing: true,
        consentToNewsletter: false,
      },
      context: payload.context,
    });
    expect(entry?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - Number(entry?.receivedAt)).toBeLessThan(60_000);
    expect(entry?.message).not.toHaveProperty('website');

    const log = lastLog();
    expect(log).toMatchObject({
      event: 'contact.submission',
      outcome: 'stored',
      status: 200,
      delivery: 'local',
      id: entry?.id,
    });
    expect(logLines[0]).not.toContain(email);
    expect(logLines[0]).not.toContain(payload.message);
  });

  it('accepts a JSON content type with a charset', async () => {
    const response = await post(JSON.stringify(payload), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['text/plain'],
    ['application/x-www-form-urlencoded'],
    ['multipart/form-data; boundary=x'],
  ])('answers 415 to %s', async (type) => {
    const response = await post(JSON.stringify(payload), { 'content-type': type });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Content-Type must be application/json' });
    expect(lastLog()).toMatchObject({ outcome: 'unsupported-media-type', status: 415 });
  });

  it('answers 415 without a content type', async () => {
    clientNumber += 1;
    const response = await route.POST(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { [SOCKET_ADDRESS_HEADER]: `198.51.100.${clientNumber}` },
        body: new Blob([JSON.stringify(payload)]),
      }),
    );
    expect(response.status).toBe(415);
  });

  it('answers 413 when Content-Length announces more than 16 KB', async () => {
    const response = await post(JSON.stringify(payload), {
      'content-length': String(16 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body exceeds 16384 bytes' });
  });

  it('answers 413 when the bytes read exceed 16 KB even though Content-Length claims less', async () => {
    const big = JSON.stringify({ ...payload, message: 'x'.repeat(17 * 1024) });
    const response = await post(big, { 'content-length': '200' });
    expect(response.status).toBe(413);
  });

  it('answers 413 for a streamed body over 16 KB without Content-Length', async () => {
    const chunk = new TextEncoder().encode('a'.repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await post(stream);
    expect(response.status).toBe(413);
    expect(lastLog()).toMatchObject({ outcome: 'too-large', status: 413 });
  });

  it('accepts a body of exactly 16 KB', async () => {
    const unpadded = { ...payload, message: 'm'.repeat(4000), pad: '' };
    const padding = 16 * 1024 - Buffer.byteLength(JSON.stringify(unpadded));
    const body = JSON.stringify({ ...unpadded, pad: 'p'.repeat(padding) });
    expect(Buffer.byteLength(body)).toBe(16 * 1024);
    expect((await post(body)).status).toBe(200);
  });

  it('answers 400 with Norwegian messages per field for invalid input', async () => {
    const response = await post(
      JSON.stringify({
        ...payload,
        firstname: '   ',
        email: 'ikke-en-epost',
        consentToProcessing: false,
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Input validation failed',
      fields: {
        firstname: 'Fornavn er påkrevd.',
        email: 'Skriv inn en gyldig e-postadresse, for eksempel navn@firma.no.',
        consentToProcessing:
          'Du må samtykke til behandling av personopplysninger for å sende meldingen.',
      },
    });
    expect(lastLog()).toMatchObject({
      outcome: 'invalid',
      status: 400,
      fields: ['firstname', 'email', 'consentToProcessing'],
    });
    expect(logLines[0]).not.toContain('ikke-en-epost');
  });

  it.each([
    ['malformed JSON', '{"firstname": '],
    ['an empty body', ''],
    ['a JSON array', JSON.stringify([payload])],
    ['an empty JSON array', '[]'],
    ['JSON null', 'null'],
    ['a JSON string', '"hei"'],
  ])('answers 400 to %s and stores nothing', async (_label, body) => {
    const before = (await stored()).length;
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Input validation failed', fields: {} });
    expect(await stored()).toHaveLength(before);
  });

  it.each([
    ['an empty object', {}],
    [
      'wrong types',
      { ...payload, firstname: 42, consentToProcessing: 'yes', consentToNewsletter: 'no' },
    ],
    ['a huge name', { ...payload, firstname: 'x'.repeat(5000) }],
    ['a message over the limit', { ...payload, message: 'x'.repeat(4001) }],
    ['no spam signals and nothing else', { website: '', startedAt: 1, submittedAt: 2 }],
  ])(
    'answers 400 with field messages to %s, whatever its spam signals, and stores nothing',
    async (_label, body) => {
      const before = (await stored()).length;
      const response = await post(JSON.stringify(body));
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.error).toBe('Input validation failed');
      expect(Object.keys(answer.fields).length).toBeGreaterThan(0);
      expect(await stored()).toHaveLength(before);
      expect(lastLog()).toMatchObject({ outcome: 'invalid', status: 400 });
    },
  );

  it('answers 400 to bytes that are not UTF-8', async () => {
    const response = await post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    expect(response.status).toBe(400);
  });

  it('answers 429 with Retry-After after five requests a minute from one client', async () => {
    const client = { [SOCKET_ADDRESS_HEADER]: '192.0.2.77' };
    const statuses: number[] = [];
    const invalid = JSON.stringify({ ...payload, firstname: '' });
    for (let i = 0; i < 5; i += 1) statuses.push((await post(invalid, client)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);

    const limited = await post(JSON.stringify(payload), client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({ error: 'Too many requests' });

    expect(
      (await post(JSON.stringify(payload), { [SOCKET_ADDRESS_HEADER]: '192.0.2.78' })).status,
    ).toBe(200);
  });

  it('gives a client rotating X-Forwarded-For and X-Real-IP no fresh quota (no trusted proxy)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      clientNumber += 1;
      const response = await route.POST(
        new Request('http://localhost/api/contact', {
          method: 'POST',
          headers: {
            'content-type': 'text/plain',
            [SOCKET_ADDRESS_HEADER]: '192.0.2.99',
            'x-forwarded-for': `203.0.113.${i}`,
            'x-real-ip': `203.0.113.${i + 100}`,
          },
          body: 'x',
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([415, 415, 415, 415, 415, 429]);
  });

  async function expectQuarantined(body: unknown, reason: string) {
    const email = `spam.${Date.now()}.${Math.random()}@example.no`;
    const response = await post(JSON.stringify({ ...(body as object), email }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const entry = (await stored()).find((m) => m.message.email === email);
    expect(entry).toMatchObject({ status: 'quarantined', spamReason: reason, nextAttemptAt: null });
    expect(lastLog()).toMatchObject({ outcome: 'quarantined', reason, status: 200, id: entry?.id });
  }

  it('answers a filled honeypot as if accepted and quarantines the message', async () => {
    await expectQuarantined({ ...payload, website: 'https://spam.example' }, 'honeypot');
  });

  it('answers a form filled faster than 3 seconds as if accepted and quarantines it', async () => {
    await expectQuarantined({ ...payload, submittedAt: payload.startedAt + 1200 }, 'too-fast');
  });

  it('quarantines a submission without fill timestamps', async () => {
    // The fixture is a timed, valid message, so leaving out just the timestamps is what turns it
    // into spam here.
    expect(payload.submittedAt - payload.startedAt).toBeGreaterThanOrEqual(3000);
    const untimed: Record<string, unknown> = { ...payload };
    delete untimed.startedAt;
    delete untimed.submittedAt;
    await expectQuarantined(untimed, 'no-timing');
  });

  it('answers 500 "could not be stored" when the store cannot be written', async () => {
    const blocker = path.join(dir, 'a-file');
    await writeFile(blocker, 'x');
    process.env.CONTACT_DB_FILE = path.join(blocker, 'contact.db');
    try {
      const response = await post(JSON.stringify(payload));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'The message could not be stored' });
      expect(lastLog()).toMatchObject({ outcome: 'error', status: 500 });
      expect(String(lastLog().error)).toContain('cannot be opened for writing');
    } finally {
      process.env.CONTACT_DB_FILE = dbFile;
    }
  });

  it('answers 500 with a JSON body when the environment is misconfigured', async () => {
    process.env.HUBSPOT_PORTAL_ID = '123';
    try {
      const response = await post(JSON.stringify(payload));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'The message could not be stored' });
      expect(String(lastLog().error)).toContain('HUBSPOT_FORM_GUID is missing');
    } finally {
      delete process.env.HUBSPOT_PORTAL_ID;
    }
  });
});
