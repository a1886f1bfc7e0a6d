export {
  getAccessibilityStatement,
  getMenu,
  getOfflinePages,
  getPageIndex,
  getPrivacyPage,
  getProgrammeEventIndex,
  getProgrammeEvents,
  getEditionSafetyPage,
  getSafetyPage,
  getSiteSettings,
  getVenues,
} from './content';
export { cacheTags } from './tags';
export { DEFAULT_MENU_SLUG, HOME_SLUG } from './constants';
export type * from './types';
