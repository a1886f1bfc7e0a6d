import { DEFAULT_LANGUAGE, LANGUAGES } from '@/lib/i18n/languages';
import type { LanguagePaths } from '@/lib/routing/language-paths';

/**
 * The hreflang alternates of a page (Next's `alternates.languages`): every language version that
 * exists, plus x-default = the Norwegian one. A page with no other version has none, so a page is
 * never paired with a page that is not its translation; both versions list the same pairs.
 */
export function hreflangAlternates(
  paths: LanguagePaths,
  base: string,
): Record<string, string> | undefined {
  const present = LANGUAGES.filter((language) => paths[language]);
  if (present.length < 2) return undefined;
  const absolute = (path: string) => new URL(path, `${base}/`).toString();
  const languages: Record<string, string> = {};
  for (const language of present) languages[language] = absolute(paths[language]!);
  const fallback = paths[DEFAULT_LANGUAGE];
  if (fallback) languages['x-default'] = absolute(fallback);
  return languages;
}
