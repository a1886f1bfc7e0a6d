import type { Metadata } from 'next';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { eventPathIn } from '@/lib/routing/event-path';
import { everyLanguagePath } from '@/lib/routing/language-paths';
import { siteUrl } from '@/lib/routing/site-url';
import type { ProgrammeEvent, SiteSettings } from '@/lib/sanity/types';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { absoluteUrl } from './absolute-url';
import { hreflangAlternates } from './alternates';
import { shareMetadata } from './share-metadata';

/** Title, description, canonical URL, hreflang alternates and share image of an event page. */
export function buildEventMetadata(
  event: ProgrammeEvent,
  siteSettings: SiteSettings | null,
  language: Language = DEFAULT_LANGUAGE,
  base: string = siteUrl(),
): Metadata {
  const site = resolveSiteSettings(siteSettings);
  const title = `${event.title || event.slug} | ${site.brandTitle}`;
  const description = event.summary?.trim() || site.description;
  const url = new URL(eventPathIn(language, event.slug), `${base}/`).toString();
  // An event exists once for both editions, so every edition has its page.
  const languages = hreflangAlternates(
    everyLanguagePath((to) => eventPathIn(to, event.slug)),
    base,
  );
  // The event's own picture, else the logo, as for content pages without a hero.
  const photo = absoluteUrl(event.image?.url, base);
  const image = photo
    ? {
        url: photo,
        alt: event.image?.alt ?? '',
        ...(event.image?.width ? { width: event.image.width } : {}),
        ...(event.image?.height ? { height: event.image.height } : {}),
      }
    : (() => {
        const logo = absoluteUrl(site.logoLight.url, base);
        return logo ? { url: logo, alt: site.logoLight.alt ?? site.brandTitle } : null;
      })();
  return shareMetadata({
    title,
    description,
    url,
    languages,
    language,
    siteName: site.brandTitle,
    image,
    largeImage: Boolean(photo),
  });
}
