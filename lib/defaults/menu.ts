import type { NavigationMenu } from '@/lib/sanity/types';
import { pagePath } from '@/lib/routing/page-path';

export type MenuItem = { label: string; href: string; kind: 'anchor' | 'page' };

/** The menu shown when no menu document exists (docs/product-rules.md, Header and menu). */
export const DEFAULT_MENU_ITEMS: MenuItem[] = [
  { label: 'Hjem', href: '#home', kind: 'anchor' },
  { label: 'Hva vi gjør', href: '#what', kind: 'anchor' },
  { label: 'Hvem vi er', href: '#who', kind: 'anchor' },
  { label: 'Kontakt oss', href: '#contact', kind: 'anchor' },
];

/** Each menu page with a title and a slug becomes a link; without a menu, the default anchors. */
export function menuItems(menu: NavigationMenu | null): MenuItem[] {
  if (!menu) return DEFAULT_MENU_ITEMS;
  return (menu.pages ?? []).flatMap((page) =>
    page?.title && page.slug
      ? [{ label: page.title, href: pagePath(page.slug), kind: 'page' as const }]
      : [],
  );
}
