import type { MetadataRoute } from 'next';
import { appManifest } from '@/lib/install/manifest';
import { getSiteSettings } from '@/lib/sanity';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';

/** The web app manifest (/manifest.webmanifest): name and icons follow site settings. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  return appManifest(resolveSiteSettings(await getSiteSettings()));
}
