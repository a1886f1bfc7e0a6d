import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GET } from '@/app/api/health/route';
import { closeRedisClient, getRedisClient } from '@/lib/redis/client';
import {
  checkContentSource,
  HEALTH_QUERY,
  resetContentProbeCache,
} from '@/lib/health/content-source-check';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import { json, startStandIn } from '../support/http-stand-in';

const SECRET_TOKEN = `dummy-token-${Date.now()}`;
const savedEnv = { ...process.env };
let dir: string;

beforeEach(() => {
  resetContentProbeCache();
  dir = mkdtempSync(path.join(tmpdir(), 'health-'));
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  const shared = getRedisClient('app');
  if (shared) await closeRedisClient(shared);
  process.env = { ...savedEnv };
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

async function callHealth(
  query = '',
  headers: Record<string, string> = { [SOCKET_ADDRESS_HEADER]: '127.0.0.1' },
) {
  const response = await GET(new Request(`http://127.0.0.1/api/health${query}`, { headers }));
  const text = await response.text();
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    text,
    body: JSON.parse(text),
  };
}

function useLocalDataset(contents: string) {
  const file = path.join(dir, 'dataset.ndjson');
  writeFileSync(file, contents);
  delete process.env.SANITY_PROJECT_ID;
  process.env.CONTENT_DATASET_FILE = file;
  // The contact part of the check opens the store: a private one, not the project's .data/.
  process.env.CONTACT_DB_FILE = path.join(dir, 'contact.db');
}

describe('GET /api/health (liveness)', () => {
  it('answers 200 with the source and uptime, never cached, and asks no dependency', async () => {
    useLocalDataset('{"_id":"siteSettings","_type":"siteSettings"}\n');
    process.env.CONTACT_DB_FILE = path.join(dir, 'contact.db');
    const { status, cacheControl, body } = await callHealth();
    expect(status).toBe(200);
    expect(cacheControl).toBe('no-store');
    expect(body).toMatchObject({
      status: 'ok',
      contentSource: 'local',
      checkedAt: expect.any(String),
      uptimeSeconds: expect.any(Number),
    });
    // The contact store may live on Redis: liveness must not wait on it (the deep check reports it).
    expect(body.contact).toBeUndefined();
    expect(Math.abs(Date.parse(body.checkedAt) - Date.now())).toBeLessThan(5000);
  });

  it('stays 200 when the dataset does not parse: cached pages are still served', async () => {
    useLocalDataset('{"_id": this is not json\n');
    expect((await callHealth()).status).toBe(200);
  });

  it('stays 200 and sends no query while Sanity is down', async () => {
    const standIn = await sanityStandIn();
    standIn.respondWith((_request, response) =>
      json(response, 500, { error: 'Internal Server Error' }),
    );
    try {
      expect((await callHealth()).status).toBe(200);
      expect(standIn.requests).toHaveLength(0);
    } finally {
      await standIn.close();
    }
  });
});

describe('GET /api/health?deep=1 (every dependency)', () => {
  it('reports each dependency with its own state', async () => {
    useLocalDataset('{"_id":"siteSettings","_type":"siteSettings"}\n');
    process.env.CONTACT_DB_FILE = path.join(dir, 'contact.db');
    delete process.env.REDIS_URL;
    delete process.env.CDN_PURGE_PROVIDER;
    const { status, body } = await callHealth('?deep=1');
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.dependencies).toMatchObject({
      content: { state: 'ok', source: 'local' },
      redis: { state: 'not-configured' },
      cdnPurge: { state: 'not-configured' },
      contact: { state: 'ok', delivery: 'local-only' },
    });
    expect(body.contact).toMatchObject({ delivery: 'local-only' });
  });

  it('answers 503 degraded, naming the content source, when the dataset does not parse, without the file path', async () => {
    useLocalDataset('{"_id":"siteSettings","_type":"siteSettings"}\n{"_id": this is not json\n');
    const { status, body, text } = await callHealth('?deep=1');
    expect(status).toBe(503);
    expect(body.status).toBe('degraded');
    expect(body.dependencies.content).toMatchObject({
      state: 'down',
      problem: 'the content dataset cannot be read',
    });
    expect(text).not.toContain(dir);
    const logged = (console.warn as jest.Mock).mock.calls.map(([line]) => JSON.parse(line));
    expect(logged).toContainEqual(
      expect.objectContaining({ event: 'health.degraded', level: 'warn', down: ['content'] }),
    );
  });

  it('reports Redis down (nothing listening) quickly, with the other dependencies fine', async () => {
    useLocalDataset('{"_id":"siteSettings","_type":"siteSettings"}\n');
    process.env.CONTACT_DB_FILE = path.join(dir, 'contact.db');
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    const started = Date.now();
    const { status, body } = await callHealth('?deep=1');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(status).toBe(503);
    expect(body.dependencies.redis.state).toBe('down');
    expect(body.dependencies.content.state).toBe('ok');
  });
});

