'use client';

import { useRouter } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';
import { anchorIdFromHref, scrollToElement } from '@/lib/ui/smooth-scroll';

type Props = {
  /** '#id' for a section of this page, '/#id' for a section of the home page. */
  href: string;
  children: ReactNode;
  className?: string;
  /** Called before scrolling, e.g. to close the drawer the link sits in. */
  onNavigate?: () => void;
};

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Moves keyboard and screen-reader focus to the section, as a native in-page link would. */
function focusSection(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * An in-page link that scrolls smoothly to its section (500 ms, offset -100: docs/product-rules.md;
 * instant under prefers-reduced-motion). A plain <a> underneath, so it works before hydration and
 * without JS.
 */
export function AnchorLink({ href, children, className, onNavigate }: Props) {
  const router = useRouter();

  async function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const id = anchorIdFromHref(href);
    if (!id) return;
    event.preventDefault();
    onNavigate?.();
    const section = document.getElementById(id);
    if (!section) {
      // The section lives on the home page: go there, the browser lands on the hash.
      router.push(`/#${encodeURIComponent(id)}`);
      return;
    }
    if (window.location.hash !== `#${id}`)
      window.history.pushState(null, '', `#${encodeURIComponent(id)}`);
    if (onNavigate) {
      // Let a closing dialog release its scroll lock before scrolling the page.
      await nextFrame();
      await nextFrame();
    }
    await scrollToElement(section);
    focusSection(section);
  }

  return (
    <a href={href} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
