import { formatLogLine, levelForStatus, logEvent, REDACTED } from '@/lib/log';
import { logRequestError } from '@/lib/log/request-error';

let spies: { info: jest.SpyInstance; warn: jest.SpyInstance; error: jest.SpyInstance };

beforeEach(() => {
  spies = {
    info: jest.spyOn(console, 'info').mockImplementation(() => {}),
    warn: jest.spyOn(console, 'warn').mockImplementation(() => {}),
    error: jest.spyOn(console, 'error').mockImplementation(() => {}),
  };
});
afterEach(() => jest.restoreAllMocks());

const lineOf = (spy: jest.SpyInstance) => {
  expect(spy).toHaveBeenCalledTimes(1);
  const [text] = spy.mock.calls[0] as [string];
  expect(text).not.toContain('\n');
  return JSON.parse(text) as Record<string, unknown>;
};

describe('logEvent', () => {
  it('writes one JSON line with time, level and event first', () => {
    logEvent('content.revalidate', { status: 200, tags: ['page:program'] });
    const line = lineOf(spies.info);
    expect(Object.keys(line).slice(0, 3)).toEqual(['time', 'level', 'event']);
    expect(line).toMatchObject({
      level: 'info',
      event: 'content.revalidate',
      status: 200,
      tags: ['page:program'],
    });
    expect(new Date(line.time as string).toISOString()).toBe(line.time);
  });

  it('sends warnings and errors to stderr', () => {
    logEvent('contact.submission', { status: 429 }, 'warn');
    logEvent('server.error', { status: 500 }, 'error');
    expect(lineOf(spies.warn).level).toBe('warn');
    expect(lineOf(spies.error).level).toBe('error');
    expect(spies.info).not.toHaveBeenCalled();
  });

  it('never writes a message body or the visitor’s details, even when handed them', () => {
    logEvent('contact.submission', {
      outcome: 'delivered',
      message: 'Hei! Jeg heter Kari og bor i Storgata 1.',
      email: 'kari@example.no',
      firstname: 'Kari',
      details: { body: '{"message":"secret"}', Email: 'kari@example.no' },
      error: 'HubSpot rejected kari@example.no as INVALID_EMAIL',
    });
    const text = spies.info.mock.calls[0][0] as string;
    expect(text).not.toMatch(/Storgata|kari@example\.no|Kari|secret/);
    const line = JSON.parse(text);
    expect(line).toMatchObject({
      outcome: 'delivered',
      message: REDACTED,
      email: REDACTED,
      firstname: REDACTED,
    });
    expect(line.details).toEqual({ body: REDACTED, Email: REDACTED });
    expect(line.error).toBe('HubSpot rejected [email] as INVALID_EMAIL');
  });

  it('keeps time, level and event from being overwritten by fields', () => {
    const line = JSON.parse(
      formatLogLine('health.degraded', { event: 'forged', level: 'info', time: 'x' }, 'warn'),
    );
    expect(line).toMatchObject({ event: 'health.degraded', level: 'warn' });
    expect(line.time).not.toBe('x');
  });

  it('bounds what one line can hold', () => {
    const nested = { a: { b: { c: { d: { e: 'deep' } } } } };
    const line = JSON.parse(
      formatLogLine('x', { long: 'y'.repeat(10_000), nested, error: new TypeError('bad') }),
    );
    expect((line.long as string).length).toBeLessThanOrEqual(1001);
    expect(JSON.stringify(line.nested)).toContain('[truncated]');
    expect(line.error).toBe('TypeError: bad');
  });

  it('maps HTTP statuses to levels', () => {
    expect([200, 302, 404, 429, 500, 503].map(levelForStatus)).toEqual([
      'info',
      'info',
      'warn',
      'warn',
      'error',
      'error',
    ]);
  });
});

describe('the onRequestError hook', () => {
  it('logs the route and error, without the query string or headers', async () => {
    const error = Object.assign(new Error('Sanity query failed with status 500'), {
      digest: '12345',
    });
    await logRequestError(
      error,
      {
        path: '/program?email=kari@example.no',
        method: 'GET',
        headers: { cookie: 'session=abc', authorization: 'Bearer t' },
      },
      {
        routerKind: 'App Router',
        routePath: '/[slug]',
        routeType: 'render',
        revalidateReason: 'stale',
        renderSource: 'server-rendering',
      },
    );
    const line = lineOf(spies.error);
    expect(line).toEqual({
      time: expect.any(String),
      level: 'error',
      event: 'server.error',
      method: 'GET',
      path: '/program',
      routePath: '/[slug]',
      routeType: 'render',
      renderSource: 'server-rendering',
      revalidateReason: 'stale',
      error: 'Error: Sanity query failed with status 500',
      digest: '12345',
    });
  });
});
