import Link from 'next/link';
import { getMenu, getSiteSettings } from '@/lib/sanity';
import { DEFAULT_MENU_SLUG } from '@/lib/sanity/constants';
import { menuItems } from '@/lib/ui/default-menu';
import { resolveSiteSettings } from '@/lib/ui/site-defaults';

type Props = { menuSlug?: string; fixed?: boolean };

export async function SiteHeader({ menuSlug = DEFAULT_MENU_SLUG, fixed = false }: Props) {
  const [menu, settings] = await Promise.all([getMenu(menuSlug), getSiteSettings()]);
  const site = resolveSiteSettings(settings);
  const items = menuItems(menu);
  return (
    <header className={`${fixed ? 'fixed' : 'sticky'} inset-x-0 top-0 z-40 bg-white/90 dark:bg-primary-950/90`}>
      <a href="#innhold" className="sr-only focus:not-sr-only">
        Hopp til innholdet
      </a>
      <nav aria-label="Hovedmeny" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="font-heading text-xl font-bold">
          {site.brandTitle}
        </Link>
        <ul className="flex flex-wrap gap-4">
          {items.map((item) => (
            <li key={`${item.kind}:${item.href}`}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
