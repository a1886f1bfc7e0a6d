'use client';

import { useEffect } from 'react';

/** A frame that loads this long after it got focus is taken to have dropped it while loading. */
const LOAD_AFTER_FOCUS_MS = 5000;

/**
 * Keyboard focus in embedded frames (a video player, the ticket shop), which fire no focus
 * events in this document; the window's blur is the one signal it gets. Two Chromium habits
 * are mended here:
 * - A lazy frame that has not loaded yet is not scrolled into view when it gets focus, so a
 *   visitor tabbing down the page had focus far below the screen: scroll it into view.
 * - Focus moving into such a frame starts its loading, and the loaded page replaces the blank
 *   one that had focus: focus fell back to <body> and the next Tab skipped the frame. When the
 *   frame finishes loading with focus on <body>, it gets focus back.
 */
export function FrameFocusKeeper() {
  useEffect(() => {
    let focused: { frame: HTMLIFrameElement; at: number } | null = null;

    const onWindowBlur = () => {
      // document.activeElement becomes the frame only after the blur event.
      window.setTimeout(() => {
        const frame = document.activeElement;
        if (!(frame instanceof HTMLIFrameElement)) return;
        frame.scrollIntoView({ block: 'nearest' });
        focused = { frame, at: performance.now() };
      }, 0);
    };
    const onFrameLoad = (event: Event) => {
      const frame = event.target;
      if (!(frame instanceof HTMLIFrameElement) || focused?.frame !== frame) return;
      const recent = performance.now() - focused.at < LOAD_AFTER_FOCUS_MS;
      focused = null;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (recent && lost) frame.focus();
    };
    // A click elsewhere is the visitor moving on: never pull focus back after that.
    const forget = () => {
      focused = null;
    };

    window.addEventListener('blur', onWindowBlur);
    // Load events do not bubble; capture sees every frame's, including ones added later.
    document.addEventListener('load', onFrameLoad, true);
    document.addEventListener('pointerdown', forget, true);
    return () => {
      window.removeEventListener('blur', onWindowBlur);
      document.removeEventListener('load', onFrameLoad, true);
      document.removeEventListener('pointerdown', forget, true);
    };
  }, []);
  return null;
}
