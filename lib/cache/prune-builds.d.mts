import type { createClient } from 'redis';

export const BUILD_ID_PATTERN: RegExp;
export const DEFAULT_GRACE_SECONDS: number;
export function graceSeconds(env?: Record<string, string | undefined>): number;
export function retireOtherBuilds(
  client: ReturnType<typeof createClient>,
  options: {
    prefix: string;
    currentBuild: string;
    mode: 'expire' | 'delete';
    graceSeconds?: number;
  },
): Promise<number>;
