import { Fragment, type ComponentType } from 'react';
import { FirstBlockParsedMark } from '@/components/layout/first-block-render-gate';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import type { BlockType, KnownBlock, PageBlock } from '@/lib/sanity/types';
import { blockComponents, isKnownBlockType } from './registry';
import { UnsupportedBlock } from './unsupported-block';

function isKnownBlock(block: PageBlock): block is KnownBlock {
  return isKnownBlockType(block._type);
}

/**
 * The block that carries the page's one h1: the first hero with a heading. Pages without
 * one get a visually hidden h1 from the page title instead (see ContentPage).
 */
export function pageHeadingBlockIndex(blocks: PageBlock[]): number {
  return blocks.findIndex(
    (block) => block._type === 'hero' && 'heading' in block && Boolean(block.heading),
  );
}

/**
 * Blocks that, first on a page, place the first-paint mark themselves: a long programme marks
 * the end of its controls, so the first paint does not wait for the whole list
 * (components/blocks/programme/programme-block.tsx).
 */
const MARKS_OWN_FIRST_PAINT: ReadonlySet<BlockType> = new Set(['programme']);

/**
 * Renders a page's blocks in order; an unknown block type degrades to a notice, never the page.
 * `headingIndex` is the block that carries the page's h1 (pageHeadingBlockIndex), or -1.
 */
export function BlockList({
  blocks,
  headingIndex,
  language = DEFAULT_LANGUAGE,
}: {
  blocks: PageBlock[];
  headingIndex: number;
  /** The page's edition: blocks with interface text show it in this language. */
  language?: Language;
}) {
  return blocks.map((block, index) => {
    const key = block._key || `block-${index}`;
    const marksItself = index === 0 && MARKS_OWN_FIRST_PAINT.has(block._type as BlockType);
    const rendered = (
      <Block
        block={block}
        isPageHeading={index === headingIndex}
        language={language}
        marksFirstPaint={marksItself}
      />
    );
    if (index > 0 || marksItself) return <Fragment key={key}>{rendered}</Fragment>;
    // The first paint waits for this mark (FirstBlockRenderGate in the root layout).
    return (
      <Fragment key={key}>
        {rendered}
        <FirstBlockParsedMark />
      </Fragment>
    );
  });
}

function Block({
  block,
  isPageHeading,
  language,
  marksFirstPaint,
}: {
  block: PageBlock;
  isPageHeading: boolean;
  language: Language;
  marksFirstPaint: boolean;
}) {
  if (!isKnownBlock(block)) {
    return <UnsupportedBlock type={block._type} anchorId={block.anchorId} language={language} />;
  }
  // The registry's `satisfies` guarantees the component matches this block's _type.
  const Component = blockComponents[block._type] as ComponentType<{
    block: KnownBlock;
    isPageHeading?: boolean;
    language?: Language;
    marksFirstPaint?: boolean;
  }>;
  return (
    <section id={block.anchorId || undefined} data-block={block._type}>
      <Component
        block={block}
        isPageHeading={isPageHeading}
        language={language}
        marksFirstPaint={marksFirstPaint}
      />
    </section>
  );
}
