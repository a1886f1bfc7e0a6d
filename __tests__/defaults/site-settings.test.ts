import type { SiteSettings } from '@/lib/sanity/types';
import { resolveSiteSettings, SITE_DEFAULTS } from '@/lib/defaults/site-settings';

const empty: SiteSettings = {
  companyName: null,
  brandTitle: null,
  email: null,
  description: null,
  facebookUrl: null,
  instagramUrl: null,
  tiktokUrl: null,
  festival: null,
  logoLight: null,
  logoDark: null,
};

describe('site settings defaults', () => {
  it('uses the built-in values when there is no settings document', () => {
    const site = resolveSiteSettings(null);
    expect(site.companyName).toBe(SITE_DEFAULTS.companyName);
    expect(site.brandTitle).toBe(SITE_DEFAULTS.brandTitle);
    expect(site.email).toBe(SITE_DEFAULTS.email);
    expect(site.social).toEqual([]);
    expect(site.logoLight.url).toBe('/logo-black.svg');
    expect(site.logoDark.url).toBe('/logo-white.svg');
  });

  it('falls back to the company name for the brand title', () => {
    expect(resolveSiteSettings({ ...empty, companyName: 'Firma AS' }).brandTitle).toBe('Firma AS');
  });

  it('lists the social networks that are set, in a fixed order', () => {
    const site = resolveSiteSettings({
      ...empty,
      tiktokUrl: 'https://tiktok.example/x',
      facebookUrl: 'https://fb.example/x',
    });
    expect(site.social.map((link) => link.network)).toEqual(['facebook', 'tiktok']);
  });

  it('takes logos from content and fills a missing alt and size from the defaults', () => {
    const site = resolveSiteSettings({
      ...empty,
      logoLight: { url: '/content-assets/logo-black.png', alt: null, width: 800, height: 200 },
      logoDark: { url: null, alt: 'ignored', width: null, height: null },
    });
    expect(site.logoLight).toEqual({
      url: '/content-assets/logo-black.png',
      alt: SITE_DEFAULTS.logoLight.alt,
      width: 800,
      height: 200,
    });
    expect(site.logoDark).toEqual(SITE_DEFAULTS.logoDark);
  });
});
