export function waitUntil<T>(
  condition: () => T | Promise<T>,
  options: { what: string; timeoutMs?: number; intervalMs?: number },
): Promise<T>;
