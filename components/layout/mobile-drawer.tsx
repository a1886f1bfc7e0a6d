'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import Link from 'next/link';
import { useState } from 'react';
import type { MenuItem } from '@/lib/ui/default-menu';
import { MenuLink } from './menu-link';

export const OPEN_LABEL = 'Åpne navigasjon';
export const CLOSE_LABEL = 'Lukk navigasjon';
export const BACKDROP_LABEL = 'Lukk meny';

/**
 * The small-screen menu. Headless UI's Dialog traps focus, closes on Escape and outside
 * clicks, locks page scroll and gives focus back to the opener when it closes.
 */
export function MobileDrawer({ items, brandTitle }: { items: MenuItem[]; brandTitle: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        aria-label={OPEN_LABEL}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex h-10 w-10 items-center justify-center rounded border border-primary-300 hover:bg-primary-100 md:hidden dark:border-primary-600 dark:hover:bg-primary-800"
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="h-5 w-5">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <Dialog open={open} onClose={close} className="relative z-50 md:hidden">
        {/* A real, labelled button rather than DialogBackdrop (which is aria-hidden), so the backdrop's purpose is announced. */}
        <button type="button" tabIndex={-1} aria-label={BACKDROP_LABEL} onClick={close} className="fixed inset-0 h-full w-full cursor-default bg-black/50" />
        <DialogPanel
          transition
          className="fixed inset-y-0 right-0 flex w-[min(20rem,85vw)] flex-col gap-6 overflow-y-auto bg-white p-6 text-primary-900 shadow-xl transition-transform duration-200 ease-out data-[closed]:translate-x-full dark:bg-primary-900 dark:text-primary-50"
        >
          <div className="flex items-center justify-between gap-4">
            <DialogTitle as="p" className="font-heading text-xl font-bold">
              <Link href="/" onClick={close}>
                {brandTitle}
              </Link>
            </DialogTitle>
            <button
              type="button"
              aria-label={CLOSE_LABEL}
              data-autofocus
              onClick={close}
              className="inline-flex h-10 w-10 items-center justify-center rounded border border-primary-300 hover:bg-primary-100 dark:border-primary-600 dark:hover:bg-primary-800"
            >
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="h-5 w-5">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <nav aria-label="Hovedmeny">
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={`${item.kind}:${item.href}`}>
                  <MenuLink item={item} onNavigate={close} className="block rounded px-3 py-3 text-lg font-semibold hover:bg-primary-100 dark:hover:bg-primary-800" />
                </li>
              ))}
            </ul>
          </nav>
        </DialogPanel>
      </Dialog>
    </>
  );
}
