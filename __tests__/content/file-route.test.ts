import { GET } from '@/app/filer/[file]/route';
import { readContentEnv } from '@/lib/env/content';
import { fetchSanityFile } from '@/lib/sanity/file-proxy';
import { startStandIn } from '../support/http-stand-in';

// app/filer/[file]/route.ts against a real HTTP server on 127.0.0.1 standing in for Sanity's
// file CDN (SANITY_CDN_HOST), with the project and dataset from the environment.
const HASH = 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3';
const PDF = Buffer.from('%PDF-1.4\n% Risikoanalyse\n%%EOF\n');
const savedEnv = { ...process.env };

let cdn: Awaited<ReturnType<typeof startStandIn>>;
let logs: { error: jest.SpyInstance; warn: jest.SpyInstance };

function servePdf(contentType = 'application/pdf') {
  cdn.respondWith((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': PDF.length });
    response.end(PDF);
  });
}

beforeAll(async () => {
  cdn = await startStandIn(() => {});
});
afterAll(() => cdn.close());
beforeEach(() => {
  cdn.requests.length = 0;
  process.env.SANITY_PROJECT_ID = 'abc123';
  process.env.SANITY_DATASET = 'staging';
  process.env.SANITY_CDN_HOST = cdn.url;
  logs = {
    error: jest.spyOn(console, 'error').mockImplementation(() => {}),
    warn: jest.spyOn(console, 'warn').mockImplementation(() => {}),
  };
});
afterEach(() => {
  process.env = { ...savedEnv };
  jest.restoreAllMocks();
});

async function get(file: string) {
  const response = await GET(new Request(`http://127.0.0.1/filer/${encodeURIComponent(file)}`), {
    params: Promise.resolve({ file }),
  });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /filer/<sha1>.<extension>', () => {
  it('streams the file from the CDN of the configured project and dataset, cached for good', async () => {
    servePdf();
    const { response, body } = await get(`${HASH}.pdf`);
    expect(response.status).toBe(200);
    expect(body.equals(PDF)).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(PDF.length));
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(cdn.requests.map((request) => request.url.pathname)).toEqual([
      `/files/abc123/staging/${HASH}.pdf`,
    ]);
    expect(cdn.requests[0].headers['accept-encoding']).toBe('identity');
  });

  it('never passes on a type that would run on this origin', async () => {
    servePdf('text/html; charset=utf-8');
    const { response } = await get(`${HASH}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });

  it.each([
    '../../../etc/passwd',
    `../${HASH}.pdf`,
    `${HASH}.pdf/..`,
    `${HASH}.html`,
    `${HASH}.svg`,
    `${HASH}.PDF`,
    `${HASH.toUpperCase()}.pdf`,
    `${HASH.slice(2)}.pdf`,
    `${HASH}`,
    'risikoanalyse.pdf',
    `http://169.254.169.254/${HASH}.pdf`,
    `${HASH}.pdf?dl=`,
    '',
  ])('answers 404 for %j without asking the CDN', async (name) => {
    servePdf();
    const { response, body } = await get(name);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(body.toString()).toContain('Fant ikke filen');
    expect(cdn.requests).toHaveLength(0);
  });

  it('answers 404 without asking anyone when the site runs on the embedded dataset', async () => {
    servePdf();
    delete process.env.SANITY_PROJECT_ID;
    const { response } = await get(`${HASH}.pdf`);
    expect(response.status).toBe(404);
    expect(cdn.requests).toHaveLength(0);
  });

  it('answers 404 when the CDN has no such file, and logs it as a warning', async () => {
    cdn.respondWith((_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error":"Not Found"}');
    });
    const { response, body } = await get(`${HASH}.pdf`);
    expect(response.status).toBe(404);
    expect(body.toString()).toContain('Fant ikke filen');
    expect(String(logs.warn.mock.calls[0][0])).toContain('"event":"files.not-found"');
  });

  it.each([500, 503, 403, 302])(
    'answers 502 when the CDN answers %i, never following it, and logs in English',
    async (status) => {
      cdn.respondWith((_request, response) => {
        response.writeHead(status, { location: 'http://127.0.0.1:1/elsewhere' });
        response.end('nope');
      });
      const { response, body } = await get(`${HASH}.pdf`);
      expect(response.status).toBe(502);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(body.toString()).toContain('Filen kan ikke hentes akkurat nå');
      expect(cdn.requests).toHaveLength(1);
      const line = JSON.parse(String(logs.error.mock.calls[0][0]));
      expect(line).toMatchObject({ level: 'error', event: 'files.upstream-failed', status });
    },
  );

  it('answers 502 when the CDN cannot be reached', async () => {
    process.env.SANITY_CDN_HOST = 'http://127.0.0.1:1';
    const { response } = await get(`${HASH}.pdf`);
    expect(response.status).toBe(502);
    expect(String(logs.error.mock.calls[0][0])).toContain('"event":"files.upstream-failed"');
  });
});

describe('fetchSanityFile time limits', () => {
  const env = () =>
    readContentEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging', SANITY_CDN_HOST: cdn.url });

  it('gives up on a CDN that does not answer in time', async () => {
    cdn.respondWith(() => {
      // Never answers.
    });
    const started = Date.now();
    const result = await fetchSanityFile(`${HASH}.pdf`, { env: env(), timeoutMs: 200 });
    expect(result).toEqual({ kind: 'upstream-failed', reason: expect.stringMatching(/200 ms/) });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(String(logs.error.mock.calls[0][0])).toContain('"event":"files.upstream-failed"');
  });

  it('ends the stream when the CDN stalls in the middle of a file', async () => {
    cdn.respondWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': 1000 });
      response.write(PDF);
      // The rest never comes.
    });
    const result = await fetchSanityFile(`${HASH}.pdf`, { env: env(), timeoutMs: 200 });
    if (result.kind !== 'file') throw new Error(`expected a file, got ${result.kind}`);
    await expect(new Response(result.body).arrayBuffer()).rejects.toThrow();
    expect(String(logs.error.mock.calls[0][0])).toContain('"event":"files.upstream-broken"');
  });
});
