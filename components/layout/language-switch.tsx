import type { LanguageLink } from '@/lib/routing/language-paths';

/**
 * The language switch (the caller sets its display and colours): a plain link (the other edition has its own root layout, so the move is a
 * full page load either way), named in the language it leads to, with `hreflang` and `lang`.
 */
export function LanguageSwitch({
  links,
  className = '',
}: {
  links: readonly LanguageLink[];
  className?: string;
}) {
  return links.map((link) => (
    <a
      key={link.language}
      href={link.href}
      hrefLang={link.language}
      lang={link.language}
      title={link.hint}
      data-language-switch={link.language}
      className={`min-h-10 items-center rounded px-2 py-2 font-semibold underline-offset-4 hover:underline ${className}`}
    >
      {link.label}
    </a>
  ));
}
