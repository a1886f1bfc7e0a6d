'use client';

import { useEffect } from 'react';

/**
 * Keyboard focus that moves into an embedded frame (a video player, the ticket shop) fires no
 * focus event in this document, and Chromium does not scroll a lazy frame that has not loaded
 * yet into view: a visitor tabbing down the page had focus far below the screen. The window's
 * blur is the one signal this document gets, so scroll the focused frame into view then.
 */
export function RevealFocusedFrames() {
  useEffect(() => {
    const reveal = () => {
      // document.activeElement becomes the frame only after the blur event.
      window.setTimeout(() => {
        const frame = document.activeElement;
        if (frame instanceof HTMLIFrameElement) frame.scrollIntoView({ block: 'nearest' });
      }, 0);
    };
    window.addEventListener('blur', reveal);
    return () => window.removeEventListener('blur', reveal);
  }, []);
  return null;
}
