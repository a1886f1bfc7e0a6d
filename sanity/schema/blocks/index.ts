import { cardSection } from './card-section';
import { carousel } from './carousel';
import { form } from './form';
import { gallery } from './gallery';
import { hero } from './hero';
import { hooplaSalesPage } from './hoopla-sales-page';
import { linkTree } from './link-tree';
import { programme } from './programme';
import { redirect } from './redirect';
import { textWithIllustration } from './text-with-illustration';
import { video } from './video';

export { referenceBlock } from './reference';

/** The named block types, in the order editors see them in the insert menu. */
export const blockTypes = [
  hero,
  textWithIllustration,
  gallery,
  carousel,
  cardSection,
  hooplaSalesPage,
  form,
  video,
  linkTree,
  programme,
  redirect,
];
