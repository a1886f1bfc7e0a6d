import { safeDecodeURIComponent } from '@/lib/http/safe-decode';

export const MAX_BODY_BYTES = 16 * 1024;

export function isJsonContentType(header: string | null): boolean {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    return safeDecodeURIComponent(rest.join('=')) ?? undefined;
  }
  return undefined;
}
