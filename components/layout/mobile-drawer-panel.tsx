'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import Link from 'next/link';
import { useRef, type FocusEvent } from 'react';
import { LineIcon } from '@/components/ui/line-icon';
import type { MenuItem } from '@/lib/defaults/menu';
import type { LanguageLink } from '@/lib/routing/language-paths';
import type { DrawerLabels } from './drawer-labels';
import { LanguageSwitch } from './language-switch';
import { MenuLink } from './menu-link';

type Props = {
  open: boolean;
  onClose: () => void;
  onNavigate: () => void;
  items: MenuItem[];
  brandTitle: string;
  homeHref: string;
  labels: DrawerLabels;
  languageLinks: readonly LanguageLink[];
};

/**
 * The drawer itself. Headless UI's Dialog traps focus, closes on Escape and outside clicks,
 * locks page scroll and gives focus back to the opener when it closes.
 */
export function MobileDrawerPanel({
  open,
  onClose,
  onNavigate,
  items,
  brandTitle,
  homeHref,
  labels,
  languageLinks,
}: Props) {
  const closeButton = useRef<HTMLButtonElement>(null);
  // Headless UI moves focus in before its portal is in the document, finds no control yet (so
  // data-autofocus and initialFocus do nothing) and falls back to the dialog's zero-size wrapper,
  // off screen. When the wrapper itself gets focus, hand it on to the close button, waiting a
  // frame or two if the button is not attached yet.
  const redirectFromWrapper = (event: FocusEvent<HTMLElement>) => {
    const wrapper = event.currentTarget;
    if (event.target !== wrapper) return;
    let frames = 0;
    const moveOn = () => {
      if (document.activeElement !== wrapper) return;
      if (closeButton.current?.isConnected) closeButton.current.focus();
      else if (++frames < 10) requestAnimationFrame(moveOn);
    };
    moveOn();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      onFocus={redirectFromWrapper}
      className="relative z-50 md:hidden"
    >
      {/* A real, labelled button rather than DialogBackdrop (which is aria-hidden), so the backdrop's purpose is announced. */}
      <button
        type="button"
        tabIndex={-1}
        aria-label={labels.backdrop}
        onClick={onClose}
        className="fixed inset-0 h-full w-full cursor-default bg-black/50"
      />
      <DialogPanel
        transition
        className="fixed inset-y-0 right-0 flex w-[min(20rem,85vw)] flex-col gap-6 overflow-y-auto bg-white p-6 text-primary-900 shadow-xl transition-transform duration-200 ease-out data-[closed]:translate-x-full dark:bg-primary-900 dark:text-primary-50"
      >
        <div className="flex items-center justify-between gap-4">
          <DialogTitle as="p" className="font-heading text-xl font-bold">
            <Link href={homeHref} onClick={onNavigate}>
              {brandTitle}
            </Link>
          </DialogTitle>
          <button
            type="button"
            ref={closeButton}
            aria-label={labels.close}
            data-autofocus
            onClick={onClose}
            className="inline-flex h-10 w-10 items-center justify-center rounded border border-primary-300 hover:bg-primary-100 dark:border-primary-600 dark:hover:bg-primary-800"
          >
            <LineIcon path="M6 6l12 12M18 6L6 18" className="h-5 w-5" />
          </button>
        </div>
        <nav aria-label={labels.mainMenu}>
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={`${item.kind}:${item.href}`}>
                <MenuLink
                  item={item}
                  onNavigate={onNavigate}
                  className="block rounded px-3 py-3 text-lg font-semibold hover:bg-primary-100 dark:hover:bg-primary-800"
                />
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch
          links={languageLinks}
          className="inline-flex self-start px-3 text-lg hover:bg-primary-100 dark:hover:bg-primary-800"
        />
      </DialogPanel>
    </Dialog>
  );
}