async function sanityStandIn() {
  const standIn = await startStandIn((request, response) =>
    json(response, 200, { result: 1, ms: 1, query: request.url.searchParams.get('query') }),
  );
  Object.assign(process.env, {
    SANITY_PROJECT_ID: 'test',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: standIn.url,
    SANITY_API_READ_TOKEN: SECRET_TOKEN,
    SANITY_REVALIDATE_SECRET: `revalidate-${SECRET_TOKEN}`,
  });
  return standIn;
}

describe('the deep check with Sanity (a stand-in on 127.0.0.1)', () => {
  it('sends one tiny published query without a token, and never shows a secret', async () => {
    const standIn = await sanityStandIn();
    try {
      const { status, body, text } = await callHealth('?deep=1');
      expect(status).toBe(200);
      expect(body.dependencies.content).toMatchObject({ state: 'ok', source: 'sanity' });
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

  it('caches the Sanity probe: a storm of 50 deep checks sends one query', async () => {
    const standIn = await sanityStandIn();
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => callHealth('?deep=1')));
      answers.push(await callHealth('?deep=1'));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(standIn.requests).toHaveLength(1);
    } finally {
      await standIn.close();
    }
  });

  it('reports Sanity down at the first 500, without retrying', async () => {
    const standIn = await sanityStandIn();
    standIn.respondWith((_request, response) =>
      json(response, 500, { error: 'Internal Server Error' }),
    );
    try {
      const { status, body } = await callHealth('?deep=1');
      expect(status).toBe(503);
      expect(body.dependencies.content).toMatchObject({
        state: 'down',
        source: 'sanity',
        problem: 'Sanity answered 500',
      });
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
      expect(check).toMatchObject({
        contentSource: 'sanity',
        reachable: false,
        problem: 'Sanity did not answer within 300 ms',
      });
    } finally {
      await standIn.close();
    }
  });

  it('reports Sanity unreachable when nothing listens at its address', async () => {
    const standIn = await sanityStandIn();
    await standIn.close();
    const { status, body } = await callHealth('?deep=1');
    expect(status).toBe(503);
    expect(body.dependencies.content.problem).toBe('Sanity could not be reached');
  });
});

describe('who may read the deep report', () => {
  beforeEach(() => {
    useLocalDataset('{"_id":"siteSettings","_type":"siteSettings"}\n');
    process.env.HEALTH_TOKEN = 'operators-only-token';
  });

  it('refuses a remote caller without the token, and shows no detail', async () => {
    const { status, text } = await callHealth('?deep=1', {
      [SOCKET_ADDRESS_HEADER]: '203.0.113.7',
    });
    expect(status).toBe(401);
    expect(text).not.toMatch(/dependencies|contact|redis/i);
  });

  it('refuses a wrong token and a request relayed by a proxy on this host', async () => {
    expect(
      (
        await callHealth('?deep=1', {
          [SOCKET_ADDRESS_HEADER]: '203.0.113.7',
          authorization: 'Bearer nope',
        })
      ).status,
    ).toBe(401);
    // Varnish on the same host connects from loopback but says whom it forwards.
    expect(
      (
        await callHealth('?deep=1', {
          [SOCKET_ADDRESS_HEADER]: '127.0.0.1',
          'x-forwarded-for': '203.0.113.7',
        })
      ).status,
    ).toBe(401);
  });

  it('shows the report to the bearer of HEALTH_TOKEN from anywhere, and to loopback', async () => {
    const remote = await callHealth('?deep=1', {
      [SOCKET_ADDRESS_HEADER]: '203.0.113.7',
      authorization: 'Bearer operators-only-token',
    });
    expect(remote.body.dependencies).toBeDefined();
    const local = await callHealth('?deep=1', { [SOCKET_ADDRESS_HEADER]: '::1' });
    expect(local.body.dependencies).toBeDefined();
    // next start fills X-Forwarded-For with the socket's address when the client sent none.
    const filled = await callHealth('?deep=1', {
      [SOCKET_ADDRESS_HEADER]: '127.0.0.1',
      'x-forwarded-for': '127.0.0.1',
    });
    expect(filled.body.dependencies).toBeDefined();
  });

  it('keeps liveness open to everyone', async () => {
    const { status, body } = await callHealth('', { [SOCKET_ADDRESS_HEADER]: '203.0.113.7' });
    expect(status).toBe(200);
    expect(body.dependencies).toBeUndefined();
  });
});
