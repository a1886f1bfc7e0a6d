/** What a video block's URL points at, once recognised. */
export type VideoSource =
  | { kind: 'youtube'; id: string; start?: number }
  | { kind: 'vimeo'; id: string; hash?: string }
  | { kind: 'file'; url: string };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_FILE = /\.(mp4|webm|ogg|ogv|mov|m4v)$/i;

function parseUrl(raw: string): URL | null {
  try {
    // A base lets site-relative file paths (/content-assets/film.mp4) parse too.
    return new URL(raw, 'https://relative.invalid');
  } catch {
    return null;
  }
}

/** YouTube's `t`/`start`: plain seconds ("90", "90s") or "1h2m3s". */
function parseStart(value: string | null): number | undefined {
  if (!value) return undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds > 0 ? seconds : undefined;
}

function youtubeId(url: URL, host: string): string | undefined {
  if (host === 'youtu.be') return url.pathname.split('/')[1];
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, section, id] = url.pathname.split('/');
  return ['embed', 'shorts', 'live', 'v'].includes(section) ? id : undefined;
}

function vimeo(url: URL, host: string): VideoSource | null {
  const segments = url.pathname.split('/').filter(Boolean);
  let index = -1;
  if (host === 'player.vimeo.com' && segments[0] === 'video') index = 1;
  // vimeo.com/{id}, vimeo.com/{id}/{hash}, vimeo.com/channels/{name}/{id}, vimeo.com/groups/{name}/videos/{id}
  else if (host === 'vimeo.com') index = segments.findIndex((segment) => /^\d+$/.test(segment));
  const id = index >= 0 ? segments[index] : undefined;
  if (!id || !/^\d+$/.test(id)) return null;
  // Unlisted videos need their hash, either as the next path segment or as ?h=.
  const hash =
    url.searchParams.get('h') ?? (host === 'vimeo.com' ? segments[index + 1] : undefined);
  return hash && /^[0-9a-f]+$/i.test(hash) ? { kind: 'vimeo', id, hash } : { kind: 'vimeo', id };
}

/** Recognises YouTube, Vimeo and direct video-file URLs; null for anything else. */
export function parseVideoUrl(raw: string | null | undefined): VideoSource | null {
  const trimmed = raw?.trim();
  if (!trimmed) return null;
  const url = parseUrl(trimmed);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;

  if (url.hostname === 'relative.invalid') {
    return trimmed.startsWith('/') && !trimmed.startsWith('//') && VIDEO_FILE.test(url.pathname)
      ? { kind: 'file', url: trimmed }
      : null;
  }

  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const id = youtubeId(url, host);
  if (id !== undefined) {
    if (!YOUTUBE_ID.test(id)) return null;
    const start = parseStart(url.searchParams.get('t') ?? url.searchParams.get('start'));
    return start ? { kind: 'youtube', id, start } : { kind: 'youtube', id };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return vimeo(url, host);
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'file', url: url.toString() };
  return null;
}

/**
 * The privacy-enhanced player URL for an iframe; null for a file (played by <video>).
 * `autoplay` is for a frame loaded by the visitor's own click on the play button.
 */
export function videoEmbedUrl(source: VideoSource, { autoplay = false } = {}): string | null {
  switch (source.kind) {
    case 'youtube': {
      const embed = new URL(`https://www.youtube-nocookie.com/embed/${source.id}`);
      if (source.start) embed.searchParams.set('start', String(source.start));
      if (autoplay) embed.searchParams.set('autoplay', '1');
      return embed.toString();
    }
    case 'vimeo': {
      // dnt=1: Vimeo's player sets no tracking cookies.
      const embed = new URL(`https://player.vimeo.com/video/${source.id}`);
      if (source.hash) embed.searchParams.set('h', source.hash);
      embed.searchParams.set('dnt', '1');
      if (autoplay) embed.searchParams.set('autoplay', '1');
      return embed.toString();
    }
    case 'file':
      return null;
  }
}
