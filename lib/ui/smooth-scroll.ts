import { safeDecodeURIComponent } from '@/lib/http/safe-decode';
import { prefersReducedMotion } from './reduced-motion';

/** Anchor links scroll over 500 ms and stop 100 px above the section (docs/product-rules.md). */
export const SCROLL_DURATION_MS = 500;
export const SCROLL_OFFSET_PX = -100;

/** Slow start, slow end: the eye can follow where the page goes. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/**
 * The scroll position that puts an element `offset` px below the viewport top
 * (offset -100 leaves 100 px above it), clamped to what the document can scroll.
 */
export function scrollTargetY(
  elementTop: number,
  currentY: number,
  maxY: number,
  offset = SCROLL_OFFSET_PX,
): number {
  return Math.round(Math.min(Math.max(0, currentY + elementTop + offset), Math.max(0, maxY)));
}

/** Where the animation is `elapsed` ms after it started. */
export function scrollPositionAt(
  startY: number,
  targetY: number,
  elapsed: number,
  duration = SCROLL_DURATION_MS,
): number {
  if (duration <= 0) return targetY;
  return startY + (targetY - startY) * easeInOutCubic(elapsed / duration);
}

/** The section id an in-page link points at: '#what' and '/#what' both give 'what'. */
export function anchorIdFromHref(href: string): string | null {
  const match = /^\/?#(.+)$/.exec(href.trim());
  return match ? safeDecodeURIComponent(match[1]) : null;
}

/**
 * The href for a menu anchor on a page: '#id' when the page has that section, otherwise
 * '/#id' so the link leads to the section on the home page (the default menu's anchors
 * belong to the home page) instead of doing nothing.
 */
export function anchorHref(id: string, pageAnchorIds: readonly string[]): string {
  return pageAnchorIds.includes(id) ? `#${id}` : `/#${id}`;
}

type ScrollWindow = Pick<
  Window,
  | 'scrollY'
  | 'innerHeight'
  | 'scrollTo'
  | 'requestAnimationFrame'
  | 'cancelAnimationFrame'
  | 'matchMedia'
> & {
  document: { documentElement: { scrollHeight: number } };
  performance: { now(): number };
};

/**
 * Scrolls the window so the element sits 100 px below the top: animated over 500 ms,
 * instantly under prefers-reduced-motion. Resolves when the scroll has finished.
 */
export function scrollToElement(element: Element, win: ScrollWindow = window): Promise<void> {
  const maxY = win.document.documentElement.scrollHeight - win.innerHeight;
  const startY = win.scrollY;
  const targetY = scrollTargetY(element.getBoundingClientRect().top, startY, maxY);
  // 'instant' so a CSS scroll-behavior on <html> cannot turn each step into its own animation.
  if (prefersReducedMotion(win) || targetY === startY) {
    win.scrollTo({ top: targetY, behavior: 'instant' });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const startedAt = win.performance.now();
    const step = (now: number) => {
      const elapsed = now - startedAt;
      win.scrollTo({ top: scrollPositionAt(startY, targetY, elapsed), behavior: 'instant' });
      if (elapsed < SCROLL_DURATION_MS) win.requestAnimationFrame(step);
      else resolve();
    };
    win.requestAnimationFrame(step);
  });
}
