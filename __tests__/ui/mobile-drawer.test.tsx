/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileDrawer } from '@/components/layout/mobile-drawer';
import { dictionary } from '@/lib/i18n/dictionary';
import type { MenuItem } from '@/lib/defaults/menu';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const site = dictionary('nb').site;
const OPEN_LABEL = site.openMenu;
const CLOSE_LABEL = site.closeMenu;
const BACKDROP_LABEL = site.closeMenuBackdrop;
// The header passes the drawer its edition's texts; these are the Norwegian edition's.
const labels = {
  open: OPEN_LABEL,
  close: CLOSE_LABEL,
  backdrop: BACKDROP_LABEL,
  mainMenu: site.mainMenu,
};

const items: MenuItem[] = [
  { label: 'Hva vi gjør', href: '#what', kind: 'anchor' },
  { label: 'Program', href: '/program', kind: 'page' },
];

beforeAll(() => {
  // Headless UI measures the page; jsdom lacks these.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
  // Headless UI stubs getAnimations for jsdom itself and warns about it on every transition.
  const warn = console.warn;
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('Headless UI has polyfilled')) return;
    warn(...args);
  });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

async function openDrawer() {
  const user = userEvent.setup();
  render(<MobileDrawer items={items} brandTitle="Matfestivalen" labels={labels} />);
  const opener = screen.getByRole('button', { name: OPEN_LABEL });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog');
  return { user, opener, dialog };
}

describe('mobile drawer', () => {
  it('has Norwegian labels for opening and both ways of closing', async () => {
    expect([OPEN_LABEL, CLOSE_LABEL, BACKDROP_LABEL]).toEqual([
      'Åpne navigasjon',
      'Lukk navigasjon',
      'Lukk meny',
    ]);
    const { opener, dialog } = await openDrawer();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAccessibleName('Matfestivalen');
    expect(screen.getByRole('button', { name: CLOSE_LABEL })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BACKDROP_LABEL })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hva vi gjør' })).toHaveAttribute('href', '#what');
    expect(screen.getByRole('link', { name: 'Program' })).toHaveAttribute('href', '/program');
  });

  it('closes with the close button and gives focus back to the opener', async () => {
    const { user, opener } = await openDrawer();
    await user.click(screen.getByRole('button', { name: CLOSE_LABEL }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    const { user, opener } = await openDrawer();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes from the backdrop', async () => {
    const { user } = await openDrawer();
    await user.click(screen.getByRole('button', { name: BACKDROP_LABEL }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves focus into the drawer, onto the close button', async () => {
    await openDrawer();
    await waitFor(() => expect(screen.getByRole('button', { name: CLOSE_LABEL })).toHaveFocus());
  });

  it('closes when a menu link is followed', async () => {
    const { user } = await openDrawer();
    await user.click(screen.getByRole('link', { name: 'Hva vi gjør' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The section is not on this (test) page, so the link leads to the home page's section.
    expect(push).toHaveBeenCalledWith('/#what');
  });
});
