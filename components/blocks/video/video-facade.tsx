'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

const IFRAME_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen';

type Props = {
  /** The player URL, with autoplay: it loads only after the visitor's click. */
  embedUrl: string;
  title: string;
  /** The play button's accessible name, in the page's language (it starts with the visible word). */
  playLabel: string;
  /** The button's visible word, in the page's language. */
  playText: string;
  /** The poster, rendered on the server; a neutral surface without one. */
  children?: ReactNode;
};

/**
 * A play button in the player's place. Nothing is fetched from YouTube or Vimeo until the
 * visitor clicks it: an embedded player contacts its host (and sets its cookies) as soon as it
 * loads, which needs consent, and weighs hundreds of kilobytes.
 */
export function VideoFacade({ embedUrl, title, playLabel, playText, children }: Props) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button disappears under the visitor's focus; the player takes it over.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={frameRef}
        src={embedUrl}
        title={title}
        allow={IFRAME_ALLOW}
        allowFullScreen
        // YouTube refuses to play embeds that send no referrer at all.
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 h-full w-full border-0"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      aria-label={playLabel}
      className="group absolute inset-0 flex h-full w-full items-center justify-center bg-gradient-to-br from-primary-700 to-primary-950 text-white"
    >
      {children}
      <span className="relative flex items-center gap-3 rounded-full bg-primary-950/85 px-5 py-3 text-lg font-semibold shadow-lg ring-2 ring-white/80 group-hover:bg-accent group-focus-visible:outline group-focus-visible:outline-4 group-focus-visible:outline-offset-2 group-focus-visible:outline-white">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-current">
          <path d="M8 5v14l11-7z" />
        </svg>
        {playText}
      </span>
    </button>
  );
}
