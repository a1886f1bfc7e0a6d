import { evaluate, parse } from 'groq-js';
import { draftMode } from 'next/headers';
import { GET as enable } from '@/app/api/draft-mode/enable/route';
import { json, startStandIn } from '../support/http-stand-in';
import { word } from '../fixtures/publishing-content';

// Only Next's request scope is replaced; next-sanity's defineEnableDraftMode and
// @sanity/preview-url-secret run for real against a Sanity stand-in on 127.0.0.1.
jest.mock('next/headers', () => {
  const store = { isEnabled: false, enable: jest.fn(), disable: jest.fn() };
  const jar = { get: jest.fn(), set: jest.fn(), delete: jest.fn() };
  return { draftMode: jest.fn(async () => store), cookies: jest.fn(async () => jar) };
});

const TOKEN = word('viewer-token');
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The preview-URL secret documents the Presentation tool writes into the dataset. */
function secretDocument(secret: string, updatedAt: string) {
  return {
    _id: `sanity-preview-url-secret.${word('id')}`,
    _type: 'sanity.previewUrlSecret',
    _updatedAt: updatedAt,
    secret,
    studioUrl: 'http://127.0.0.1/studio',
  };
}

const fresh = word('fresh');
const expired = word('expired');
const dataset = [secretDocument(fresh, minutesAgo(5)), secretDocument(expired, minutesAgo(61))];

/** Sanity's query API: runs the very GROQ it is sent, with its $params, over the dataset. */
async function answerQuery(url: URL) {
  const params: Record<string, unknown> = {};
  url.searchParams.forEach((value, key) => {
    if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
  });
  const query = url.searchParams.get('query') ?? '';
  const value = await evaluate(parse(query, { params }), { dataset, params });
  return { result: await value.get() };
}

describe('draft mode through the Presentation tool’s short-lived secrets (Sanity stand-in)', () => {
  let sanity: Awaited<ReturnType<typeof startStandIn>>;
  const saved = { ...process.env };

  beforeAll(async () => {
    sanity = await startStandIn((request, response) => {
      if (request.headers.authorization !== `Bearer ${TOKEN}`) {
        json(response, 401, { error: 'Unauthorized' });
        return;
      }
      answerQuery(request.url).then(
        (body) => json(response, 200, body),
        (error: Error) => json(response, 400, { error: error.message }),
      );
    });
  });
  beforeEach(() => {
    process.env = {
      ...saved,
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: sanity.url,
      SANITY_API_READ_TOKEN: TOKEN,
      // Set, to show that a shared secret no longer opens the preview when Sanity is the source.
      SANITY_PREVIEW_SECRET: word('shared'),
    };
    sanity.requests.length = 0;
    jest.clearAllMocks();
  });
  afterAll(async () => {
    process.env = saved;
    await sanity.close();
  });

  const request = (query: string) => new Request(`http://127.0.0.1/api/draft-mode/enable?${query}`);

  it('enables draft mode for a secret the studio wrote minutes ago, and goes to the page', async () => {
    const slug = word('side');
    const outcome = await enable(
      request(`sanity-preview-secret=${fresh}&sanity-preview-pathname=/${slug}`),
    ).catch((error: { digest?: string }) => error);
    // next/navigation's redirect() throws; Next turns it into a 307 to the page.
    expect((outcome as { digest?: string }).digest).toMatch(
      new RegExp(`^NEXT_REDIRECT;replace;/${slug};307;`),
    );
    expect((await draftMode()).enable).toHaveBeenCalledTimes(1);
    // The secret was checked in the dataset, with the read token.
    expect(sanity.requests).toHaveLength(1);
    expect(sanity.requests[0].url.searchParams.get('$secret')).toBe(JSON.stringify(fresh));
    expect(sanity.requests[0].url.searchParams.get('query')).toContain('sanity.previewUrlSecret');
  });

  it.each([
    ['an expired secret (over an hour old)', expired],
    ['an unknown secret', word('unknown')],
  ])('refuses %s with 401 and leaves draft mode off', async (_, secret) => {
    const response = await enable(request(`sanity-preview-secret=${secret}`));
    expect(response.status).toBe(401);
    expect((await draftMode()).enable).not.toHaveBeenCalled();
    expect(sanity.requests).toHaveLength(1);
  });

  it('refuses the shared SANITY_PREVIEW_SECRET without asking Sanity', async () => {
    const response = await enable(
      request(`secret=${process.env.SANITY_PREVIEW_SECRET}&redirect=/`),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: "Open the preview from the studio's Presentation tool (Forhåndsvisning)",
    });
    expect((await draftMode()).enable).not.toHaveBeenCalled();
    expect(sanity.requests).toHaveLength(0);
  });
});
