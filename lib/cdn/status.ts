/**
 * What the deep health check reports about edge purging: the configured provider and the
 * outcome of the last purge this process sent. lib/cdn/purge.ts records outcomes here.
 */
import { processEnv } from '@/lib/env/process-env.mjs';
export type PurgeState =
  | { state: 'not-configured' }
  | {
      state: 'ok' | 'down' | 'unknown';
      provider: string;
      lastPurgeAt?: string;
      lastProblem?: string;
    };

type Last = { at: string; ok: boolean; problem?: string };
let last: Last | undefined;

export function recordPurgeOutcome(ok: boolean, problem?: string): void {
  last = { at: new Date().toISOString(), ok, problem };
}

export function purgeStatus(env: Record<string, string | undefined> = processEnv()): PurgeState {
  const provider = env.CDN_PURGE_PROVIDER?.trim();
  if (!provider) return { state: 'not-configured' };
  if (!last) return { state: 'unknown', provider };
  return {
    state: last.ok ? 'ok' : 'down',
    provider,
    lastPurgeAt: last.at,
    ...(last.problem ? { lastProblem: last.problem } : {}),
  };
}
