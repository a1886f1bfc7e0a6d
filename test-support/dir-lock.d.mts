export function tryLock(lockDir: string): boolean;
export function releaseLock(lockDir: string): void;
export function withLockSync<T>(
  lockDir: string,
  work: () => T,
  options?: { timeoutMs?: number; intervalMs?: number },
): T;
