import type { MetadataRoute } from 'next';
import type { ResolvedSiteSettings } from '@/lib/defaults/site-settings';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { editionHome, routePath } from '@/lib/routing/edition-paths';

/** The two schemes' page colours (tailwind.config.ts: white, and primary-950 in dark mode). */
export const SCHEME_COLOURS = {
  light: { background: '#ffffff', theme: '#ffffff' },
  dark: { background: '#101113', theme: '#101113' },
} as const;

/** The icons app/ikoner/[icon] draws from the logo: file name → size and purpose. */
export const APP_ICONS = {
  'ikon-192.png': { size: 192, purpose: 'any' },
  'ikon-512.png': { size: 512, purpose: 'any' },
  'ikon-maskerbar-512.png': { size: 512, purpose: 'maskable' },
} as const;
export type AppIconName = keyof typeof APP_ICONS;

const SHORT_NAME_MAX = 12;

/** Home screens cut long names; a multi-word brand keeps its first word. */
export function shortName(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  return name.split(/\s+/)[0] || name;
}

// Chromium's proposal for scheme-specific colours; browsers without it use the light ones.
type SchemeAwareManifest = MetadataRoute.Manifest & {
  user_preferences: { color_scheme_dark: { theme_color: string; background_color: string } };
};

/** Where each edition's manifest is served; its layout links it (`metadata.manifest`). */
export function manifestPath(language: Language): string {
  return routePath('manifest', language);
}

/**
 * An edition's web app manifest: its name from that edition's site settings, its description and
 * `lang` in its language, starting at its home. Each edition is an app of its own (`id` is its
 * home): one installed from an English page opens in English, and the two manifests never
 * overwrite each other's name. Both scopes are the whole site, so a link between the editions
 * stays in the app.
 */
export function appManifest(
  site: Pick<ResolvedSiteSettings, 'brandTitle' | 'companyName'>,
  language: Language = DEFAULT_LANGUAGE,
): SchemeAwareManifest {
  const home = editionHome(language);
  return {
    id: home,
    name: site.brandTitle,
    short_name: shortName(site.brandTitle),
    description: dictionary(language).install.description(site.brandTitle),
    lang: language,
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    background_color: SCHEME_COLOURS.light.background,
    theme_color: SCHEME_COLOURS.light.theme,
    user_preferences: {
      color_scheme_dark: {
        theme_color: SCHEME_COLOURS.dark.theme,
        background_color: SCHEME_COLOURS.dark.background,
      },
    },
    icons: Object.entries(APP_ICONS).map(([file, icon]) => ({
      src: `/ikoner/${file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
