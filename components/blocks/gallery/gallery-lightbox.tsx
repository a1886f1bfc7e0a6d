'use client';

import dynamic from 'next/dynamic';
import { useRef, useState, type ReactNode } from 'react';
import { useHydrated, useReducedMotion } from '@/components/ui/client-state';

export type GallerySlide = {
  key: string;
  /** The large image (1000x1000 box). */
  src: string;
  width: number;
  height: number;
  alt: string;
  /** Accessible name of the thumbnail button, e.g. 'Open image: …'. */
  label: string;
};

// Neither the lightbox code nor its stylesheet is part of the page: both load on the first
// click (or a little earlier, when a pointer or focus reaches a thumbnail).
const loadLightbox = async () => {
  await import('yet-another-react-lightbox/styles.css');
  await import('./gallery-lightbox.css');
  return import('yet-another-react-lightbox');
};
const Lightbox = dynamic(loadLightbox, { ssr: false });

const NO_ANIMATION = { fade: 0, swipe: 0, navigation: 0 };

type Props = {
  slides: GallerySlide[];
  /** Server-rendered thumbnail images, one per slide. */
  thumbnails: ReactNode[];
  /** The lightbox's labels in the page's language (the dictionary's blocks.gallery.lightbox). */
  labels: Record<string, string>;
};

const THUMB_CLASS =
  'group block w-full overflow-hidden rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The thumbnail grid and its lightbox. Until hydration (and without JavaScript) each thumbnail
 * is a link to the large image; afterwards it is a button that opens a looping lightbox at
 * that image, with arrow keys, Escape and swipe.
 */
export function GalleryLightbox({ slides, thumbnails, labels }: Props) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  // Stays true after the first opening, so the lightbox can play its closing fade.
  const [mounted, setMounted] = useState(false);
  const reducedMotion = useReducedMotion();
  const trigger = useRef<HTMLButtonElement | null>(null);

  function openAt(at: number, button: HTMLButtonElement) {
    trigger.current = button;
    setMounted(true);
    setIndex(at);
    setOpen(true);
  }

  function warmUp() {
    void loadLightbox();
  }

  return (
    <>
      <ul className="mt-6 grid grid-cols-1 gap-4 xs:grid-cols-2 sm:grid-cols-3">
        {slides.map((slide, at) => (
          <li key={slide.key}>
            {hydrated ? (
              <button
                type="button"
                aria-label={slide.label}
                aria-haspopup="dialog"
                className={THUMB_CLASS}
                onClick={(event) => openAt(at, event.currentTarget)}
                onPointerEnter={warmUp}
                onFocus={warmUp}
              >
                {thumbnails[at]}
              </button>
            ) : (
              <a href={slide.src} aria-label={slide.label} className={THUMB_CLASS}>
                {thumbnails[at]}
              </a>
            )}
          </li>
        ))}
      </ul>
      {mounted ? (
        <Lightbox
          open={open}
          index={index}
          close={() => setOpen(false)}
          slides={slides.map(({ src, width, height, alt }) => ({ src, width, height, alt }))}
          labels={labels}
          carousel={{ finite: false }}
          controller={{ closeOnBackdropClick: true }}
          animation={reducedMotion ? NO_ANIMATION : undefined}
          // Back to the thumbnail that opened it, for keyboard and screen-reader users.
          on={{ exited: () => trigger.current?.focus() }}
        />
      ) : null}
    </>
  );
}
