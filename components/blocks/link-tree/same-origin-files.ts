import { sameOriginFileUrl } from '@/lib/sanity/file-url';
import type { LinkTreeBlock, PageBlock } from '@/lib/sanity/types';

function isLinkTree(block: PageBlock): block is LinkTreeBlock {
  return block._type === 'linkTree' && 'links' in block;
}

/**
 * A link list's downloads on Sanity's file CDN, linked through this site's own origin instead
 * (lib/sanity/file-url.ts explains why); every other block as it is. getPage applies it after
 * the cached read, so the cache holds what the content source said.
 */
export function withSameOriginFiles(block: PageBlock): PageBlock {
  if (!isLinkTree(block)) return block;
  return {
    ...block,
    links:
      block.links?.map((link) => ({ ...link, fileUrl: sameOriginFileUrl(link.fileUrl) })) ?? null,
  };
}
