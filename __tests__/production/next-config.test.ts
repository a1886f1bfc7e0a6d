import path from 'node:path';
import { securityHeaderRules } from '@/lib/security/headers.mjs';

// A computed path: next.config.mjs has no type declarations, and the test checks its shape itself.
const CONFIG_FILE = path.resolve(__dirname, '../../next.config.mjs');

type NextConfigShape = { output?: string; headers: () => Promise<unknown> };

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
  it('serves the security header rules on every route', async () => {
    const config = await loadConfig({});
    await expect(config.headers()).resolves.toEqual(securityHeaderRules());
  });

  it('builds the standalone server only for the container image', async () => {
    expect((await loadConfig({ NEXT_OUTPUT: undefined })).output).toBeUndefined();
    expect((await loadConfig({ NEXT_OUTPUT: 'standalone' })).output).toBe('standalone');
  });
});
