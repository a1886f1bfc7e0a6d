import type { NavigationMenu } from '@/lib/sanity/types';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { localizedPagePath } from '@/lib/routing/edition-paths';

export type MenuItem = { label: string; href: string; kind: 'anchor' | 'page' };

/** The menu shown when no menu document exists (docs/product-rules.md, Header and menu). */
export function defaultMenuItems(language: Language = DEFAULT_LANGUAGE): MenuItem[] {
  const labels = dictionary(language).site.defaultMenu;
  return [
    { label: labels.home, href: '#home', kind: 'anchor' },
    { label: labels.what, href: '#what', kind: 'anchor' },
    { label: labels.who, href: '#who', kind: 'anchor' },
    { label: labels.contact, href: '#contact', kind: 'anchor' },
  ];
}

/** The Norwegian default menu. */
export const DEFAULT_MENU_ITEMS: MenuItem[] = defaultMenuItems(DEFAULT_LANGUAGE);

/** Each menu page with a title and a slug becomes a link; without a menu, the default anchors. */
export function menuItems(
  menu: NavigationMenu | null,
  language: Language = DEFAULT_LANGUAGE,
): MenuItem[] {
  if (!menu) return language === DEFAULT_LANGUAGE ? DEFAULT_MENU_ITEMS : defaultMenuItems(language);
  return (menu.pages ?? []).flatMap((page) =>
    page?.title && page.slug
      ? [{ label: page.title, href: localizedPagePath(page.slug, language), kind: 'page' as const }]
      : [],
  );
}
