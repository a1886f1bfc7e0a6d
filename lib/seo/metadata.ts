import type { Metadata } from 'next';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import type { LanguagePaths } from '@/lib/routing/language-paths';
import { localizedPagePath } from '@/lib/routing/edition-paths';
import { hreflangAlternates } from './alternates';
import type { Page, SiteSettings } from '@/lib/sanity/types';
import { siteUrl } from '@/lib/routing/site-url';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { shareImage } from './share-image';
import { shareMetadata } from './share-metadata';

/** Title, description, canonical URL, Open Graph and Twitter card for a content page. */
export function buildPageMetadata(
  page: Page,
  siteSettings: SiteSettings | null,
  base: string = siteUrl(),
  language: Language = DEFAULT_LANGUAGE,
  /** The page's language versions (lib/routing/language-paths): its hreflang alternates. */
  languagePaths: LanguagePaths = {},
): Metadata {
  const site = resolveSiteSettings(siteSettings);
  const title = page.title || site.brandTitle;
  // A page without its own description shares the site's, so no page goes without one.
  const description = page.description?.trim() || site.description;
  const url = new URL(localizedPagePath(page.slug, language), `${base}/`).toString();
  const languages = hreflangAlternates(languagePaths, base);
  const image = shareImage(page, siteSettings, base);
  return shareMetadata({
    title,
    description,
    url,
    languages,
    language,
    siteName: site.brandTitle,
    image: image
      ? { url: image.url, alt: image.alt, width: image.width, height: image.height }
      : null,
    // A logo is small and square-ish; only a hero photo earns the large card.
    largeImage: Boolean(image?.fromHero),
  });
}
