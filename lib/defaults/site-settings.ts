import type { SiteSettings } from '@/lib/sanity/types';

/** Built-in values for anything site settings leave out. */
export const SITE_DEFAULTS = {
  companyName: 'Matfestivalen Oslo',
  brandTitle: 'Matfestivalen',
  email: 'post@matfestivalen.no',
  /** The meta description of pages without their own, when site settings have none either. */
  description:
    'Matfestivalen i Oslo: mat og drikke fra hele landet, og arrangementene bak festivalen.',
  logoLight: { url: '/logo-black.svg', alt: 'Matfestivalen', width: 240, height: 64 },
  logoDark: { url: '/logo-white.svg', alt: 'Matfestivalen', width: 240, height: 64 },
} as const;

export type ResolvedSiteSettings = {
  companyName: string;
  brandTitle: string;
  email: string;
  description: string;
  social: { network: 'facebook' | 'instagram' | 'tiktok'; label: string; url: string }[];
  logoLight: { url: string; alt: string; width: number; height: number };
  logoDark: { url: string; alt: string; width: number; height: number };
};

function logo(
  image: SiteSettings['logoLight'],
  fallback: ResolvedSiteSettings['logoLight'],
): ResolvedSiteSettings['logoLight'] {
  if (!image?.url) return fallback;
  return {
    url: image.url,
    alt: image.alt || fallback.alt,
    width: image.width ?? fallback.width,
    height: image.height ?? fallback.height,
  };
}

export function resolveSiteSettings(settings: SiteSettings | null): ResolvedSiteSettings {
  const social: ResolvedSiteSettings['social'] = [];
  if (settings?.facebookUrl)
    social.push({ network: 'facebook', label: 'Facebook', url: settings.facebookUrl });
  if (settings?.instagramUrl)
    social.push({ network: 'instagram', label: 'Instagram', url: settings.instagramUrl });
  if (settings?.tiktokUrl)
    social.push({ network: 'tiktok', label: 'TikTok', url: settings.tiktokUrl });
  return {
    companyName: settings?.companyName || SITE_DEFAULTS.companyName,
    brandTitle: settings?.brandTitle || settings?.companyName || SITE_DEFAULTS.brandTitle,
    email: settings?.email || SITE_DEFAULTS.email,
    description: settings?.description?.trim() || SITE_DEFAULTS.description,
    social,
    logoLight: logo(settings?.logoLight ?? null, SITE_DEFAULTS.logoLight),
    logoDark: logo(settings?.logoDark ?? null, SITE_DEFAULTS.logoDark),
  };
}
