import type { RetrySchedule } from '@/lib/env/contact';

/** Exponential backoff with up to 50 % jitter (so a fleet does not retry in step), capped. */
export function retryDelayMs(
  schedule: RetrySchedule,
  failedAttempts: number,
  random = Math.random,
) {
  const exponential = schedule.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1);
  return Math.round(Math.min(schedule.maxDelayMs, exponential * (1 + random() / 2)));
}

/** After a failed attempt: when to try next, or give up once the next try would pass the limit. */
export function nextAttempt(
  schedule: RetrySchedule,
  { attempts, cycleStartedAt }: { attempts: number; cycleStartedAt: number },
  now: number,
  random = Math.random,
): { giveUp: true } | { giveUp: false; at: number } {
  const at = now + retryDelayMs(schedule, attempts + 1, random);
  return at - cycleStartedAt > schedule.giveUpAfterMs ? { giveUp: true } : { giveUp: false, at };
}
