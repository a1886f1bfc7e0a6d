import { querySanity } from '@/lib/sanity/client';
import { readContentEnv } from '@/lib/env/content';
import { pageBySlugQuery } from '@/lib/pages/page-query';
import { json, startStandIn } from '../support/http-stand-in';

describe('Sanity source against a stand-in query API', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  const slug = `side-${Date.now()}`;

  beforeAll(async () => {
    standIn = await startStandIn((_request, response) => json(response, 200, { result: { title: 'Fra Sanity' }, ms: 1 }));
  });
  afterAll(() => standIn.close());

  function env(extra: Record<string, string> = {}) {
    const parsed = readContentEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging', SANITY_API_HOST: standIn.url, ...extra });
    if (parsed.source !== 'sanity') throw new Error('expected the Sanity source');
    return parsed;
  }

  it('sends the query, params, API version and published perspective', async () => {
    standIn.requests.length = 0;
    const result = await querySanity<{ title: string }>(env(), pageBySlugQuery, { slug }, 'published');
    expect(result).toEqual({ title: 'Fra Sanity' });
    const [request] = standIn.requests;
    expect(request.url.pathname).toBe('/v2024-01-01/data/query/staging');
    expect(request.url.searchParams.get('query')).toBe(pageBySlugQuery);
    expect(request.url.searchParams.get('$slug')).toBe(JSON.stringify(slug));
    expect(request.url.searchParams.get('perspective')).toBe('published');
    expect(request.headers.authorization).toBeUndefined();
  });

  it('reads drafts only with the read token', async () => {
    await expect(querySanity(env(), pageBySlugQuery, { slug }, 'drafts')).rejects.toThrow(/SANITY_API_READ_TOKEN/);
    standIn.requests.length = 0;
    await querySanity(env({ SANITY_API_READ_TOKEN: 'sk-read' }), pageBySlugQuery, { slug }, 'drafts');
    expect(standIn.requests[0].url.searchParams.get('perspective')).toBe('drafts');
    expect(standIn.requests[0].headers.authorization).toBe('Bearer sk-read');
  });

  it.each([
    [400, 'client'],
    [500, 'server'],
  ])('turns a %i answer into an error naming the status', async (status) => {
    standIn.respondWith((_request, response) =>
      json(response, status, { error: { description: 'param $slug referenced, but not provided', type: 'queryParseError' } }),
    );
    await expect(querySanity(env(), pageBySlugQuery, { slug }, 'published')).rejects.toThrow(
      new RegExp(`Sanity query failed with status ${status}`),
    );
  });

  it('retries a query answered with 503 once, then succeeds', async () => {
    let calls = 0;
    standIn.respondWith((_request, response) => {
      calls += 1;
      if (calls < 2) return json(response, 503, { error: 'busy' });
      return json(response, 200, { result: { title: 'Etter nytt forsøk' } });
    });
    await expect(querySanity(env(), pageBySlugQuery, { slug }, 'published')).resolves.toEqual({ title: 'Etter nytt forsøk' });
    expect(calls).toBe(2);
  });

  it('gives up after one retry, and never retries a 4xx', async () => {
    let calls = 0;
    standIn.respondWith((_request, response) => {
      calls += 1;
      json(response, 503, { error: 'busy' });
    });
    await expect(querySanity(env(), pageBySlugQuery, { slug }, 'published')).rejects.toThrow(/status 503/);
    expect(calls).toBe(2);
    calls = 0;
    standIn.respondWith((_request, response) => {
      calls += 1;
      json(response, 400, { error: { description: 'bad query' } });
    });
    await expect(querySanity(env(), pageBySlugQuery, { slug }, 'published')).rejects.toThrow(/status 400/);
    expect(calls).toBe(1);
    calls = 0;
    standIn.respondWith((_request, response) => {
      calls += 1;
      json(response, 503, { error: 'busy' });
    });
    await expect(querySanity(env({ SANITY_MAX_RETRIES: '0' }), pageBySlugQuery, { slug }, 'published')).rejects.toThrow(/status 503/);
    expect(calls).toBe(1);
  });
});

