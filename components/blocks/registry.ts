import type { ComponentType } from 'react';
import type { BlockType } from '@/lib/sanity/types';
import type { BlockProps } from './block-props';
import { CardSectionBlock } from './card-section/card-section-block';
import { CarouselBlock } from './carousel/carousel-block';
import { FormBlock } from './form/form-block';
import { GalleryBlock } from './gallery/gallery-block';
import { HeroBlock } from './hero/hero-block';
import { HooplaSalesPageBlock } from './hoopla-sales-page/hoopla-sales-page-block';
import { LinkTreeBlock } from './link-tree/link-tree-block';
import { ProgrammeBlock } from './programme/programme-block';
import { RedirectBlock } from './redirect/redirect-block';
import { ReferenceBlock } from './reference/reference-block';
import { TextWithIllustrationBlock } from './text-with-illustration/text-with-illustration-block';
import { VideoBlock } from './video/video-block';

/** `_type` → component, one line per block folder (docs/architecture.md, "Adding a block"). */
export const blockComponents = {
  hero: HeroBlock,
  gallery: GalleryBlock,
  carousel: CarouselBlock,
  textWithIllustration: TextWithIllustrationBlock,
  cardSection: CardSectionBlock,
  hooplaSalesPage: HooplaSalesPageBlock,
  form: FormBlock,
  video: VideoBlock,
  reference: ReferenceBlock,
  redirect: RedirectBlock,
  linkTree: LinkTreeBlock,
  programme: ProgrammeBlock,
} satisfies { [T in BlockType]: ComponentType<BlockProps<T>> };

export function isKnownBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockComponents, type);
}
