import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { POST } from '@/app/api/contact/route';
import { openSqliteStore } from '@/lib/contact/store';
import { json, startStandIn } from '../support/http-stand-in';
import payload from './fixtures/valid-payload.json';

// Serves the route handler over real HTTP on 127.0.0.1, the way `next start` hands it a Request.
let server: Server;
let baseUrl: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'contact-http-'));
  process.env.CONTACT_DB_FILE = path.join(dir, 'contact.db');
  server = createServer(async (req, res) => {
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
    if (!headers.has('x-forwarded-for'))
      headers.set('x-forwarded-for', req.socket.remoteAddress ?? '');
    // Node streams request bodies only in half-duplex mode; the DOM typings do not know the option yet.
    const init: RequestInit & { duplex: 'half' } = {
      method: req.method,
      headers,
      body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
      duplex: 'half',
    };
    const request = new Request(`${baseUrl}${req.url}`, init);
    const response = await POST(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterAll(async () => {
  jest.restoreAllMocks();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  delete process.env.CONTACT_DB_FILE;
  await rm(dir, { recursive: true, force: true });
});

let client = 0;
function send(body: BodyInit, headers: Record<string, string> = {}) {
  client += 1;
  return fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `203.0.113.${client}`,
      ...headers,
    },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  });
}

describe('POST /api/contact over HTTP', () => {
  it('stores a message sent over the wire and answers with JSON that is not cached', async () => {
    const response = await send(JSON.stringify({ ...payload, email: 'over-http@example.no' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true });
    const store = openSqliteStore(String(process.env.CONTACT_DB_FILE));
    const emails = (await store.list()).map((m) => m.message.email);
    await store.close();
    expect(emails).toContain('over-http@example.no');
  });

  it('answers 413 to a chunked body over 16 KB that has no Content-Length', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(2048));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await send(stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body exceeds 16384 bytes' });
  });

  it('answers 415 to a form post', async () => {
    const response = await send('firstname=Kari', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
  });

  it('delivers to a HubSpot stand-in when HubSpot is configured', async () => {
    const hubspot = await startStandIn((_request, response) => json(response, 200, {}));
    Object.assign(process.env, {
      HUBSPOT_PORTAL_ID: '99',
      HUBSPOT_FORM_GUID: 'form-1',
      HUBSPOT_API_URL: hubspot.url,
    });
    try {
      const response = await send(JSON.stringify(payload), { cookie: 'hubspotutk=abc123' });
      expect(response.status).toBe(200);
      expect(hubspot.requests.map((request) => request.url.pathname)).toEqual([
        '/submissions/v3/integration/submit/99/form-1',
      ]);
      expect(JSON.parse(hubspot.requests[0].body).context.hutk).toBe('abc123');
    } finally {
      delete process.env.HUBSPOT_PORTAL_ID;
      delete process.env.HUBSPOT_FORM_GUID;
      delete process.env.HUBSPOT_API_URL;
      await hubspot.close();
    }
  });
});
