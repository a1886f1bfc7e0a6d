'use client';

import { useEffect, useState, type ReactNode } from 'react';

/** Scrolled style after 200 px; may hide only beyond 500 px (docs/product-rules.md). */
const SCROLLED_AFTER_PX = 200;
const FIXED_AT_PX = 500;
/** Ignore scroll jitter smaller than this, so a trackpad's tremor doesn't flicker the header. */
const DIRECTION_TOLERANCE_PX = 4;

export type HeaderScrollState = { y: number; hidden: boolean; scrolled: boolean };

export const INITIAL_HEADER_STATE: HeaderScrollState = { y: 0, hidden: false, scrolled: false };

/** Pure: hidden while scrolling down past fixedAt, shown again on any scroll up or near the top. */
export function nextHeaderState(previous: HeaderScrollState, y: number): HeaderScrollState {
  const scrolled = y > SCROLLED_AFTER_PX;
  const delta = y - previous.y;
  if (y <= FIXED_AT_PX) return { y, hidden: false, scrolled };
  if (Math.abs(delta) < DIRECTION_TOLERANCE_PX) return { ...previous, scrolled };
  return { y, hidden: delta > 0, scrolled };
}

/** Hidden and scrolled, as state; the scroll position itself stays out of React (no render per frame). */
function useHeaderScroll(): Omit<HeaderScrollState, 'y'> {
  const [state, setState] = useState({ hidden: false, scrolled: false });
  useEffect(() => {
    let position = INITIAL_HEADER_STATE;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      // One update per frame at most, however often the browser fires scroll.
      frame = requestAnimationFrame(() => {
        frame = 0;
        position = nextHeaderState(position, window.scrollY);
        const { hidden, scrolled } = position;
        setState((previous) =>
          previous.hidden === hidden && previous.scrolled === scrolled
            ? previous
            : { hidden, scrolled },
        );
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}

/**
 * The <header> element and its scroll behaviour; the markup inside comes from the server.
 * A hidden header slides back in when something inside it gets keyboard focus.
 */
export function HeaderShell({ fixed, children }: { fixed: boolean; children: ReactNode }) {
  const { hidden, scrolled } = useHeaderScroll();
  return (
    <header
      data-site-header=""
      data-hidden={hidden}
      data-scrolled={scrolled}
      className={`${fixed ? 'fixed' : 'sticky'} inset-x-0 top-0 z-40 border-b transition-[transform,background-color,box-shadow] duration-300 focus-within:translate-y-0 ${
        hidden ? '-translate-y-full' : 'translate-y-0'
      } ${
        scrolled
          ? 'border-primary-200 bg-white/95 shadow-md backdrop-blur dark:border-primary-800 dark:bg-primary-950/95'
          : 'border-transparent bg-white dark:bg-primary-950'
      }`}
    >
      {children}
    </header>
  );
}
