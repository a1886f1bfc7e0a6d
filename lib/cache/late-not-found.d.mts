type CacheValue = { kind?: string; status?: number } | null | undefined;
export function isLateNotFound(key: string, value: CacheValue): boolean;
export function shouldStore(
  key: string,
  value: CacheValue,
  readExisting: () => Promise<unknown>,
): Promise<boolean>;
