import { parseVideoUrl, videoEmbedUrl, type VideoSource } from '@/lib/video/video-url';
import { safeHref } from '@/lib/ui/safe-href';
import { ContentImage } from '@/components/ui/content-image';
import { isSanityCdnUrl, sanityImageUrl } from '@/lib/sanity/image-url';
import type { VideoBlock as VideoBlockData } from '@/lib/sanity/types';
import { VideoFacade } from './lazy-island';
import { dictionary, type Dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import type { BlockProps } from '../block-props';

/** A poster sized for the player; Sanity's CDN resizes (with the crop), a local file is used as it is. */
function posterUrl(poster: NonNullable<VideoBlockData['poster']> & { url: string }): string {
  if (!isSanityCdnUrl(poster.url)) return poster.url;
  return sanityImageUrl(poster, { width: 1280 });
}

/** A web address we cannot embed (a Facebook video, say) is still worth a link. */
function webLink(url: string | null): { href: string; host: string } | null {
  const href = safeHref(url);
  if (!href) return null;
  try {
    const parsed = new URL(href);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return { href, host: parsed.hostname.replace(/^www\./, '') };
  } catch {
    return null;
  }
}

type PlayerProps = {
  source: VideoSource;
  title: string;
  poster: VideoBlockData['poster'];
  text: Dictionary['blocks']['video'];
};

function Player({ source, title, poster, text }: PlayerProps) {
  if (source.kind === 'file') {
    // A file from this site or the content CDN; preload="none": nothing loads before play.
    return (
      <video
        controls
        preload="none"
        playsInline
        src={source.url}
        poster={poster?.url ? posterUrl({ ...poster, url: poster.url }) : undefined}
        aria-label={title}
        className="absolute inset-0 h-full w-full"
      >
        <a href={source.url}>{text.download}</a>
      </video>
    );
  }
  const embedUrl = videoEmbedUrl(source, { autoplay: true });
  if (!embedUrl) return null;
  return (
    <VideoFacade
      embedUrl={embedUrl}
      title={title}
      playLabel={text.play(title)}
      playText={text.playShort}
    >
      {poster?.url ? (
        <ContentImage
          image={poster}
          alt=""
          width={896}
          height={504}
          sizes="(min-width: 56rem) 56rem, 100vw"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
    </VideoFacade>
  );
}

/**
 * A responsive 16:9 player: YouTube and Vimeo behind a play button (the frame, from their
 * privacy-enhanced hosts, loads on the visitor's click), a direct file as a native <video>.
 * A URL we cannot play degrades to a plain link when it is a web address, otherwise to nothing.
 */
export function VideoBlock({ block, language = DEFAULT_LANGUAGE }: BlockProps<'video'>) {
  const text = dictionary(language).blocks.video;
  const label = block.videoLabel?.trim() || null;
  const source = parseVideoUrl(block.url);
  const link = source ? null : webLink(block.url);
  if (!source && !link) return null;

  return (
    <div className="section-container py-12">
      {label ? <h2 className="mb-6 text-3xl font-bold">{label}</h2> : null}
      {source ? (
        <div className="relative aspect-video w-full max-w-4xl overflow-hidden rounded bg-primary-950">
          <Player
            source={source}
            title={label ?? text.defaultTitle}
            poster={block.poster}
            text={text}
          />
        </div>
      ) : link ? (
        <p>
          {text.cannotPlay}{' '}
          <a href={link.href} className="underline underline-offset-4">
            {text.watchOn(link.host)}
          </a>
        </p>
      ) : null}
    </div>
  );
}
