export {
  getAccessibilityStatement,
  getMenu,
  getOfflinePages,
  getPage,
  getPageIndex,
  getPrivacyPage,
  getSafetyPage,
  getSiteSettings,
} from './content';
export { cacheTags } from './tags';
export { DEFAULT_MENU_SLUG, HOME_SLUG } from './constants';
export type * from './types';
