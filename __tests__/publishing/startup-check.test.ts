import { warnAboutMissingSecrets } from '@/lib/publishing/startup-check';

const env = (vars: Record<string, string>) =>
  ({ NODE_ENV: 'production', SANITY_PROJECT_ID: '', ...vars }) as unknown as NodeJS.ProcessEnv;

describe('warnAboutMissingSecrets', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('names each missing secret and what stops working', () => {
    warnAboutMissingSecrets(env({}));
    const lines = warn.mock.calls.map(([line]) => String(line));
    expect(lines).toEqual([
      expect.stringContaining('SANITY_REVALIDATE_SECRET is not set'),
      expect.stringContaining('SANITY_PREVIEW_SECRET is not set'),
    ]);
  });

  it('asks for the read token, not the preview secret, when content comes from Sanity', () => {
    warnAboutMissingSecrets(env({ SANITY_PROJECT_ID: 'abc123', SANITY_REVALIDATE_SECRET: 's' }));
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('SANITY_API_READ_TOKEN'),
    ]);
  });

  it('logs a malformed Sanity variable at start, naming it, instead of failing later', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      warnAboutMissingSecrets(
        env({ SANITY_PROJECT_ID: 'abc123', SANITY_CONSISTENCY_DELAY_MS: 'soon' }),
      );
      const lines = error.mock.calls.map(([line]) => JSON.parse(String(line)));
      expect(lines).toEqual([
        expect.objectContaining({
          event: 'startup.check-failed',
          error: expect.stringContaining('SANITY_CONSISTENCY_DELAY_MS'),
        }),
      ]);
    } finally {
      error.mockRestore();
    }
  });

  it('is silent when everything is configured', () => {
    warnAboutMissingSecrets(env({ SANITY_REVALIDATE_SECRET: 'a', SANITY_PREVIEW_SECRET: 'b' }));
    expect(warn).not.toHaveBeenCalled();
  });
});
