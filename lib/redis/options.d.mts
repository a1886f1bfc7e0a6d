export const REDIS_COMMAND_TIMEOUT_MS: number;
export const REDIS_CONNECT_TIMEOUT_MS: number;
export function redisClientOptions(url: string): import('redis').RedisClientOptions;
export function redisUrl(env?: Record<string, string | undefined>): string | undefined;
