import { blockTypes } from './blocks';
import { linkTarget } from './documents/link-target';
import { navigationMenu } from './documents/navigation-menu';
import { page } from './documents/page';
import { programmeEvent } from './documents/programme-event';
import { safetyPage } from './documents/safety-page';
import { siteSettings } from './documents/site-settings';
import { venue } from './documents/venue';
import { card } from './objects/card';
import { carouselItem } from './objects/carousel-item';
import { event } from './objects/event';
import { linkTreeLink } from './objects/link-tree-link';
import { safetyContact } from './objects/safety-contact';
import { stringFormatTypes } from './objects/string-formats';

export const documentTypes = [
  page,
  programmeEvent,
  venue,
  navigationMenu,
  linkTarget,
  siteSettings,
  safetyPage,
];

export const schemaTypes = [
  ...documentTypes,
  ...blockTypes,
  carouselItem,
  card,
  linkTreeLink,
  safetyContact,
  event,
  ...stringFormatTypes,
];
