import { parseVideoUrl, videoEmbedUrl, type VideoSource } from '@/lib/video/video-url';
import { safeHref } from '@/lib/ui/safe-href';
import type { BlockProps } from './block-props';

const IFRAME_ALLOW =
  'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen';

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

function Player({ source, title }: { source: VideoSource; title: string }) {
  if (source.kind === 'file') {
    return (
      <video
        controls
        preload="metadata"
        playsInline
        src={source.url}
        aria-label={title}
        className="absolute inset-0 h-full w-full"
      >
        <a href={source.url}>Last ned videoen</a>
      </video>
    );
  }
  return (
    <iframe
      src={videoEmbedUrl(source) ?? undefined}
      title={title}
      loading="lazy"
      allow={IFRAME_ALLOW}
      allowFullScreen
      // YouTube refuses to play embeds that send no referrer at all.
      referrerPolicy="strict-origin-when-cross-origin"
      className="absolute inset-0 h-full w-full border-0"
    />
  );
}

/**
 * A responsive 16:9 player: YouTube and Vimeo as lazy iframes on their privacy-enhanced hosts
 * (nothing loads from them until the visitor scrolls near), a direct file as a native <video>.
 * A URL we cannot play degrades to a plain link when it is a web address, otherwise to nothing.
 */
export function VideoBlock({ block }: BlockProps<'video'>) {
  const label = block.videoLabel?.trim() || null;
  const source = parseVideoUrl(block.url);
  const link = source ? null : webLink(block.url);
  if (!source && !link) return null;

  return (
    <div className="section-container py-12">
      {label ? <h2 className="mb-6 text-3xl font-bold">{label}</h2> : null}
      {source ? (
        <div className="relative aspect-video w-full max-w-4xl overflow-hidden rounded bg-primary-950">
          <Player source={source} title={label ?? 'Video'} />
        </div>
      ) : link ? (
        <p>
          Videoen kan ikke spilles av her.{' '}
          <a href={link.href} className="underline underline-offset-4">
            Se videoen på {link.host}
          </a>
        </p>
      ) : null}
    </div>
  );
}
