import type { Language } from '@/lib/i18n/languages';
import type { BlockType, KnownBlock } from '@/lib/sanity/types';

/**
 * The props every block component takes. Kept apart from the registry so that blocks do not
 * import the registry that imports them.
 */
export type BlockProps<T extends BlockType> = {
  block: Extract<KnownBlock, { _type: T }>;
  /** True for the block that carries the page's one h1 (pageHeadingBlockIndex); only heroes use it. */
  isPageHeading?: boolean;
  /** The page's edition, for blocks with interface text (Norwegian when left out). */
  language?: Language;
  /**
   * True for a page's first block when it places the first-paint mark itself, earlier than
   * after its end (MARKS_OWN_FIRST_PAINT in ./block-list); only the programme does.
   */
  marksFirstPaint?: boolean;
};
