import { DEFAULT_MENU_ITEMS, menuItems } from '@/lib/defaults/menu';

describe('menu fallback', () => {
  it('shows the default anchors when no menu document exists', () => {
    expect(menuItems(null)).toEqual([
      { label: 'Hjem', href: '#home', kind: 'anchor' },
      { label: 'Hva vi gjør', href: '#what', kind: 'anchor' },
      { label: 'Hvem vi er', href: '#who', kind: 'anchor' },
      { label: 'Kontakt oss', href: '#contact', kind: 'anchor' },
    ]);
    expect(menuItems(null)).toBe(DEFAULT_MENU_ITEMS);
  });

  it('links each menu page with a title and a slug to /{slug}', () => {
    const items = menuItems({
      name: 'Hovedmeny',
      slug: 'mainmenu',
      pages: [
        { title: 'Program', slug: 'program' },
        { title: 'Forsiden', slug: '/' },
      ],
    });
    expect(items).toEqual([
      { label: 'Program', href: '/program', kind: 'page' },
      { label: 'Forsiden', href: '/', kind: 'page' },
    ]);
  });

  it('skips menu pages without a title or slug (e.g. a deleted reference)', () => {
    const items = menuItems({
      name: 'Hovedmeny',
      slug: 'mainmenu',
      pages: [
        { title: null, slug: 'uten-tittel' },
        { title: 'Uten slug', slug: null },
        { title: 'Lenker', slug: 'lenker' },
      ],
    });
    expect(items).toEqual([{ label: 'Lenker', href: '/lenker', kind: 'page' }]);
  });

  it('an existing but empty menu stays empty rather than falling back', () => {
    expect(menuItems({ name: 'Tom', slug: 'tom', pages: null })).toEqual([]);
  });
});
