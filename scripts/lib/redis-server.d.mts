export type TestRedisServer = {
  url: string;
  port: number;
  start: () => Promise<void>;
  crash: () => Promise<void>;
  pause: () => void;
  resume: () => void;
  stop: () => Promise<void>;
};
export function startRedisServer(options?: {
  port?: number;
  args?: string[];
}): Promise<TestRedisServer>;
