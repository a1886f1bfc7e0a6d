export type TestRedisServer = {
  url: string;
  port: number;
  start: () => Promise<void>;
  crash: () => Promise<void>;
  stop: () => Promise<void>;
};
export function startRedisServer(options?: { port?: number }): Promise<TestRedisServer>;
