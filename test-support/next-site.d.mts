type Env = Record<string, string | undefined>;
type Output = 'capture' | 'inherit' | { logFile: string };

export { freePort } from './free-port.mjs';

export function killStarted(): void;

export function spawnNextStart(options: {
  port: number | string;
  distDir?: string;
  appDir?: string;
  env?: Env;
  inheritEnv?: boolean;
  detached?: boolean;
  output?: Output;
  log?: boolean;
}): { child: import('node:child_process').ChildProcess; output: string[] };

export function buildSite(options: {
  distDir: string;
  env?: Env;
  log?: boolean;
  detached?: boolean;
  output?: 'capture' | 'inherit';
}): Promise<{ durationMs: number; output: string }>;

export function waitForHealth(baseUrl: string, timeoutMs?: number): Promise<number>;

export type StartedSite = {
  baseUrl: string;
  output: string[];
  /** Kills the server at once (SIGKILL), as a crash would. */
  crash(): Promise<void>;
  stop(): Promise<void>;
};

export function startSite(options: {
  distDir?: string;
  port: number;
  env?: Env;
  log?: boolean;
}): Promise<StartedSite>;

export function startStandaloneSite(options: {
  appDir: string;
  port: number;
  env?: Record<string, string>;
}): Promise<StartedSite>;

export function removeDistDir(distDir: string): void;

export function cleanUpOnInterrupt(distDirs: string[], alsoUndo?: () => void): void;
