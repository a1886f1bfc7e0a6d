import { cardSection } from './card-section/schema';
import { carousel } from './carousel/schema';
import { form } from './form/schema';
import { gallery } from './gallery/schema';
import { hero } from './hero/schema';
import { hooplaSalesPage } from './hoopla-sales-page/schema';
import { linkTree } from './link-tree/schema';
import { programme } from './programme/schema';
import { redirect } from './redirect/schema';
import { textWithIllustration } from './text-with-illustration/schema';
import { video } from './video/schema';

export { referenceBlock } from './reference/schema';

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
