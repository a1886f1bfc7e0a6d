'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { LineIcon } from '@/components/ui/line-icon';
import type { MenuItem } from '@/lib/defaults/menu';
import type { LanguageLink } from '@/lib/routing/language-paths';
import type { DrawerLabels } from './drawer-labels';

// Headless UI is about 17 kB gzip and every page has this header, but only visitors who open the
// menu need it: it loads when a pointer or focus reaches the button, at the latest on the click.
const loadPanel = () => import('./mobile-drawer-panel').then((module) => module.MobileDrawerPanel);
const MobileDrawerPanel = dynamic(loadPanel, { ssr: false });

/** The small-screen menu: the button here, the drawer (mobile-drawer-panel.tsx) on demand. */
export function MobileDrawer({
  items,
  brandTitle,
  homeHref = '/',
  labels,
  languageLinks = [],
}: {
  items: MenuItem[];
  brandTitle: string;
  homeHref?: string;
  labels: DrawerLabels;
  languageLinks?: readonly LanguageLink[];
}) {
  const [open, setOpen] = useState(false);
  // Stays true after the first opening, so the drawer can play its closing transition.
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Closing by button, Escape or backdrop gives focus back to the opener. Headless UI tries the
  // same, but when the drawer code arrives after the click it may not know the opener, so do it
  // here, once the closing transition (200 ms) has finished.
  const close = () => {
    setOpen(false);
    window.setTimeout(() => opener.current?.focus(), 250);
  };
  // Following a link closes the drawer without taking focus back: the link's target gets it.
  const closeForNavigation = () => setOpen(false);
  const openDrawer = () => {
    setMounted(true);
    setOpen(true);
  };
  const warmUp = () => void loadPanel();

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openDrawer}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        className="inline-flex h-10 w-10 items-center justify-center rounded border border-primary-300 hover:bg-primary-100 md:hidden dark:border-primary-600 dark:hover:bg-primary-800"
      >
        <LineIcon path="M4 6h16M4 12h16M4 18h16" className="h-5 w-5" />
      </button>
      {mounted ? (
        <MobileDrawerPanel
          open={open}
          onClose={close}
          onNavigate={closeForNavigation}
          items={items}
          brandTitle={brandTitle}
          homeHref={homeHref}
          labels={labels}
          languageLinks={languageLinks}
        />
      ) : null}
    </>
  );
}
