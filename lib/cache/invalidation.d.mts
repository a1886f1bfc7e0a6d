export type InvalidationFailure = { handler: string; tag: string; error: string };
type Handler = { name?: string; revalidateTag: (tag: string) => Promise<unknown> };
export function withInvalidationLog<T extends Handler>(handler: T): T;
export function registerSharedHandlers(handlers: Handler[]): void;
export const INVALIDATION_TIMEOUT_MS: number;
export function invalidateSharedTags(
  tags: string[],
  options?: { timeoutMs?: number },
): Promise<InvalidationFailure[]>;
