import type { PageBlock, RedirectBlock } from '@/lib/sanity/types';
import { pagePath } from './page-path';

export type RedirectTarget = { location: string; permanent: boolean };

function isRedirect(block: PageBlock): block is RedirectBlock {
  return block._type === 'redirect';
}

function safeLocation(block: RedirectBlock): string | null {
  const slug = block.slug?.trim();
  if (slug) return pagePath(slug);
  const href = block.href?.trim();
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
 */
export function findRedirect(blocks: PageBlock[] | null | undefined): RedirectTarget | null {
  for (const block of blocks ?? []) {
    if (!isRedirect(block)) continue;
    const location = safeLocation(block);
    if (location) return { location, permanent: block.permanent === true };
  }
  return null;
}
