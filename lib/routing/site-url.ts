import { publicSiteUrl } from '@/lib/env/build-time';

/** The public origin of the site, without a trailing slash. */
export function siteUrl(): string {
  const raw = publicSiteUrl()?.trim() || 'http://localhost:3000';
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`NEXT_PUBLIC_SITE_URL is not a valid URL: "${raw}"`);
  }
}
