export const REDIS_COMMAND_TIMEOUT_MS: number;
export const REDIS_STORE_COMMAND_TIMEOUT_MS: number;
export const REDIS_CONNECT_TIMEOUT_MS: number;
export function redisClientOptions(url: string): import('redis').RedisClientOptions;
