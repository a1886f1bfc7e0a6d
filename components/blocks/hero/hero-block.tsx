import { Logo } from '@/components/layout/logo';
import { ContentImage } from '@/components/ui/content-image';
import { getSiteSettings } from '@/lib/sanity';
import { isSanityCdnUrl, sanityImageUrl } from '@/lib/sanity/image-url';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import type { ImageData } from '@/lib/sanity/types';
import { HeroButton } from './hero-button';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { HeroVideo } from './hero-video';
import type { BlockProps } from '../block-props';

/** Optional extra top padding of 150 px (docs/product-rules.md, Blocks). */
const EXTRA_TOP_PADDING = 'pt-[calc(5rem+150px)]';

/** The video's poster: a Sanity image with the editor's crop, a local file as it is. */
function posterUrl(image: ImageData | null): string | undefined {
  if (!image?.url) return undefined;
  return isSanityCdnUrl(image.url)
    ? sanityImageUrl({ ...image, url: image.url }, { width: 1920 })
    : image.url;
}

export async function HeroBlock({
  block,
  isPageHeading = false,
  language = DEFAULT_LANGUAGE,
}: BlockProps<'hero'>) {
  const image = block.backgroundImage?.url ? block.backgroundImage : null;
  const video = block.backgroundVideoUrl;
  const hasMedia = Boolean(image || video);
  const site = block.showLogo ? resolveSiteSettings(await getSiteSettings()) : null;
  const Heading = isPageHeading ? 'h1' : 'h2';

  return (
    <div
      data-hero=""
      data-compact={block.compact === true}
      className={`relative isolate flex items-center overflow-hidden px-gutter ${block.compact ? 'py-20' : 'min-h-[100svh] py-24'} ${
        block.extraTopPadding ? EXTRA_TOP_PADDING : ''
      } ${hasMedia ? 'text-primary-950 dark:text-white' : 'bg-primary-50 dark:bg-primary-900'}`}
    >
      {video ? (
        <HeroVideo
          src={video}
          poster={posterUrl(image)}
          labels={dictionary(language).blocks.hero}
        />
      ) : image ? (
        // The absolute wrapper sizes the image, so it cannot shift the layout while loading.
        <div className="absolute inset-0 -z-20">
          <ContentImage
            image={image}
            width={1920}
            sizes="100vw"
            priority={isPageHeading}
            className="h-full w-full object-cover"
          />
        </div>
      ) : null}
      {/* Scheme-aware scrim: light wash under dark text, dark wash under white text; both keep AA contrast over any photo. */}
      {hasMedia ? (
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-white/75 dark:bg-black/65" />
      ) : null}

      <div className="mx-auto flex w-full max-w-3xl flex-col items-center text-center">
        {site ? (
          <div className="mb-6">
            <Logo
              light={site.logoLight}
              dark={site.logoDark}
              className="h-20 w-auto sm:h-24"
              maxHeightPx={96}
            />
          </div>
        ) : null}
        {block.heading ? (
          <Heading className="text-4xl font-bold leading-tight sm:text-5xl md:text-6xl">
            {block.heading}
          </Heading>
        ) : null}
        {block.tagline ? (
          <p className="mt-5 max-w-2xl text-lg sm:text-xl">{block.tagline}</p>
        ) : null}
        {block.buttonTitle && block.buttonLink ? (
          <HeroButton title={block.buttonTitle} link={block.buttonLink} />
        ) : null}
      </div>
    </div>
  );
}
