import type { HeroBlock, ImageData, Page, PageBlock, SiteSettings } from '@/lib/sanity/types';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { absoluteUrl } from './absolute-url';

export type ShareImage = {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  fromHero: boolean;
};

const isHero = (block: PageBlock): block is HeroBlock => block._type === 'hero';

function toShareImage(
  image: Pick<ImageData, 'url' | 'alt' | 'width' | 'height'>,
  base: string,
  fromHero: boolean,
): ShareImage | null {
  const url = absoluteUrl(image.url, base);
  if (!url) return null;
  return {
    url,
    alt: image.alt ?? '',
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
    fromHero,
  };
}

/** The picture a shared link shows: the page's first hero image, else the site logo. */
export function shareImage(
  page: Page,
  settings: SiteSettings | null,
  base: string,
): ShareImage | null {
  const hero = (page.pageBuilder ?? []).filter(isHero).find((block) => block.backgroundImage?.url);
  const fromHero = hero?.backgroundImage ? toShareImage(hero.backgroundImage, base, true) : null;
  return fromHero ?? toShareImage(resolveSiteSettings(settings).logoLight, base, false);
}
