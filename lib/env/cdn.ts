import path from 'node:path';
import { z } from 'zod';

/** Which CDN the webhook purges after a publish; none when CDN_PURGE_PROVIDER is unset. */
export type CdnEnv =
  | { provider: 'varnish'; purgeUrl: string; purgeToken: string }
  | { provider: 'cloudflare'; zoneId: string; apiToken: string; apiUrl: string }
  | { provider: 'fastly'; apiToken: string; apiUrl: string; serviceId: string };

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const schema = z.object({
  CDN_PURGE_PROVIDER: optional.pipe(z.enum(['varnish', 'cloudflare', 'fastly']).optional()),
  CDN_PURGE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  CDN_PURGE_TOKEN: optional,
  CLOUDFLARE_ZONE_ID: optional,
  CLOUDFLARE_API_TOKEN: optional,
  CLOUDFLARE_API_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  FASTLY_API_TOKEN: optional,
  FASTLY_SERVICE_ID: optional,
  FASTLY_API_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
});

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Validated CDN settings, or undefined when no provider is set; throws naming what is missing. */
export function readCdnEnv(
  env: Record<string, string | undefined> = process.env,
): CdnEnv | undefined {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `CDN purge settings are invalid: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  const vars = parsed.data;
  const need = (name: keyof typeof vars, why?: string): string => {
    const value = vars[name];
    if (!value)
      throw new Error(
        `CDN_PURGE_PROVIDER=${vars.CDN_PURGE_PROVIDER} needs ${name}${why ? ` (${why})` : ''}`,
      );
    return value;
  };
  switch (vars.CDN_PURGE_PROVIDER) {
    case undefined:
      return undefined;
    case 'varnish':
      return {
        provider: 'varnish',
        purgeUrl: trimSlash(need('CDN_PURGE_URL')),
        // The VCL refuses a purge without it (deploy/varnish/default.vcl, X-Purge-Token).
        purgeToken: need('CDN_PURGE_TOKEN'),
      };
    case 'cloudflare':
      return {
        provider: 'cloudflare',
        zoneId: need('CLOUDFLARE_ZONE_ID'),
        apiToken: need('CLOUDFLARE_API_TOKEN'),
        apiUrl: trimSlash(vars.CLOUDFLARE_API_URL ?? 'https://api.cloudflare.com'),
      };
    case 'fastly':
      return {
        provider: 'fastly',
        apiToken: need('FASTLY_API_TOKEN'),
        // Purges go by surrogate key, which Fastly scopes to a service.
        serviceId: need(
          'FASTLY_SERVICE_ID',
          'the service whose cache is purged by surrogate key, shown on its dashboard',
        ),
        apiUrl: trimSlash(vars.FASTLY_API_URL ?? 'https://api.fastly.com'),
      };
  }
}

const banSchema = z.object({
  CDN_BAN_RECORD_FILE: optional,
  REDIS_KEY_PREFIX: optional,
  CDN_ROLLOUT_WINDOW_SECONDS: optional.pipe(
    z
      .string()
      .regex(/^\d+$/, 'a whole number of seconds')
      .transform(Number)
      .pipe(z.number().max(86_400))
      .optional(),
  ),
});

/**
 * Where the builds whose edge ban is done are recorded (lib/cdn/ban-record.ts), and how long
 * after its ban the first instance of a build keeps removing other builds' pages at Varnish
 * (CDN_ROLLOUT_WINDOW_SECONDS, default 600: the longest a rolling deploy takes).
 */
export type BanRecordSettings = { file: string; redisKey: string; rolloutWindowMs: number };

/**
 * The ban record's places: with REDIS_URL the fleet's set `<REDIS_KEY_PREFIX>:cdn:banned-builds`,
 * else CDN_BAN_RECORD_FILE (default `.data/cdn-banned-builds.json`, beside the contact store on
 * the instance's persistent volume).
 */
export function readBanRecordSettings(
  env: Record<string, string | undefined> = process.env,
): BanRecordSettings {
  const vars = banSchema.parse(env);
  return {
    file: vars.CDN_BAN_RECORD_FILE ?? path.join('.data', 'cdn-banned-builds.json'),
    redisKey: `${vars.REDIS_KEY_PREFIX ?? 'matfestival'}:cdn:banned-builds`,
    rolloutWindowMs: (vars.CDN_ROLLOUT_WINDOW_SECONDS ?? 600) * 1000,
  };
}
