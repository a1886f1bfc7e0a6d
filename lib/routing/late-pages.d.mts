export const LATE_PAGES_SEGMENT: string;
export const LATE_EVENTS_SEGMENT: string;
export const ENGLISH_PREFIX: string;
export function latePageRewrites(): { source: string; destination: string }[];
export function latePageRedirects(): { source: string; destination: string; permanent: boolean }[];
export function isLatePageCacheKey(key: string): boolean;
export function latePagePath(pathname: string): string | null;
