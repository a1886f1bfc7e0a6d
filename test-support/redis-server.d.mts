export type RedisServer = {
  url: string;
  port: number;
  /** Its private data folder (the AOF lives here); deleted by `stop`. */
  dir: string;
  /** Starts it again on the same port and data folder, and waits until it answers. */
  start: () => Promise<void>;
  /** Kills it without warning (SIGKILL: no shutdown save, no final fsync). */
  crash: () => Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open, nothing answers. */
  pause: () => void;
  resume: () => void;
  /** Stops it and deletes its data folder. */
  stop: () => Promise<void>;
};
export function startRedisServer(options?: {
  port?: number;
  args?: string[];
}): Promise<RedisServer>;
