'use client';

import { useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY } from '@/lib/ui/reduced-motion';

/**
 * Background video that starts itself only when the visitor allows motion. The server markup
 * has no autoplay attribute, so a visitor who prefers reduced motion sees just the poster.
 * A pause button is always offered (WCAG 2.2.2: moving content longer than 5 s can be paused).
 */
type Props = {
  src: string;
  poster: string | undefined;
  /** The pause/play button's words, in the page's language. */
  labels: { playVideo: string; pauseVideo: string };
};

export function HeroVideo({ src, poster, labels }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const apply = () => {
      if (!video) return;
      // React may not hydrate the muted attribute; browsers only autoplay muted video.
      video.muted = true;
      if (query.matches) video.pause();
      // play() rejects when the browser refuses autoplay; the poster then stays, which is fine.
      else video.play().catch(() => undefined);
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);

  function toggle() {
    const video = ref.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  }

  return (
    <>
      <video
        ref={ref}
        src={src}
        poster={poster}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
        data-hero-video=""
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      <button
        type="button"
        onClick={toggle}
        className="absolute bottom-4 right-4 z-10 rounded bg-primary-950/80 px-3 py-2 text-sm font-semibold text-white hover:bg-primary-950"
      >
        {playing ? labels.pauseVideo : labels.playVideo}
      </button>
    </>
  );
}
