/** The visitor's request for less motion: smooth scrolling, slides, the lightbox and the hero video all honour it. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(win: Pick<Window, 'matchMedia'> = window): boolean {
  return win.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
}
