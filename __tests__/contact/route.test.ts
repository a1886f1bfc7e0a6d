import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as route from '@/app/api/contact/route';
import payload from './fixtures/valid-payload.json';

let dir: string;
let outboxFile: string;
let clientNumber = 0;
const logLines: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'contact-route-'));
  outboxFile = path.join(dir, 'nested', 'outbox.jsonl');
  process.env.CONTACT_OUTBOX_FILE = outboxFile;
  delete process.env.HUBSPOT_PORTAL_ID;
  delete process.env.HUBSPOT_FORM_GUID;
});

afterAll(async () => {
  delete process.env.CONTACT_OUTBOX_FILE;
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  logLines.length = 0;
  for (const level of ['info', 'warn', 'error'] as const) {
    jest.spyOn(console, level).mockImplementation((line: string) => logLines.push(line));
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
        'x-forwarded-for': `198.51.100.${clientNumber}, 10.0.0.1`,
        ...headers,
      },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    }),
  );
}

async function outboxLines(): Promise<Record<string, unknown>[]> {
  const text = await readFile(outboxFile, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
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

  it('appends an accepted message to the outbox with an id and a timestamp', async () => {
    const before = (await outboxLines()).length;
    const email = `kari.${Date.now()}@example.no`;
    const response = await post(JSON.stringify({ ...payload, email }));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const lines = await outboxLines();
    expect(lines).toHaveLength(before + 1);
    const entry = lines.at(-1);
    expect(entry).toMatchObject({
      email,
      firstname: 'Øystein',
      lastname: 'Ærø',
      company: 'Matglede AS',
      message: payload.message,
      consentToProcessing: true,
      consentToNewsletter: false,
      context: payload.context,
    });
    expect(entry?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(String(entry?.receivedAt)).getTime()).not.toBeNaN();
    expect(entry).not.toHaveProperty('website');

    const log = lastLog();
    expect(log).toMatchObject({
      event: 'contact.submission',
      outcome: 'delivered',
      status: 200,
      delivery: 'outbox',
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
        headers: { 'x-forwarded-for': `198.51.100.${clientNumber}` },
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
    ['JSON null', 'null'],
  ])('answers 400 to %s', async (_label, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Input validation failed', fields: {} });
  });

  it('answers 400 to bytes that are not UTF-8', async () => {
    const response = await post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    expect(response.status).toBe(400);
  });

  it('answers 429 with Retry-After after five requests a minute from one client', async () => {
    const client = { 'x-forwarded-for': '192.0.2.77' };
    const statuses: number[] = [];
    const invalid = JSON.stringify({ ...payload, firstname: '' });
    for (let i = 0; i < 5; i += 1) statuses.push((await post(invalid, client)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);

    const limited = await post(JSON.stringify(payload), client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({ error: 'Too many requests' });

    expect((await post(JSON.stringify(payload), { 'x-forwarded-for': '192.0.2.78' })).status).toBe(
      200,
    );
  });

  it('falls back to x-real-ip for the client when x-forwarded-for is absent', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      clientNumber += 1;
      const response = await route.POST(
        new Request('http://localhost/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'x-real-ip': '192.0.2.99' },
          body: 'x',
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([415, 415, 415, 415, 415, 429]);
  });

  it('answers a filled honeypot as if accepted but stores nothing', async () => {
    const before = (await outboxLines()).length;
    const response = await post(JSON.stringify({ ...payload, website: 'https://spam.example' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await outboxLines()).toHaveLength(before);
    expect(lastLog()).toMatchObject({ outcome: 'spam', reason: 'honeypot', status: 200 });
  });

  it('answers a form filled faster than 3 seconds as if accepted but stores nothing', async () => {
    const before = (await outboxLines()).length;
    const response = await post(
      JSON.stringify({ ...payload, submittedAt: payload.startedAt + 1200 }),
    );
    expect(response.status).toBe(200);
    expect(await outboxLines()).toHaveLength(before);
    expect(lastLog()).toMatchObject({ outcome: 'spam', reason: 'too-fast' });
  });

  it('treats a submission without fill timestamps as a bot', async () => {
    // The fixture is a timed, valid message (the 200 'delivered' test above sends it as is),
    // so leaving out just the timestamps is what turns it into spam here.
    expect(payload.submittedAt - payload.startedAt).toBeGreaterThanOrEqual(3000);
    const untimed: Record<string, unknown> = { ...payload };
    delete untimed.startedAt;
    delete untimed.submittedAt;
    const before = (await outboxLines()).length;
    expect((await post(JSON.stringify(untimed))).status).toBe(200);
    expect(await outboxLines()).toHaveLength(before);
    expect(lastLog()).toMatchObject({ outcome: 'spam', reason: 'no-timing' });
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