describe('Sanity source against a stand-in that never answers', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  beforeAll(async () => {
    // Holds every request open without a byte: a hung Sanity.
    standIn = await startStandIn(() => undefined);
  });
  afterAll(() => standIn.close());

  it('fails after the configured time limit and one retry, not the library default of minutes', async () => {
    const parsed = readContentEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_API_HOST: standIn.url, SANITY_TIMEOUT_MS: '300' });
    if (parsed.source !== 'sanity') throw new Error('expected the Sanity source');
    const started = Date.now();
    await expect(querySanity(parsed, pageBySlugQuery, { slug: 'x' }, 'published')).rejects.toThrow(/Sanity query failed/);
    const elapsed = Date.now() - started;
    expect(standIn.requests).toHaveLength(2);
    // Two attempts of 300 ms; the margin is for a loaded machine, far below any library default.
    expect(elapsed).toBeGreaterThanOrEqual(550);
    expect(elapsed).toBeLessThan(10_000);
  });
});

describe('content environment', () => {
  it('defaults to the embedded dataset', () => {
    expect(readContentEnv({})).toEqual({ source: 'local', datasetFile: 'content/production.ndjson' });
    expect(readContentEnv({ CONTENT_DATASET_FILE: '/tmp/x.ndjson' })).toEqual({ source: 'local', datasetFile: '/tmp/x.ndjson' });
  });

  it('switches to Sanity when a project id is set, dataset production by default', () => {
    expect(readContentEnv({ SANITY_PROJECT_ID: 'abc123' })).toMatchObject({ source: 'sanity', projectId: 'abc123', dataset: 'production' });
  });

  it('names the malformed variable', () => {
    expect(() => readContentEnv({ SANITY_PROJECT_ID: 'Not Valid!' })).toThrow(/SANITY_PROJECT_ID/);
    expect(() => readContentEnv({ SANITY_PROJECT_ID: 'abc', SANITY_API_HOST: 'nope' })).toThrow(/SANITY_API_HOST/);
    expect(() => readContentEnv({ SANITY_PROJECT_ID: 'abc', SANITY_TIMEOUT_MS: 'soon' })).toThrow(/SANITY_TIMEOUT_MS/);
    expect(() => readContentEnv({ SANITY_PROJECT_ID: 'abc', SANITY_MAX_RETRIES: '5' })).toThrow(/SANITY_MAX_RETRIES/);
    for (const delay of ['soon', '-1', '60001', '1.5']) {
      expect(() => readContentEnv({ SANITY_PROJECT_ID: 'abc', SANITY_CONSISTENCY_DELAY_MS: delay })).toThrow(/SANITY_CONSISTENCY_DELAY_MS/);
    }
  });

  it('lets a webhook wait 3 s for Sanity to serve the change by default, or what SANITY_CONSISTENCY_DELAY_MS says', () => {
    expect(readContentEnv({ SANITY_PROJECT_ID: 'abc123' })).toMatchObject({ consistencyDelayMs: 3000 });
    expect(readContentEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_CONSISTENCY_DELAY_MS: '0' })).toMatchObject({ consistencyDelayMs: 0 });
    expect(readContentEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_CONSISTENCY_DELAY_MS: ' 1500 ' })).toMatchObject({ consistencyDelayMs: 1500 });
  });

  it('limits each Sanity attempt to a few seconds with one retry by default', () => {
    expect(readContentEnv({ SANITY_PROJECT_ID: 'abc123' })).toMatchObject({ timeoutMs: 4000, maxRetries: 1 });
    expect(readContentEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_TIMEOUT_MS: '2500', SANITY_MAX_RETRIES: '0' })).toMatchObject({
      timeoutMs: 2500,
      maxRetries: 0,
    });
  });
});
