import type { ComponentType } from 'react';
import type { KnownBlock, PageBlock } from '@/lib/sanity/types';
import { blockComponents, isKnownBlockType } from './registry';
import { UnsupportedBlock } from './unsupported-block';

function isKnownBlock(block: PageBlock): block is KnownBlock {
  return isKnownBlockType(block._type);
}

/** Renders a page's blocks in order; an unknown block type degrades to a notice, never the page. */
export function BlockList({ blocks }: { blocks: PageBlock[] }) {
  return blocks.map((block, index) => {
    const key = block._key || `block-${index}`;
    if (!isKnownBlock(block)) {
      return <UnsupportedBlock key={key} type={block._type} anchorId={block.anchorId} />;
    }
    // The registry's `satisfies` guarantees the component matches this block's _type.
    const Component = blockComponents[block._type] as ComponentType<{ block: KnownBlock }>;
    return (
      <section key={key} id={block.anchorId || undefined} data-block={block._type} className="scroll-mt-24">
        <Component block={block} />
      </section>
    );
  });
}
