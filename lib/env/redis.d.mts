export function redisUrlSetting(
  env?: Record<string, string | undefined>,
  name?: string,
): string | undefined;
export function readRedisUrl(
  env?: Record<string, string | undefined>,
  name?: string,
): string | null;
export function readRedisKeyPrefix(env?: Record<string, string | undefined>): string;
