import path from 'node:path';
import { matchHeaderRule } from '../support/header-rule-match';

// A computed path: next.config.mjs has no type declarations, and the test checks its shape itself.
const CONFIG_FILE = path.resolve(__dirname, '../../next.config.mjs');

type HeaderRule = {
  source: string;
  has?: { type: string; key: string }[];
  headers: { key: string; value: string }[];
};
type NextConfigShape = {
  output?: string;
  poweredByHeader?: boolean;
  experimental?: { turbopackFileSystemCacheForBuild?: boolean };
  headers: () => Promise<HeaderRule[]>;
};

/**
 * What the config gives a plain request for `path` (no cookies), matched the way Next's router
 * matches header rules (strict, unnamed groups dropped): the last rule setting a header wins.
 */
function headersFor(rules: HeaderRule[], requestPath: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (rule.has) continue;
    if (!matchHeaderRule(rule.source, requestPath)) continue;
    for (const { key, value } of rule.headers) result[key.toLowerCase()] = value;
  }
  return result;
}

function cspDirective(csp: string, name: string): string[] {
  const part = csp
    .split(';')
    .map((p) => p.trim().split(/\s+/))
    .find(([n]) => n === name);
  return part ? part.slice(1) : [];
}

async function loadConfig(env: Record<string, string | undefined>): Promise<NextConfigShape> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let config: NextConfigShape | undefined;
    await jest.isolateModulesAsync(async () => {
      const loaded: { default: unknown } = await import(CONFIG_FILE);
      const exported = loaded.default as NextConfigShape | ((phase: string) => NextConfigShape);
      config = typeof exported === 'function' ? exported('phase-production-server') : exported;
    });
    return config!;
  } finally {
    process.env = saved;
  }
}

describe('next.config', () => {
  it("writes Turbopack's build cache unless NEXT_BUILD_CACHE=off (CI, the image)", async () => {
    const cacheWritten = async (value: string | undefined) =>
      (await loadConfig({ NEXT_BUILD_CACHE: value })).experimental
        ?.turbopackFileSystemCacheForBuild;
    expect(await cacheWritten(undefined)).toBe(true);
    expect(await cacheWritten('on')).toBe(true);
    expect(await cacheWritten('off')).toBe(false);
  });

  it('sends the security headers on pages, API routes and static files alike', async () => {
    const rules = await (await loadConfig({})).headers();
    for (const route of ['/', '/matfestival', '/api/contact', '/ROS.pdf']) {
      const headers = headersFor(rules, route);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(cspDirective(headers['content-security-policy'], 'frame-ancestors')).toEqual([
        "'none'",
      ]);
      expect(cspDirective(headers['content-security-policy'], 'script-src')).not.toContain(
        "'unsafe-eval'",
      );
    }
  });

  it('lets only the studio be framed by this origin and run eval', async () => {
    const rules = await (await loadConfig({})).headers();
    const studio = headersFor(rules, '/studio/structure');
    expect(studio['x-frame-options']).toBe('SAMEORIGIN');
    expect(cspDirective(studio['content-security-policy'], 'script-src')).toContain(
      "'unsafe-eval'",
    );
  });

  it('frames ticket sales from the host in NEXT_PUBLIC_HOOPLA_SALES_URL at build time', async () => {
    // Next calls headers() while it builds, so the variable must be set then.
    const saved = process.env.NEXT_PUBLIC_HOOPLA_SALES_URL;
    process.env.NEXT_PUBLIC_HOOPLA_SALES_URL = 'https://{organizationId}.billetter.example.no/';
    try {
      const csp = headersFor(await (await loadConfig({})).headers(), '/')[
        'content-security-policy'
      ];
      expect(cspDirective(csp, 'frame-src')).toContain('https://*.billetter.example.no');
      expect(cspDirective(csp, 'frame-src')).not.toContain('https://*.hoopla.no');
    } finally {
      if (saved === undefined) delete process.env.NEXT_PUBLIC_HOOPLA_SALES_URL;
      else process.env.NEXT_PUBLIC_HOOPLA_SALES_URL = saved;
    }
  });

  it('does not advertise the framework', async () => {
    expect((await loadConfig({})).poweredByHeader).toBe(false);
  });

  it('builds the standalone server only for the container image', async () => {
    expect((await loadConfig({ NEXT_OUTPUT: undefined })).output).toBeUndefined();
    expect((await loadConfig({ NEXT_OUTPUT: 'standalone' })).output).toBe('standalone');
  });
});
