import { renderToStaticMarkup } from 'react-dom/server';
import { cookies, draftMode } from 'next/headers';
import { GET as disable } from '@/app/api/draft-mode/disable/route';
import { GET as enable } from '@/app/api/draft-mode/enable/route';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { decideDraftModeEnable } from '@/lib/publishing/draft-mode';
import { refererPath, safeRedirectPath } from '@/lib/publishing/redirect-path';
import { word } from '../fixtures/publishing-content';

jest.mock('next/headers', () => {
  const store = { isEnabled: false, enable: jest.fn(), disable: jest.fn() };
  const jar = { delete: jest.fn() };
  return { draftMode: jest.fn(async () => store), cookies: jest.fn(async () => jar) };
});

jest.mock('next-sanity/draft-mode', () => ({
  defineEnableDraftMode: jest.fn(() => ({
    GET: jest.fn(async () => new Response(null, { status: 307 })),
  })),
}));

const SECRET = word('preview');
const localEnv = (extra: Record<string, string> = {}) =>
  ({
    ...process.env,
    SANITY_PROJECT_ID: '',
    SANITY_PREVIEW_SECRET: SECRET,
    ...extra,
  }) as NodeJS.ProcessEnv;
const url = (query: string) => new URL(`http://127.0.0.1/api/draft-mode/enable?${query}`);

describe('safeRedirectPath', () => {
  it.each([
    ['/matfestival', '/matfestival'],
    ['/program?dag=2#kveld', '/program?dag=2#kveld'],
    ['/smak-p%C3%A5', '/smak-p%C3%A5'],
    ['/', '/'],
  ])('keeps the same-origin path %p', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'matfestival',
    '/api/draft-mode/enable?secret=x',
    '/a\nb',
  ])('falls back to / for %p', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });

  it('resolves dot segments without leaving the site', () => {
    expect(safeRedirectPath('/../../etc/passwd')).toBe('/etc/passwd');
  });
});

describe('refererPath', () => {
  it('takes the path of a same-host referer and ignores others', () => {
    expect(refererPath('http://127.0.0.1:3000/program?x=1', '127.0.0.1:3000')).toBe('/program?x=1');
    expect(refererPath('https://evil.example/program', '127.0.0.1:3000')).toBeNull();
    expect(refererPath('not a url', 'host')).toBeNull();
    expect(refererPath(null, 'host')).toBeNull();
  });
});

describe('decideDraftModeEnable', () => {
  it('enables with the right secret and a validated redirect', () => {
    const slug = word('side');
    expect(decideDraftModeEnable(url(`secret=${SECRET}&redirect=/${slug}`), localEnv())).toEqual({
      kind: 'enable',
      redirectTo: `/${slug}`,
    });
    expect(
      decideDraftModeEnable(url(`secret=${SECRET}&redirect=https://evil.example`), localEnv()),
    ).toEqual({
      kind: 'enable',
      redirectTo: '/',
    });
  });

  it('refuses a wrong or missing secret with 401', () => {
    expect(decideDraftModeEnable(url('secret=nope'), localEnv())).toMatchObject({
      kind: 'refuse',
      status: 401,
    });
    expect(decideDraftModeEnable(url(''), localEnv())).toMatchObject({
      kind: 'refuse',
      status: 401,
    });
  });

  it('answers 500 with a log line naming the variable when no preview secret is configured', () => {
    const decision = decideDraftModeEnable(
      url('secret=anything'),
      localEnv({ SANITY_PREVIEW_SECRET: '' }),
    );
    expect(decision).toMatchObject({ kind: 'refuse', status: 500 });
    expect(decision.kind === 'refuse' && decision.logLine).toContain('SANITY_PREVIEW_SECRET');
  });

  it('with Sanity, hands only Presentation tool links to next-sanity and refuses the shared secret', () => {
    const env = localEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_API_READ_TOKEN: 'token' });
    expect(decideDraftModeEnable(url('sanity-preview-secret=s'), env)).toEqual({
      kind: 'presentation',
    });
    expect(decideDraftModeEnable(url(`secret=${SECRET}`), env)).toMatchObject({
      kind: 'refuse',
      status: 401,
    });
    expect(decideDraftModeEnable(url('sanity-preview-secret=%20'), env)).toMatchObject({
      kind: 'refuse',
      status: 401,
    });
  });

  it('refuses preview with Sanity but no read token, since drafts could not be read', () => {
    const env = localEnv({ SANITY_PROJECT_ID: 'abc123' });
    const decision = decideDraftModeEnable(url(`secret=${SECRET}`), env);
    expect(decision).toMatchObject({ kind: 'refuse', status: 500 });
    expect(decision.kind === 'refuse' && decision.logLine).toContain('SANITY_API_READ_TOKEN');
  });
});

