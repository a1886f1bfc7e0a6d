// Relative imports only: the studio's validation and the dataset check load this outside Next.
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { localizedPagePath } from './edition-paths';

export type RedirectTarget = { location: string; permanent: boolean };

/** The redirect a page follows: its block's `_key` (for pointing editors at it) and where it goes. */
export type PageRedirect = RedirectTarget & { key: string | undefined };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function safeLocation(block: Record<string, unknown>, language: Language): string | null {
  const slug = text(block.slug);
  // A slug names a page of the same edition.
  if (slug) return localizedPagePath(slug, language);
  const href = text(block.href);
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The first usable redirect block of a page decides where the page sends visitors.
 * A redirect block with neither a usable slug nor href is ignored (the page renders).
 * Takes raw blocks too (the studio's document, a dataset line), so every check uses this rule.
 */
export function findPageRedirect(
  blocks: readonly unknown[] | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): PageRedirect | null {
  for (const block of blocks ?? []) {
    if (!isRecord(block) || block._type !== 'redirect') continue;
    const location = safeLocation(block, language);
    if (location) {
      const key = typeof block._key === 'string' ? block._key : undefined;
      return { key, location, permanent: block.permanent === true };
    }
  }
  return null;
}

export function findRedirect(
  blocks: readonly unknown[] | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): RedirectTarget | null {
  const redirect = findPageRedirect(blocks, language);
  return redirect ? { location: redirect.location, permanent: redirect.permanent } : null;
}
