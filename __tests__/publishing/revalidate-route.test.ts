import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { POST } from '@/app/api/revalidate/route';
import { signPayload } from '@/lib/publishing/signature';
import { handleRevalidateWebhook, type WebhookDelivery } from '@/lib/publishing/revalidate';
import { DEFAULT_SANITY_CONSISTENCY_DELAY_MS } from '@/lib/env/content';
import { cacheTags } from '@/lib/sanity/tags';
import {
  invalidateSharedTags,
  registerSharedHandlers,
  withInvalidationLog,
} from '@/lib/cache/invalidation.mjs';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

const FIXTURE = path.join(__dirname, '../fixtures/publishing-dataset.ndjson');
const SECRET = `test-${randomBytes(8).toString('hex')}`;

const tagCalls = () => jest.mocked(revalidateTag).mock.calls;
const pathCalls = () => jest.mocked(revalidatePath).mock.calls;

function delivery(body: unknown, { secret = SECRET, signedAt = Date.now(), sign = true } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (sign) headers['sanity-webhook-signature'] = signPayload(raw, secret, signedAt);
  return new Request('http://127.0.0.1/api/revalidate', { method: 'POST', headers, body: raw });
}

async function send(request: Request) {
  const response = await POST(request);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    json: await response.json(),
  };
}

const pageUpdate = {
  _type: 'page',
  _id: 'page-pub-program',
  slug: 'pub-program',
  previousSlug: 'pub-program',
  operation: 'update',
};

let logs: { info: jest.SpyInstance; warn: jest.SpyInstance; error: jest.SpyInstance };

beforeEach(() => {
  jest.mocked(revalidateTag).mockClear();
  jest.mocked(revalidatePath).mockClear();
  process.env.SANITY_REVALIDATE_SECRET = SECRET;
  process.env.CONTENT_DATASET_FILE = FIXTURE;
  delete process.env.SANITY_PROJECT_ID;
  logs = {
    info: jest.spyOn(console, 'info').mockImplementation(() => undefined),
    warn: jest.spyOn(console, 'warn').mockImplementation(() => undefined),
    error: jest.spyOn(console, 'error').mockImplementation(() => undefined),
  };
});

afterEach(() => jest.restoreAllMocks());

