import Link from 'next/link';
import { cache } from 'react';
import { getMenu, getSiteSettings } from '@/lib/sanity';
import { DEFAULT_MENU_SLUG } from '@/lib/sanity/constants';
import { menuItems, type MenuItem } from '@/lib/defaults/menu';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { languageLinks, type LanguageLink, type LanguagePaths } from '@/lib/routing/language-paths';
import { editionHome } from '@/lib/routing/edition-paths';
import { anchorHref, anchorIdFromHref } from '@/lib/ui/smooth-scroll';
import { HeaderShell } from './header-client';
import { LanguageSwitch } from './language-switch';
import { MenuLink } from './menu-link';
import { MobileDrawer } from './mobile-drawer';
import { ThemeToggle } from './theme-toggle';

type Props = {
  menuSlug?: string;
  fixed?: boolean;
  /** Section ids on the current page; menu anchors missing here lead to the home page. */
  anchorIds?: readonly string[];
  /** The edition this page belongs to. */
  language?: Language;
  /** The page's language versions: the switch leads there, else to the other edition's home. */
  languagePaths?: LanguagePaths;
};

function withPageAnchors(
  items: MenuItem[],
  anchorIds: readonly string[],
  language: Language,
): MenuItem[] {
  return items.map((item) => {
    const id = item.kind === 'anchor' ? anchorIdFromHref(item.href) : null;
    if (!id) return item;
    const href = anchorHref(id, anchorIds);
    // A section on another page is on this edition's home.
    return {
      ...item,
      href: href.startsWith('/') ? `${editionHome(language)}${href.slice(1)}` : href,
    };
  });
}

/** One element tree per request and distinct header (the arguments are the cache key). */
const headerTree = cache(
  async (
    menuSlug: string,
    fixed: boolean,
    linkedAnchorIds: string,
    language: Language,
    switchLinksJson: string,
  ) => {
    const anchorIds: string[] = JSON.parse(linkedAnchorIds);
    const [menu, settings] = await Promise.all([
      getMenu(menuSlug, language),
      getSiteSettings(language),
    ]);
    const site = resolveSiteSettings(settings);
    const text = dictionary(language).site;
    const items = withPageAnchors(menuItems(menu, language), anchorIds, language);
    const switchLinks: LanguageLink[] = JSON.parse(switchLinksJson);
    return (
      <HeaderShell fixed={fixed}>
        <a
          href="#innhold"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-primary-900"
        >
          {text.skipToContent}
        </a>
        {/* At 320 px (WCAG 1.4.10) the title gives way to the buttons: it may wrap, mid-word
            if it must, and the gaps narrow, so the header never pushes the page sideways. */}
        <div className="section-container flex h-16 items-center justify-between gap-2 sm:gap-4">
          <Link
            href={editionHome(language)}
            className="min-w-0 font-heading text-xl font-bold leading-tight [overflow-wrap:anywhere]"
          >
            {site.brandTitle}
          </Link>
          <nav aria-label={text.mainMenu} className="hidden md:block">
            <ul className="flex flex-wrap items-center gap-1">
              {items.map((item) => (
                <li key={`${item.kind}:${item.href}`}>
                  <MenuLink
                    item={item}
                    className="rounded px-3 py-2 font-semibold hover:bg-primary-100 dark:hover:bg-primary-800"
                  />
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            <LanguageSwitch
              links={switchLinks}
              className="inline-flex hover:bg-primary-100 dark:hover:bg-primary-800"
            />
            <ThemeToggle
              labels={{ toDark: text.toDark, toLight: text.toLight }}
              className="border-primary-300 hover:bg-primary-100 dark:border-primary-600 dark:hover:bg-primary-800"
            />
            <MobileDrawer
              items={items}
              brandTitle={site.brandTitle}
              homeHref={editionHome(language)}
              labels={{
                open: text.openMenu,
                close: text.closeMenu,
                backdrop: text.closeMenuBackdrop,
                mainMenu: text.mainMenu,
              }}
              languageLinks={switchLinks}
            />
          </div>
        </div>
      </HeaderShell>
    );
  },
);

/**
 * The header for a page. Every page's payload also carries the not-found screen, with a header of
 * its own (Next renders the root not-found boundary into each page); when both headers come out
 * the same (same menu, position and linked sections), they are the very same element tree, which
 * React writes into the payload once.
 */
export async function SiteHeader({
  menuSlug = DEFAULT_MENU_SLUG,
  fixed = false,
  anchorIds = [],
  language = DEFAULT_LANGUAGE,
  languagePaths = {},
}: Props) {
  const menu = await getMenu(menuSlug, language);
  // Of the page's sections, only those the menu links to change the header.
  const linkedAnchorIds = menuItems(menu, language).flatMap((item) => {
    const id = item.kind === 'anchor' ? anchorIdFromHref(item.href) : null;
    return id && anchorIds.includes(id) ? [id] : [];
  });
  return headerTree(
    menuSlug,
    fixed,
    JSON.stringify(linkedAnchorIds),
    language,
    // The switch's links, not the page's paths: a page without a translation and the not-found
    // screen both lead to the other edition's home, and so share one header tree.
    JSON.stringify(languageLinks(language, languagePaths)),
  );
}
