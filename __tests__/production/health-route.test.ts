import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GET } from '@/app/api/health/route';
import { checkContentSource, HEALTH_QUERY } from '@/lib/health/content-source-check';
import { json, startStandIn } from '../support/http-stand-in';

const SECRET_TOKEN = `dummy-token-${Date.now()}`;
const savedEnv = { ...process.env };
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'health-'));
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  process.env = { ...savedEnv };
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

async function callHealth() {
  const response = await GET();
  const text = await response.text();
  return { status: response.status, cacheControl: response.headers.get('cache-control'), text, body: JSON.parse(text) };
}

function useLocalDataset(contents: string) {
  const file = path.join(dir, 'dataset.ndjson');
  writeFileSync(file, contents);
  delete process.env.SANITY_PROJECT_ID;
  process.env.CONTENT_DATASET_FILE = file;
  // The contact part of the check opens the store: a private one, not the project's .data/.
  process.env.CONTACT_DB_FILE = path.join(dir, 'contact.db');
}

describe('GET /api/health with the local dataset', () => {
  it('answers 200 with the source and when it checked, never cached', async () => {
    useLocalDataset('{"_id":"siteSettings","_type":"siteSettings"}\n');
    const { status, cacheControl, body } = await callHealth();
    expect(status).toBe(200);
    expect(cacheControl).toBe('no-store');
    expect(body).toEqual({
      status: 'ok',
      contentSource: 'local',
      reachable: true,
      checkedAt: expect.any(String),
      durationMs: expect.any(Number),
      contact: { delivery: 'local-only', store: 'sqlite', messages: { pending: 0, delivered: 0, quarantined: 0, dead: 0 } },
    });
    expect(Math.abs(Date.parse(body.checkedAt) - Date.now())).toBeLessThan(5000);
  });

  it('answers 503 degraded when the dataset does not parse, without the file path', async () => {
    useLocalDataset('{"_id":"siteSettings","_type":"siteSettings"}\n{"_id": this is not json\n');
    const { status, cacheControl, body, text } = await callHealth();
    expect(status).toBe(503);
    expect(cacheControl).toBe('no-store');
    expect(body).toMatchObject({ status: 'degraded', contentSource: 'local', reachable: false, problem: 'the content dataset cannot be read' });
    expect(text).not.toContain(dir);
    const logged = JSON.parse((console.warn as jest.Mock).mock.calls[0][0]);
    expect(logged).toMatchObject({ event: 'health.degraded', level: 'warn', contentSource: 'local' });
  });

  it('answers 503 when the dataset file is missing', async () => {
    useLocalDataset('');
    process.env.CONTENT_DATASET_FILE = path.join(dir, 'missing.ndjson');
    expect((await callHealth()).status).toBe(503);
  });
});

describe('GET /api/health with Sanity (a stand-in on 127.0.0.1)', () => {
  async function sanityStandIn() {
    const standIn = await startStandIn((request, response) => json(response, 200, { result: 1, ms: 1, query: request.url.searchParams.get('query') }));
    Object.assign(process.env, {
      SANITY_PROJECT_ID: 'test',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: standIn.url,
      SANITY_API_READ_TOKEN: SECRET_TOKEN,
      SANITY_REVALIDATE_SECRET: `revalidate-${SECRET_TOKEN}`,
    });
    return standIn;
  }

  it('answers 200 after a tiny published query, and never shows a secret', async () => {
    const standIn = await sanityStandIn();
    try {
      const { status, body, text } = await callHealth();
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'ok', contentSource: 'sanity', reachable: true });
      expect(text).not.toContain(SECRET_TOKEN);
      expect(standIn.requests).toHaveLength(1);
      const [request] = standIn.requests;
      expect(request.url.pathname).toBe('/v2024-01-01/data/query/production');
      expect(request.url.searchParams.get('query')).toBe(HEALTH_QUERY);
      // The published read needs no token; the check must not send one.
      expect(request.headers.authorization).toBeUndefined();
    } finally {
      await standIn.close();
    }
  });

  it('answers 503 degraded at the first 500, without retrying', async () => {
    const standIn = await sanityStandIn();
    standIn.respondWith((_request, response) => json(response, 500, { error: 'Internal Server Error' }));
    try {
      const { status, body } = await callHealth();
      expect(status).toBe(503);
      expect(body).toMatchObject({ status: 'degraded', contentSource: 'sanity', reachable: false, problem: 'Sanity answered 500' });
      expect(standIn.requests).toHaveLength(1);
    } finally {
      await standIn.close();
    }
  });

  it('gives up on a Sanity that hangs, within the timeout', async () => {
    const standIn = await sanityStandIn();
    standIn.respondWith(() => {});
    try {
      const started = Date.now();
      const check = await checkContentSource({ timeoutMs: 300 });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(check).toMatchObject({ contentSource: 'sanity', reachable: false, problem: 'Sanity did not answer within 300 ms' });
      const { status, body } = await callHealth();
      expect(status).toBe(503);
      expect(body.problem).toMatch(/did not answer within/);
    } finally {
      await standIn.close();
    }
  });

  it('answers 503 when nothing listens at the Sanity address', async () => {
    const standIn = await sanityStandIn();
    await standIn.close();
    const { status, body } = await callHealth();
    expect(status).toBe(503);
    expect(body.problem).toBe('Sanity could not be reached');
  });
});