describe('draft mode routes', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env.SANITY_PREVIEW_SECRET = SECRET;
    delete process.env.SANITY_PROJECT_ID;
    jest.clearAllMocks();
  });
  afterAll(() => {
    process.env = saved;
  });

  it('enable turns draft mode on and redirects to the requested page', async () => {
    const slug = word('side');
    const response = await enable(
      new Request(`http://127.0.0.1/api/draft-mode/enable?secret=${SECRET}&redirect=/${slug}`),
    );
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`/${slug}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await draftMode()).enable).toHaveBeenCalledTimes(1);
  });

  it('enable with a wrong secret leaves draft mode off', async () => {
    const response = await enable(
      new Request('http://127.0.0.1/api/draft-mode/enable?secret=wrong&redirect=/'),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid preview secret' });
    expect((await draftMode()).enable).not.toHaveBeenCalled();
  });

  it('enable delegates a Presentation tool link to next-sanity with a token-bearing client', async () => {
    process.env.SANITY_PROJECT_ID = 'abc123';
    process.env.SANITY_API_READ_TOKEN = word('token');
    const response = await enable(
      new Request('http://127.0.0.1/api/draft-mode/enable?sanity-preview-secret=s'),
    );
    expect(response.status).toBe(307);
    const [[options]] = jest.mocked(defineEnableDraftMode).mock.calls;
    expect(options.client.config()).toMatchObject({
      projectId: 'abc123',
      token: process.env.SANITY_API_READ_TOKEN,
    });
    expect((await draftMode()).enable).not.toHaveBeenCalled();
    delete process.env.SANITY_API_READ_TOKEN;
  });

  it('disable turns draft mode off, clears the Presentation cookies and returns to the referring page', async () => {
    const response = await disable(
      new Request('http://127.0.0.1:3000/api/draft-mode/disable', {
        headers: { referer: 'http://127.0.0.1:3000/program', host: '127.0.0.1:3000' },
      }),
    );
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/program');
    expect((await draftMode()).disable).toHaveBeenCalledTimes(1);
    expect((await cookies()).delete).toHaveBeenCalledWith('sanity-preview-perspective');
  });

  it('disable honours ?redirect= and refuses to leave the site', async () => {
    const response = await disable(
      new Request('http://127.0.0.1/api/draft-mode/disable?redirect=https://evil.example'),
    );
    expect(response.headers.get('location')).toBe('/');
  });
});

describe('PreviewBanner', () => {
  it('tells the editor this is a draft preview and links to the disable route', () => {
    const html = renderToStaticMarkup(<PreviewBanner language="nb" />);
    expect(html).toContain('Forhåndsvisning av utkast');
    expect(html).toContain('href="/api/draft-mode/disable"');
    expect(html).toContain('Avslutt forhåndsvisning');
  });

  it('speaks English over an English page', () => {
    const html = renderToStaticMarkup(<PreviewBanner language="en" />);
    expect(html).toContain('Draft preview');
    expect(html).toContain('Leave the preview');
    expect(html).not.toContain('Forhåndsvisning');
  });
});
