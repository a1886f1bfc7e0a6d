import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import type { Language } from '@/lib/i18n/languages';
import { getSiteSettings } from '@/lib/sanity';
import { appManifest } from './manifest';

/**
 * An edition's manifest as the route answers it: built at build time from that edition's site
 * settings (the Norwegian ones where it has none) and purged with them on a publish
 * (lib/cdn/paths.ts).
 */
export async function manifestResponse(language: Language): Promise<Response> {
  const site = resolveSiteSettings(await getSiteSettings(language));
  return new Response(JSON.stringify(appManifest(site, language)), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
}