describe('POST /api/revalidate', () => {
  it('revalidates exactly the tags of a published page edit and answers 200 with them', async () => {
    const result = await send(delivery(pageUpdate));
    const tags = ['page:pub-program', 'page-index', 'menu:pub-festivalmeny', 'menu:pub-mainmenu'];
    expect(result).toEqual({
      status: 200,
      cacheControl: 'no-store',
      json: {
        documentId: 'page-pub-program',
        type: 'page',
        operation: 'update',
        revalidated: true,
        tags,
        paths: [],
      },
    });
    expect(tagCalls()).toEqual(tags.map((tag) => [tag, 'max']));
    expect(pathCalls()).toEqual([]);
  });

  it('also revalidates the path of a new page, so a cached 404 turns into the page at once', async () => {
    const result = await send(
      delivery({ _type: 'page', _id: 'page-pub-new', slug: 'pub-ny', operation: 'create' }),
    );
    expect(result.status).toBe(200);
    expect(tagCalls()).toEqual([
      ['page:pub-ny', 'max'],
      ['page-index', 'max'],
    ]);
    expect(pathCalls()).toEqual([['/pub-ny'], ['/sider/pub-ny']]);
  });

  it('revalidates the old and the new URL when a slug changes', async () => {
    await send(delivery({ ...pageUpdate, slug: 'pub-program-2027', previousSlug: 'pub-program' }));
    expect(tagCalls().map(([tag]) => tag)).toEqual(
      expect.arrayContaining(['page:pub-program-2027', 'page:pub-program', 'page-index']),
    );
    expect(pathCalls()).toEqual([['/pub-program-2027'], ['/sider/pub-program-2027']]);
  });

  it('is idempotent: the same delivery twice gives the same answer and the same revalidation', async () => {
    const request = () => delivery(pageUpdate, { signedAt: Date.now() - 1000 });
    const first = await send(request());
    const callsAfterFirst = [...tagCalls()];
    const second = await send(request());
    expect(second).toEqual(first);
    expect(tagCalls()).toEqual([...callsAfterFirst, ...callsAfterFirst]);
  });

  it('writes one JSON log line per delivery', async () => {
    await send(delivery(pageUpdate));
    expect(logs.info).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(logs.info.mock.calls[0][0]));
    expect(line).toMatchObject({
      event: 'content.revalidate',
      status: 200,
      documentId: 'page-pub-program',
    });
  });

  it.each([
    ['no signature', { sign: false }, 'Missing signature'],
    ['a signature made with another secret', { secret: 'not-the-secret' }, 'Invalid signature'],
    ['a stale signature (replay)', { signedAt: Date.now() - 6 * 60 * 1000 }, 'Invalid signature'],
    ['a signature from the future', { signedAt: Date.now() + 10 * 60 * 1000 }, 'Invalid signature'],
  ])('answers 401 to %s and revalidates nothing', async (_label, options, message) => {
    const result = await send(delivery(pageUpdate, options));
    expect(result).toEqual({ status: 401, cacheControl: 'no-store', json: { message } });
    expect(tagCalls()).toEqual([]);
    expect(logs.warn).toHaveBeenCalledTimes(1);
  });

  it('answers 401 to a signed body that was tampered with', async () => {
    const raw = JSON.stringify(pageUpdate);
    const request = new Request('http://127.0.0.1/api/revalidate', {
      method: 'POST',
      headers: { 'sanity-webhook-signature': signPayload(raw, SECRET) },
      body: raw.replace('pub-program', 'pub-orphan'),
    });
    expect((await send(request)).status).toBe(401);
    expect(tagCalls()).toEqual([]);
  });

  it('answers 400 with the problems to a signed body that is not the projection', async () => {
    const result = await send(delivery({ _id: 'page-x', _type: 'page', operation: 'publish' }));
    expect(result.status).toBe(400);
    expect(result.json.problems).toEqual([expect.stringMatching(/^operation: /)]);
    expect(tagCalls()).toEqual([]);
  });

  it('answers 400 to signed text that is not JSON', async () => {
    expect((await send(delivery('{oops'))).status).toBe(400);
  });

  it('answers 413 to an oversized body without checking anything else', async () => {
    const result = await send(delivery({ ...pageUpdate, padding: 'x'.repeat(70 * 1024) }));
    expect(result.status).toBe(413);
    expect(tagCalls()).toEqual([]);
    // Logged like every other refused delivery.
    expect(logs.warn).toHaveBeenCalledTimes(1);
    expect(String(logs.warn.mock.calls[0][0])).toContain('body exceeds 64 KiB');
  });

  it('answers 400 to a body that is not UTF-8, and logs it', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"_type":"page","_id":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const request = new Request('http://127.0.0.1/api/revalidate', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': signPayload('x', SECRET),
      },
      body: bytes,
    });
    const result = await send(request);
    expect(result).toEqual({
      status: 400,
      cacheControl: 'no-store',
      json: { message: 'Body is not valid UTF-8' },
    });
    expect(tagCalls()).toEqual([]);
    expect(logs.warn).toHaveBeenCalledTimes(1);
  });

  it('answers 500 with a clear log line when the secret is not configured', async () => {
    delete process.env.SANITY_REVALIDATE_SECRET;
    const result = await send(delivery(pageUpdate));
    expect(result).toEqual({
      status: 500,
      cacheControl: 'no-store',
      json: { message: 'Revalidation is not configured on this server' },
    });
    expect(String(logs.error.mock.calls[0][0])).toContain('SANITY_REVALIDATE_SECRET is not set');
    expect(tagCalls()).toEqual([]);
  });

  it('revalidates nothing for a draft, yet answers 200', async () => {
    const result = await send(delivery({ ...pageUpdate, _id: 'drafts.page-pub-program' }));
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ revalidated: false, tags: [], paths: [] });
    expect(tagCalls()).toEqual([]);
  });

  it('revalidates nothing for an unknown document type, yet answers 200', async () => {
    const result = await send(
      delivery({ _type: 'sponsor', _id: 'sponsor-1', slug: 'x', operation: 'update' }),
    );
    expect(result.status).toBe(200);
    expect(result.json.tags).toEqual([]);
    expect(tagCalls()).toEqual([]);
  });

  it('still publishes the page itself when the referrer lookup fails, and answers 500 so Sanity retries', async () => {
    process.env.CONTENT_DATASET_FILE = path.join(__dirname, 'no-such-dataset.ndjson');
    const result = await send(delivery(pageUpdate));
    expect(result.status).toBe(500);
    expect(result.json.tags).toEqual(['page:pub-program', 'page-index']);
    expect(tagCalls()).toEqual([
      ['page:pub-program', 'max'],
      ['page-index', 'max'],
    ]);
    expect(String(logs.error.mock.calls[0][0])).toContain('referrer lookup failed');
  });
});

describe('a publish the shared cache did not take', () => {
  const body = (raw: string): WebhookDelivery => ({
    body: { kind: 'ok', text: raw },
    signatureHeader: signPayload(raw, SECRET),
  });

  it('answers 503 so Sanity delivers again, names the failure in the log, and purges nothing', async () => {
    const purge = jest.fn();
    const outcome = await handleRevalidateWebhook(body(JSON.stringify(pageUpdate)), {
      consistencyDelayMs: 0,
      purge,
      invalidate: async (tags) =>
        tags.map((tag) => ({
          handler: 'redis-strings',
          tag,
          error: 'Redis client is not ready yet',
        })),
    });
    expect(outcome.status).toBe(503);
    expect(outcome.body).toMatchObject({ revalidated: false });
    expect(purge).not.toHaveBeenCalled();
    const line = JSON.parse(String(logs.error.mock.calls[0]?.[0] ?? logs.warn.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ event: 'content.revalidate', status: 503 });
    expect(line.error).toMatch(
      /cache invalidation failed: redis-strings page:pub-program: Redis client is not ready/,
    );
  });

  it('answers 200 and purges when every handler took it, and asks for the paths too', async () => {
    const purge = jest.fn();
    const invalidate = jest.fn(async () => []);
    const outcome = await handleRevalidateWebhook(
      body(
        JSON.stringify({ _type: 'page', _id: 'page-pub-new', slug: 'pub-ny', operation: 'create' }),
      ),
      { consistencyDelayMs: 0, purge, invalidate },
    );
    expect(outcome.status).toBe(200);
    expect(invalidate).toHaveBeenCalledWith([
      'page:pub-ny',
      'page-index',
      '_N_T_/pub-ny',
      '_N_T_/sider/pub-ny',
    ]);
    expect(purge).toHaveBeenCalledWith(['page:pub-ny', 'page-index']);
  });
});

