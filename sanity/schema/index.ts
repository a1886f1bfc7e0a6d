import { blockTypes } from '../../components/blocks/schemas';
import { linkTarget } from './documents/link-target';
import { navigationMenu } from './documents/navigation-menu';
import { page } from './documents/page';
import { programmeEvent } from './documents/programme-event';
import { accessibilityStatement } from './documents/accessibility-statement';
import { privacyPage } from './documents/privacy-page';
import { safetyPage } from './documents/safety-page';
import { siteSettings } from './documents/site-settings';
import { venue } from './documents/venue';
import { card } from './objects/card';
import { carouselItem } from './objects/carousel-item';
import { event } from './objects/event';
import { linkTreeLink } from './objects/link-tree-link';
import { safetyContact } from './objects/safety-contact';
import { stringFormatTypes } from './objects/string-formats';
import { accessibilityException, textSection } from './objects/text-section';

export const documentTypes = [
  page,
  programmeEvent,
  venue,
  navigationMenu,
  linkTarget,
  siteSettings,
  safetyPage,
  privacyPage,
  accessibilityStatement,
];

export const schemaTypes = [
  ...documentTypes,
  ...blockTypes,
  carouselItem,
  card,
  linkTreeLink,
  safetyContact,
  event,
  textSection,
  accessibilityException,
  ...stringFormatTypes,
];
