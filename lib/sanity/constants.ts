export const SANITY_API_VERSION = '2024-01-01';
export const DEFAULT_MENU_SLUG = 'mainmenu';
export const HOME_SLUG = '/';