describe('the wait for Sanity to serve the change', () => {
  // A site setting: it revalidates its own tag and looks nothing up, so no query goes out.
  const settingsUpdate = { _type: 'siteSettings', _id: 'siteSettings', operation: 'update' };
  const settingsTag = () => tagCalls().filter(([tag]) => tag === cacheTags.siteSettings);

  /** Delivers the site-settings webhook; resolves to its outcome once it has run to the end. */
  function deliver(env: Record<string, string>) {
    const raw = JSON.stringify(settingsUpdate);
    return handleRevalidateWebhook(
      { body: { kind: 'ok', text: raw }, signatureHeader: signPayload(raw, SECRET) },
      { env: { NODE_ENV: 'test', ...env }, purge: jest.fn(), invalidate: async () => [] },
    );
  }

  const sanityEnv = (extra: Record<string, string> = {}) => ({
    SANITY_PROJECT_ID: 'abc123',
    SANITY_REVALIDATE_SECRET: SECRET,
    ...extra,
  });

  beforeEach(() => jest.useFakeTimers({ now: Date.now() }));
  afterEach(() => jest.useRealTimers());

  it('with Sanity, revalidates only once the default 3 s have passed', async () => {
    const outcome = deliver(sanityEnv());
    await jest.advanceTimersByTimeAsync(DEFAULT_SANITY_CONSISTENCY_DELAY_MS - 1);
    expect(settingsTag()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ status: 200 });
    expect(settingsTag()).toHaveLength(1);
  });

  it('waits as long as SANITY_CONSISTENCY_DELAY_MS says, and not at all with 0', async () => {
    const outcome = deliver(sanityEnv({ SANITY_CONSISTENCY_DELAY_MS: '1200' }));
    await jest.advanceTimersByTimeAsync(1199);
    expect(settingsTag()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ status: 200 });

    jest.mocked(revalidateTag).mockClear();
    // No timer to advance: it revalidates on its own.
    await expect(deliver(sanityEnv({ SANITY_CONSISTENCY_DELAY_MS: '0' }))).resolves.toMatchObject({
      status: 200,
    });
    expect(settingsTag()).toHaveLength(1);
  });

  it('does not wait with the embedded dataset, which serves the change at once', async () => {
    const env = { SANITY_REVALIDATE_SECRET: SECRET, CONTENT_DATASET_FILE: FIXTURE };
    await expect(deliver(env)).resolves.toMatchObject({ status: 200 });
    expect(settingsTag()).toHaveLength(1);
  });
});

describe('the shared cache handlers (lib/cache/invalidation.mjs)', () => {
  afterEach(() => registerSharedHandlers([]));

  it('logs every failed invalidation at warn without a debug variable, and reports it', async () => {
    delete process.env.NEXT_PRIVATE_DEBUG_CACHE;
    const failing = withInvalidationLog({
      name: 'redis-strings',
      revalidateTag: async () => {
        throw new Error('Redis client is not ready yet or connection is lost');
      },
    });
    registerSharedHandlers([failing]);
    expect(await invalidateSharedTags(['page:a'])).toEqual([
      {
        handler: 'redis-strings',
        tag: 'page:a',
        error: 'Redis client is not ready yet or connection is lost',
      },
    ]);
    const line = JSON.parse(String(logs.warn.mock.calls[0][0]));
    expect(line).toMatchObject({
      level: 'warn',
      event: 'cache.invalidate-failed',
      handler: 'redis-strings',
      tag: 'page:a',
    });
  });

  it('reports a handler that never answers (a frozen Redis) as failed, within the time limit', async () => {
    registerSharedHandlers([
      withInvalidationLog({
        name: 'redis-strings',
        revalidateTag: () => new Promise<void>(() => {}),
      }),
    ]);
    const started = Date.now();
    const failures = await invalidateSharedTags(['page:a', 'menu:b'], { timeoutMs: 200 });
    expect(failures.map((failure) => failure.tag)).toEqual(['page:a', 'menu:b']);
    expect(failures[0].error).toMatch(/no answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports nothing when every handler took the tags', async () => {
    const seen: string[] = [];
    registerSharedHandlers([
      withInvalidationLog({
        name: 'ok',
        revalidateTag: async (tag: string) => void seen.push(tag),
      }),
    ]);
    expect(await invalidateSharedTags(['page:a', 'menu:b'])).toEqual([]);
    expect(seen).toEqual(['page:a', 'menu:b']);
  });
});
