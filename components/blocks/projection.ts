import { cardSectionQuery } from './card-section/query';
import { carouselQuery } from './carousel/query';
import { formQuery } from './form/query';
import { galleryQuery } from './gallery/query';
import { heroQuery } from './hero/query';
import { hooplaSalesPageQuery } from './hoopla-sales-page/query';
import { linkTreeQuery } from './link-tree/query';
import { programmeQuery } from './programme/query';
import { redirectQuery } from './redirect/query';
import { referenceQuery } from './reference/query';
import { textWithIllustrationQuery } from './text-with-illustration/query';
import { videoQuery } from './video/query';

/**
 * Each block in a page's `pageBuilder`: its identity, then the fields of its type, from the
 * block's own query.ts. A block type missing here reaches the page with only its identity and
 * renders as unsupported. Written out in full (not mapped from a list) because
 * `sanity typegen` reads the query as text and cannot run code.
 */
export const pageBuilderProjection = /* groq */ `
  _type,
  _key,
  anchorId,
  ${heroQuery},
  ${galleryQuery},
  ${carouselQuery},
  ${textWithIllustrationQuery},
  ${cardSectionQuery},
  ${hooplaSalesPageQuery},
  ${formQuery},
  ${videoQuery},
  ${referenceQuery},
  ${redirectQuery},
  ${linkTreeQuery},
  ${programmeQuery}
`;
